import Foundation

/// File names made from what a user typed (a share subject, an exporter's default name): visible, one path
/// component, no more than the 255 bytes a Linux file system allows, and free of characters that would make
/// the name lie about itself (U+202E turns "invoice\u{202E}fdp.exe" into "invoiceexe.pdf" on screen).
enum SafeFileName {
    /// The most bytes a file name may have (NAME_MAX on ext4, btrfs, XFS, tmpfs).
    static let maximumBytes = 255

    /// `text` cleaned into a file stem: line breaks and tabs become spaces, other control characters and
    /// direction overrides go, `/` (and `\` and `:`, which other systems treat as separators) become "-",
    /// spaces are collapsed and trimmed, and leading dots dropped so the file is not hidden; `fallback` when
    /// nothing is left.
    static func stem(_ text: String?, fallback: String) -> String {
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = true  // drops leading spaces
        for scalar in (text ?? "").unicodeScalars {
            var next: Unicode.Scalar? = scalar
            if isSpaceLike(scalar) {
                next = " "
            } else if scalar.properties.generalCategory == .control || isDirectionControl(scalar) {
                next = nil
            } else if scalar == "/" || scalar == "\\" || scalar == ":" {
                next = "-"
            }
            guard let next else { continue }
            if next == " " {
                if lastWasSpace { continue }
                lastWasSpace = true
            } else {
                lastWasSpace = false
            }
            scalars.append(next)
        }
        var result = String(scalars)
        // Leading dots hide a file (and "." or ".." name a folder); trailing spaces and dots are invisible.
        while let first = result.first, first == "." || first == " " { result.removeFirst() }
        while let last = result.last, last == " " || last == "." { result.removeLast() }
        return result.isEmpty ? fallback : result
    }

    /// The file name `stem` + (" n" for the n-th copy) + ".ext", the stem cut at a character boundary so that
    /// the whole name fits in `maximumBytes` (a single character too long for it is cut between its scalars).
    static func name(stem: String, extension ext: String?, copy: Int? = nil) -> String {
        let tail = (copy.map { " \($0)" } ?? "") + (ext.map { $0.isEmpty ? "" : ".\($0)" } ?? "")
        let room = max(1, maximumBytes - tail.utf8.count)
        return fitting(stem, bytes: room) + tail
    }

    /// A whole file name from user text (an exporter's default name): its extension kept when it is a plain
    /// one, its stem cleaned and cut to fit.
    static func sanitized(_ fileName: String, fallback: String) -> String {
        let ns = fileName as NSString
        let ext = ns.pathExtension
        let plainExtension = !ext.isEmpty && ext.utf8.count <= 16 && ext.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard plainExtension else { return name(stem: stem(fileName, fallback: fallback), extension: nil) }
        return name(stem: stem(ns.deletingPathExtension, fallback: fallback), extension: ext)
    }

    /// The longest prefix of `text` of whole characters within `bytes` UTF-8 bytes; when even the first
    /// character is longer (a letter with thousands of combining marks), as many of its scalars as fit.
    static func fitting(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var result = ""
        var used = 0
        for character in text {
            let size = character.utf8.count
            if used + size > bytes { break }
            result.append(character)
            used += size
        }
        if result.isEmpty, let first = text.first {
            var scalars = String.UnicodeScalarView()
            for scalar in first.unicodeScalars {
                used += String(scalar).utf8.count
                if used > bytes { break }
                scalars.append(scalar)
            }
            result = String(scalars)
        }
        // A name ending in a space reads as if it had none.
        while result.last == " " { result.removeLast() }
        return result
    }

    private static func isSpaceLike(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x2028, 0x2029: true
        default: s.properties.generalCategory == .spaceSeparator
        }
    }

    /// Marks and embeddings that reorder text as it is shown (the Trojan Source characters, U+061C, U+200E/F).
    private static func isDirectionControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}

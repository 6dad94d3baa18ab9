import Foundation
import CPangoFc
@_spi(Backend) import AtelierCore

/// Fonts shipped with a program (`.ttf`, `.otf`, `.ttc` files in its resources), added to fontconfig's current
/// configuration as application fonts, so that `Font.custom("Name", size:)` finds them by family or PostScript
/// name as it finds installed ones.
///
/// At start (`CairoBackend.install()`, before the text engine makes its font map) the files in every
/// `*.resources` and `*.bundle` folder beside the executable (SwiftPM's resource bundles; `.process` puts
/// a target's fonts at the top, `.copy("Fonts")` in a folder) and at the top of the main bundle are registered.
/// A file registered later (`registerFonts(in:)`) makes the installed Pango engine load its fonts again. A file
/// that is not a font is skipped with one warning naming it.
@_spi(Backend) public enum FontRegistry {
    /// The extensions of font files (TrueType, OpenType, and collections of either).
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// How deep below a resource bundle font files are looked for.
    private static let maximumDepth = 4

    @MainActor private static var registered: Set<String> = []

    /// Registers the fonts of the main bundle and of every resource bundle beside the executable; returns the
    /// files added now. Called by `CairoBackend.install()` before the text engine exists.
    @MainActor @discardableResult
    static func registerBundledFonts() -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        // The top of the main bundle (the executable's folder on Linux): not below, which may be a whole prefix.
        let mainFolders = Set([Bundle.main.resourcePath, Bundle.main.bundlePath].compactMap { $0 } + ResourceLocations.executableDirectories())
        for folder in mainFolders.sorted() {
            for entry in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter(isFontFile).sorted() {
                files.append(folder + "/" + entry)
            }
        }
        for dir in ResourceLocations.executableDirectories() {
            for entry in ((try? fm.contentsOfDirectory(atPath: dir)) ?? [])
                .filter({ $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }).sorted() {
                files += fontFiles(below: dir + "/" + entry)
            }
        }
        return register(files)
    }

    /// Registers the font files in `directories` and the folders below them, and makes the text engine see them;
    /// returns the files added now (a file already registered is not added twice).
    @MainActor @discardableResult
    public static func registerFonts(in directories: [String]) -> [String] {
        let added = register(directories.flatMap { fontFiles(below: $0) })
        if !added.isEmpty, let engine = GraphicsServices.textEngine as? PangoTextEngine { engine.reloadFonts() }
        return added
    }

    /// The font files in `directory` and below it (not inside asset catalogs), sorted.
    static func fontFiles(below directory: String, depth: Int = 0) -> [String] {
        let fm = FileManager.default
        var files: [String] = []
        for entry in ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted() where !entry.hasPrefix(".") {
            let path = directory + "/" + entry
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                if depth < maximumDepth, !entry.hasSuffix(".xcassets") { files += fontFiles(below: path, depth: depth + 1) }
            } else if isFontFile(entry) {
                files.append(path)
            }
        }
        return files
    }

    /// Whether a file name ends in a font's extension. Read from the name's last bytes: the executable's folder
    /// can be /usr/bin, and NSString's pathExtension for each of its thousands of names took 30 ms of the start.
    static func isFontFile(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex,
              bytes.distance(from: dot, to: bytes.endIndex) <= 6 else { return false }
        return extensions.contains(String(name[name.utf8.index(after: dot)...]).lowercased())
    }

    /// Adds each file to fontconfig's current configuration; one warning for each that holds no font.
    @MainActor private static func register(_ files: [String]) -> [String] {
        guard !files.isEmpty, let config = FcConfigGetCurrent() else { return [] }
        var added: [String] = []
        for file in files {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard registered.insert(path).inserted else { continue }
            let before = applicationFontCount(config)
            let ok = path.withCString { p in
                p.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            // fontconfig may accept a file it found no face in: the count of application fonts tells.
            if ok == 0 || applicationFontCount(config) == before {
                Diagnostics.warn("the font file at \(path) is not a font fontconfig can read; it is skipped", key: "font-file:\(path)")
                continue
            }
            added.append(path)
        }
        return added
    }

    private static func applicationFontCount(_ config: OpaquePointer) -> Int32 {
        FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
    }
}

import Foundation

/// Foundation's file wrapper, which swift-corelibs-foundation lacks: a regular file, a directory of wrappers or a
/// symbolic link, held in memory, read from and written to disk. Documents hand their contents over in one.
open class FileWrapper {
    /// The options for reading a wrapper from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads every file's contents at once (they are always read at once here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Reads without memory-mapping the files (they are never mapped here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// The options for writing a wrapper to disk.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Writes into a temporary item beside the destination, then renames it over the destination, so that a
        /// failure part way leaves what was there whole.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Sets the `filename` of the wrapper and its children to the names they were written under.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    enum Contents {
        case regular(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    var contents: Contents

    /// The name the wrapper would like on disk; a directory keys it by this name when it is added.
    open var preferredFilename: String?
    /// The name the wrapper has on disk, when it was read from or written to disk.
    open var filename: String?
    /// The file's attributes, as `FileManager` names them (`FileAttributeKey.posixPermissions.rawValue`...).
    open var fileAttributes: [String: Any] = [:]

    /// A wrapper of a regular file with these contents.
    public init(regularFileWithContents contents: Data) {
        self.contents = .regular(contents)
    }

    /// A wrapper of a directory with these children, keyed by their preferred names (the children take them).
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        self.contents = .directory(childrenByPreferredName)
    }

    /// A wrapper of a symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        self.contents = .link(url)
    }

    /// Reads the file, directory (with everything in it) or symbolic link at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        self.contents = .regular(Data())
        try read(from: url, options: options)
        preferredFilename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { if case .regular = contents { return true } else { return false } }
    /// Whether the wrapper is a directory.
    open var isDirectory: Bool { if case .directory = contents { return true } else { return false } }
    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool { if case .link = contents { return true } else { return false } }

    /// A regular file's contents; nil for a directory or a link.
    open var regularFileContents: Data? { if case .regular(let data) = contents { return data } else { return nil } }
    /// A directory's children by key; nil for a regular file or a link.
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = contents { return children } else { return nil } }
    /// A link's destination; nil for a regular file or a directory.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = contents { return url } else { return nil } }

    /// Adds a child to a directory under a key made from its preferred name (made unique: "notes 2.txt"), and
    /// returns the key. A wrapper without a preferred name is added as "Untitled", with a warning.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            Diagnostics.warn("FileWrapper.addFileWrapper(_:) was called on a wrapper that is not a directory; nothing was added",
                             key: "FileWrapper.add.notDirectory")
            return child.preferredFilename ?? ""
        }
        var name = child.preferredFilename ?? ""
        if name.isEmpty {
            Diagnostics.warn("FileWrapper.addFileWrapper(_:) got a wrapper without a preferredFilename; it is added as “Untitled”",
                             key: "FileWrapper.add.noName")
            name = "Untitled"
            child.preferredFilename = name
        }
        let key = Self.uniqueKey(for: name, among: Set(children.keys))
        children[key] = child
        contents = .directory(children)
        return key
    }

    /// Adds a regular file with these contents to a directory and returns its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a child from a directory (nothing when it is not one of its children).
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        contents = .directory(children)
    }

    /// The key of a child in this directory, or nil when it is not one of its children.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// "name", else "name 2.ext", "name 3.ext"... the first not taken.
    static func uniqueKey(for name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        let ns = name as NSString
        let ext = ns.pathExtension
        let stem = ext.isEmpty ? name : ns.deletingPathExtension
        var n = 2
        while true {
            let candidate = ext.isEmpty ? "\(stem) \(n)" : "\(stem) \(n).\(ext)"
            if !taken.contains(candidate) { return candidate }
            n += 1
        }
    }

    // MARK: Reading

    /// Replaces the wrapper's contents with what is at `url` now (a directory with everything in it).
    open func read(from url: URL, options: ReadingOptions = []) throws {
        contents = try Self.readContents(at: url)
        filename = url.lastPathComponent
        fileAttributes = (try? FileManager.default.attributesOfItem(atPath: url.path))
            .map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) } ?? [:]
    }

    private static func readContents(at url: URL) throws -> Contents {
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: url.path)
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            let destination = try manager.destinationOfSymbolicLink(atPath: url.path)
            return .link(URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()))
        case .typeDirectory?:
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                let child = try FileWrapper(url: url.appendingPathComponent(name))
                children[name] = child
            }
            return .directory(children)
        default:
            return .regular(try Data(contentsOf: url))
        }
    }

    /// Whether what is at `url` has the same kind and contents as the wrapper (bytes, children, link destination).
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? Self.readContents(at: url) else { return false }
        return Self.same(contents, other)
    }

    private static func same(_ a: Contents, _ b: Contents) -> Bool {
        switch (a, b) {
        case (.regular(let x), .regular(let y)): return x == y
        case (.link(let x), .link(let y)): return x.path == y.path
        case (.directory(let x), .directory(let y)):
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { key, child in same(child.contents, y[key]!.contents) }
        default: return false
        }
    }

    // MARK: Writing

    /// Writes the wrapper to `url` (a directory with its children under their keys). With `.atomic` the wrapper is
    /// written beside `url` first and renamed over it, so that a failure part way leaves the old item whole.
    /// `originalContentsURL` is accepted for Foundation's sake; every file is written anew.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if options.contains(.atomic) {
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).atelier-\(UUID().uuidString.prefix(8))")
            do {
                try writeItem(to: temporary, updatingNames: options.contains(.withNameUpdating))
                try Self.replace(url, with: temporary)
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw error
            }
        } else {
            if FileManager.default.fileExists(atPath: url.path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
                try FileManager.default.removeItem(at: url)
            }
            try writeItem(to: url, updatingNames: options.contains(.withNameUpdating))
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    private func writeItem(to url: URL, updatingNames: Bool) throws {
        let manager = FileManager.default
        switch contents {
        case .regular(let data):
            guard manager.createFile(atPath: url.path, contents: data) else {
                // createFile gives no reason: writing again does, as an error a person can read.
                try data.write(to: url)
                return
            }
        case .link(let destination):
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        case .directory(let children):
            try manager.createDirectory(at: url, withIntermediateDirectories: false)
            for (key, child) in children {
                try child.writeItem(to: url.appendingPathComponent(key), updatingNames: updatingNames)
                if updatingNames { child.filename = key }
            }
        }
        if let permissions = fileAttributes[FileAttributeKey.posixPermissions.rawValue], !isSymbolicLink {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
        }
    }

    /// Puts `temporary` where `url` is in one rename (the old item goes in the same step); an old directory,
    /// which rename cannot replace, is first renamed aside and removed after.
    static func replace(_ url: URL, with temporary: URL) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            let aside = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).atelier-old-\(UUID().uuidString.prefix(8))")
            try FileManager.default.moveItem(at: url, to: aside)
            do {
                try FileManager.default.moveItem(at: temporary, to: url)
            } catch {
                try? FileManager.default.moveItem(at: aside, to: url)
                throw error
            }
            try? FileManager.default.removeItem(at: aside)
            return
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                           NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code))])
        }
    }
}

import Foundation

/// Why a document could not be read or written, with a message a person can read ("“notes.txt” could not be
/// opened: it does not exist.").
@_spi(Backend) public struct DocumentStoreError: LocalizedError, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The file could not be read from disk (missing, not permitted, a link to nowhere).
        case unreadable
        /// The file is larger than the store reads into memory (its size in bytes).
        case tooLarge(Int64)
        /// The file's type is not one the document reads.
        case unsupportedType
        /// The document's `init(configuration:)` threw.
        case documentRejected
        /// The document could not make its contents (its `fileWrapper` or `snapshot` threw).
        case documentFailedToWrite
        /// The file could not be written to disk.
        case unwritable
        /// The file could not be moved to the folder chosen.
        case unmovable
    }

    /// What went wrong.
    public let reason: Reason
    /// The file concerned.
    public let url: URL
    /// What the document or the file system threw, if anything.
    public let underlyingError: (any Error)?
    /// The whole message, for an alert.
    public let message: String

    public var errorDescription: String? { message }
    public var description: String { message }

    init(_ reason: Reason, url: URL, underlying: (any Error)? = nil) {
        self.reason = reason
        self.url = url
        self.underlyingError = underlying
        let name = "“\(url.lastPathComponent)”"
        let why: String
        switch reason {
        case .unreadable: why = Self.fileSystemReason(underlying, reading: true)
        case .tooLarge(let size):
            why = "it is \(Self.formatted(size)), more than the \(Self.formatted(Int64(DocumentStore.maximumFileSize))) a document may have."
        case .unsupportedType:
            let ext = url.pathExtension.isEmpty ? "files without an extension" : "“.\(url.pathExtension)” files"
            why = "this document does not read \(ext)."
        case .documentRejected:
            why = "its contents could not be read (\(Self.describe(underlying)))."
        case .documentFailedToWrite:
            why = "the document could not write its contents (\(Self.describe(underlying)))."
        case .unwritable, .unmovable: why = Self.fileSystemReason(underlying, reading: false)
        }
        let verb: String
        switch reason {
        case .unwritable, .documentFailedToWrite: verb = "saved"
        case .unmovable: verb = "moved"
        default: verb = "opened"
        }
        message = "\(name) could not be \(verb): \(why)"
    }

    /// The POSIX reason inside a Foundation error, said plainly.
    static func fileSystemReason(_ error: (any Error)?, reading: Bool) -> String {
        var code: Int?
        if let ns = error as NSError? {
            if ns.domain == NSPOSIXErrorDomain { code = ns.code }
            if let inner = ns.userInfo[NSUnderlyingErrorKey] as? NSError, inner.domain == NSPOSIXErrorDomain { code = inner.code }
            if code == nil, ns.domain == NSCocoaErrorDomain {
                switch CocoaError.Code(rawValue: ns.code) {
                case .fileReadNoSuchFile, .fileNoSuchFile: code = Int(ENOENT)
                case .fileReadNoPermission, .fileWriteNoPermission: code = Int(EACCES)
                case .fileWriteOutOfSpace: code = Int(ENOSPC)
                case .fileWriteVolumeReadOnly: code = Int(EROFS)
                case .fileWriteFileExists: code = Int(EEXIST)
                default: break
                }
            }
        }
        switch code.map(Int32.init) {
        case ENOENT?: return reading ? "it does not exist." : "its folder does not exist."
        case EACCES?, EPERM?: return reading ? "you do not have permission to read it." : "you do not have permission to write there."
        case ELOOP?: return "it is a link that leads back to itself."
        case ENOSPC?: return "the disk is full."
        case EROFS?: return "the disk is read-only."
        case EISDIR?: return "it is a folder."
        case ENOTDIR?: return "a part of its path is not a folder."
        case EEXIST?: return "an item with the same name is already there."
        default: return describe(error) + "."
        }
    }

    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "unknown error" }
        if let localized = error as? LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }

    static func formatted(_ bytes: Int64) -> String {
        let mb = Double(bytes) / 1_048_576
        if mb >= 1024 { return String(format: "%.0f GB", mb / 1024) }
        return String(format: "%.0f MB", mb)
    }
}

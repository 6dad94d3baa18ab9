import Foundation
import UniformTypeIdentifiers

/// Reads documents from files and writes them back atomically, for document groups and file exporters: a file
/// above `maximumFileSize` is refused rather than read into memory, and every failure is a `DocumentStoreError`
/// whose message can be shown as it is.
@_spi(Backend) public enum DocumentStore {
    /// The largest document read into memory: 256 MB (a directory counts the sum of its files).
    public static let maximumFileSize = 256 * 1_048_576

    /// The content type to read `url` as: the type of its extension when it conforms to one the document reads; a
    /// file with an extension no declared type has is read as the document's first type; nil when its type is
    /// not one the document reads.
    public static func contentType(of url: URL, readableContentTypes: [UTType]) -> UTType? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if let declared = UTType(filenameExtension: url.pathExtension), !url.pathExtension.isEmpty {
            if readableContentTypes.contains(where: { declared.conforms(to: $0) }) { return declared }
            return nil
        }
        if exists, isDirectory.boolValue, let folder = readableContentTypes.first(where: { $0.conforms(to: .directory) }) {
            return folder
        }
        return readableContentTypes.first
    }

    /// The file at `url` read into a wrapper, with the content type the document reads it as.
    public static func readFile(at url: URL, readableContentTypes: [UTType],
                                sizeLimit: Int = maximumFileSize) throws(DocumentStoreError) -> FileDocumentReadConfiguration {
        let size: Int64
        do { size = try Self.size(of: url, stoppingAbove: Int64(sizeLimit)) } catch { throw DocumentStoreError(.unreadable, url: url, underlying: error) }
        guard size <= Int64(sizeLimit) else { throw DocumentStoreError(.tooLarge(size), url: url) }
        guard let type = contentType(of: url, readableContentTypes: readableContentTypes) else {
            throw DocumentStoreError(.unsupportedType, url: url)
        }
        do {
            return FileDocumentReadConfiguration(contentType: type, file: try FileWrapper(url: url.resolvingSymlinksInPath(), options: .immediate))
        } catch {
            throw DocumentStoreError(.unreadable, url: url, underlying: error)
        }
    }

    /// A value document read from `url`, with the configuration it was read from.
    public static func read<D: FileDocument>(_ type: D.Type, from url: URL) throws(DocumentStoreError)
        -> (document: D, configuration: FileDocumentReadConfiguration) {
        let configuration = try readFile(at: url, readableContentTypes: D.readableContentTypes)
        do { return (try D(configuration: configuration), configuration) } catch {
            throw DocumentStoreError(.documentRejected, url: url, underlying: error)
        }
    }

    /// An object document read from `url`, with the configuration it was read from.
    public static func read<D: ReferenceFileDocument>(_ type: D.Type, from url: URL) throws(DocumentStoreError)
        -> (document: D, configuration: FileDocumentReadConfiguration) {
        let configuration = try readFile(at: url, readableContentTypes: D.readableContentTypes)
        do { return (try D(configuration: configuration), configuration) } catch {
            throw DocumentStoreError(.documentRejected, url: url, underlying: error)
        }
    }

    /// Writes a value document to `url` atomically and returns the wrapper written (the next write's existing file).
    @discardableResult
    public static func write<D: FileDocument>(_ document: D, to url: URL, contentType: UTType,
                                              existingFile: FileWrapper? = nil) throws(DocumentStoreError) -> FileWrapper {
        let wrapper: FileWrapper
        do { wrapper = try document.fileWrapper(configuration: .init(contentType: contentType, existingFile: existingFile)) } catch {
            throw DocumentStoreError(.documentFailedToWrite, url: url, underlying: error)
        }
        try writeAtomically(wrapper, to: url)
        return wrapper
    }

    /// Takes a snapshot of an object document and writes it to `url` atomically; returns the wrapper written.
    @discardableResult
    public static func write<D: ReferenceFileDocument>(_ document: D, to url: URL, contentType: UTType,
                                                       existingFile: FileWrapper? = nil) throws(DocumentStoreError) -> FileWrapper {
        let wrapper: FileWrapper
        do {
            let snapshot = try document.snapshot(contentType: contentType)
            wrapper = try document.fileWrapper(snapshot: snapshot, configuration: .init(contentType: contentType, existingFile: existingFile))
        } catch {
            throw DocumentStoreError(.documentFailedToWrite, url: url, underlying: error)
        }
        try writeAtomically(wrapper, to: url)
        return wrapper
    }

    /// Writes `wrapper` into a temporary item in `url`'s folder, then renames it over `url`: a crash or a failed
    /// write leaves the old file whole.
    public static func writeAtomically(_ wrapper: FileWrapper, to url: URL) throws(DocumentStoreError) {
        do { try wrapper.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil) } catch {
            throw DocumentStoreError(.unwritable, url: url, underlying: error)
        }
    }

    /// The bytes at `url` (a directory's files summed, stopping once above `limit`); throws when it cannot be read.
    static func size(of url: URL, stoppingAbove limit: Int64) throws -> Int64 {
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: url.path)
        if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            // Opening follows the link, and fails as reading would (a link to nowhere, a loop of links).
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return try size(of: url.resolvingSymlinksInPath(), stoppingAbove: limit)
            }
            return Int64(try handle.seekToEnd())
        }
        guard attributes[.type] as? FileAttributeType == .typeDirectory else {
            return (attributes[.size] as? NSNumber)?.int64Value ?? 0
        }
        var total: Int64 = 0
        for name in try manager.contentsOfDirectory(atPath: url.path) {
            total += try size(of: url.appendingPathComponent(name), stoppingAbove: limit - total)
            if total > limit { break }
        }
        return total
    }
}

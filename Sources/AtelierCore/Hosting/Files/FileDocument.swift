import Foundation
import UniformTypeIdentifiers

/// A document kept in a value (a structure), read from and written to a file through a `FileWrapper`.
@preconcurrency public protocol FileDocument: Sendable {
    /// The content types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document writes; by default those it reads.
    static var writableContentTypes: [UTType] { get }
    /// What the document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What the document is written over.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// Reads the document from a file; throws when the file is not one it can read.
    init(configuration: ReadConfiguration) throws
    /// The document's contents as a file wrapper, for the content type asked.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// The content types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

import Foundation
import UniformTypeIdentifiers

/// A document kept in an object, read from a file, and written from a snapshot taken when it is saved (so that
/// it can be edited while the snapshot is written).
@preconcurrency public protocol ReferenceFileDocument: ObservableObject, Sendable {
    /// A copy of the document's contents, taken to be written.
    associatedtype Snapshot
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
    /// A copy of the document's contents now, for the content type asked.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// A snapshot's contents as a file wrapper.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    /// The content types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

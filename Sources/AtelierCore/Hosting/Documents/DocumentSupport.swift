import Foundation
import UniformTypeIdentifiers

/// What a document group tells the session about its documents: the types it reads, how to make a new one
/// (nil for a viewer) and how to open a file as one.
@MainActor @_spi(Backend) public struct DocumentSupport {
    /// The content types its documents are read from.
    public let readableContentTypes: [UTType]
    /// Makes a new, untitled document; nil when the group only views documents.
    public let makeNew: (@MainActor () -> DocumentController)?
    /// Reads the file at a URL as a document.
    public let open: @MainActor (URL) throws(DocumentStoreError) -> DocumentController

    // Nonisolated so that a `DocumentGroup` can be described outside the main actor, as SwiftUI's can.
    nonisolated init(readableContentTypes: [UTType], makeNew: (@MainActor () -> DocumentController)?,
                     open: @escaping @MainActor (URL) throws(DocumentStoreError) -> DocumentController) {
        self.readableContentTypes = readableContentTypes
        self.makeNew = makeNew
        self.open = open
    }

    /// Whether a file is one the group reads (by its extension's type).
    public func reads(_ url: URL) -> Bool {
        DocumentStore.contentType(of: url, readableContentTypes: readableContentTypes) != nil
    }
}

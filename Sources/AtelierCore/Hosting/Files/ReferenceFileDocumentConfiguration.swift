import Foundation

/// What a document group hands the view of an object document: the document, its file and whether it may be
/// edited.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document, observed: its published changes update the views that read it.
    @ObservedObject public var document: Document
    /// The document's file; nil until it is saved.
    public var fileURL: URL?
    /// Whether the document may be edited (false when viewing, or the file cannot be written).
    public var isEditable: Bool

    @_spi(Backend) public init(document: Document, fileURL: URL?, isEditable: Bool) {
        self._document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

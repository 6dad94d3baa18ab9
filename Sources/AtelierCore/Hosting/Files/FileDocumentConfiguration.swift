import Foundation

/// What a document group hands the view of a value document: a binding to the document, its file and whether
/// it may be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; writing it edits the document (and marks it changed).
    @Binding public var document: Document
    /// The document's file; nil until it is saved.
    public var fileURL: URL?
    /// Whether the document may be edited (false when viewing, or the file cannot be written).
    public var isEditable: Bool

    @_spi(Backend) public init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        self._document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

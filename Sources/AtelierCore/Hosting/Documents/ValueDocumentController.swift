import Foundation
import UniformTypeIdentifiers

/// The controller of a `FileDocument` (a value): the editor's binding writes the value and marks it edited.
@MainActor final class ValueDocumentController<Document: FileDocument>: DocumentController {
    private(set) var document: Document

    init(document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool) {
        self.document = document
        super.init(fileURL: fileURL, contentType: contentType, isEditable: isEditable)
    }

    /// A binding the editor edits the document through.
    var binding: Binding<Document> {
        Binding(get: { [unowned self] in document }, set: { [weak self] value in self?.edit(value) })
    }

    /// Replaces the document with an edited value, registering the step that puts the old value back with the
    /// window's undo manager (as SwiftUI does for a value document), unless the edit came from a control that
    /// registered its own (a text field's typing).
    func edit(_ value: Document) {
        guard isEditable else {
            Diagnostics.warn("a document opened for viewing was edited; the change is not kept", key: "document-view-only-edit")
            return
        }
        let previous = document
        document = value
        isEdited = true
        if let manager = undoManager?(), !manager.isWritingRegisteredEdit {
            manager.registerUndo(withTarget: self) { controller in controller.edit(previous) }
        }
        objectWillChange.send()
    }

    override var writableContentTypes: [UTType] { Document.writableContentTypes }

    override func write(to url: URL, as type: UTType) throws(DocumentStoreError) -> FileWrapper {
        try DocumentStore.write(document, to: url, contentType: type, existingFile: lastWritten)
    }

    override func reread(from url: URL) throws(DocumentStoreError) {
        let (read, configuration) = try DocumentStore.read(Document.self, from: url)
        document = read
        contentType = configuration.contentType
        lastWritten = configuration.file
        objectWillChange.send()
    }
}

import Foundation
import UniformTypeIdentifiers

/// The controller of a `ReferenceFileDocument` (an object): a change the object publishes marks it edited.
@MainActor final class ReferenceDocumentController<Document: ReferenceFileDocument>: DocumentController {
    private(set) var document: Document
    private var subscription: AnyCancellable?

    init(document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool) {
        self.document = document
        super.init(fileURL: fileURL, contentType: contentType, isEditable: isEditable)
        watch()
    }

    private func watch() {
        subscription = document.objectWillChange.sink { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isRereading else { return }
                self.isEdited = true
            }
        }
    }

    /// Whether the document is being replaced by a reread (its changes then are not edits).
    private var isRereading = false

    override var writableContentTypes: [UTType] { Document.writableContentTypes }

    override func write(to url: URL, as type: UTType) throws(DocumentStoreError) -> FileWrapper {
        try DocumentStore.write(document, to: url, contentType: type, existingFile: lastWritten)
    }

    override func reread(from url: URL) throws(DocumentStoreError) {
        let (read, configuration) = try DocumentStore.read(Document.self, from: url)
        isRereading = true
        defer { isRereading = false }
        document = read
        contentType = configuration.contentType
        lastWritten = configuration.file
        watch()
        objectWillChange.send()
    }
}

import Foundation
import UniformTypeIdentifiers

/// A scene that opens a window per document: File > New makes an untitled one, Open… reads a file, Save and
/// Save As… write it atomically, Revert To Saved reads it again, and closing a window with unsaved changes
/// asks first. Its editor is given the document and its file.
@MainActor @preconcurrency public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    let support: DocumentSupport
    let makeEditor: @MainActor (DocumentController) -> AnyView

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        let makeEditor = self.makeEditor
        var description = WindowDescription(kind: .documentGroup, id: nil, title: "") { window in
            AnyView(DocumentWindowContent(window: window, editor: makeEditor))
        }
        description.documents = support
        return [description]
    }
}

extension DocumentGroup where Document: FileDocument {
    /// A group that edits documents of a value type, a new one made with `newDocument`.
    nonisolated public init(newDocument: @escaping @autoclosure () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        // Made wherever the scene is built; called only on the main actor, where the program uses them.
        nonisolated(unsafe) let newDocument = newDocument, editor = editor
        let types = Document.readableContentTypes
        support = DocumentSupport(readableContentTypes: types, makeNew: {
            ValueDocumentController(document: newDocument(), fileURL: nil, contentType: Document.writableContentTypes.first ?? types.first ?? .data,
                                    isEditable: true)
        }, open: { url throws(DocumentStoreError) in
            let (document, configuration) = try DocumentStore.read(Document.self, from: url)
            let controller = ValueDocumentController(document: document, fileURL: url, contentType: configuration.contentType, isEditable: true)
            controller.lastWritten = configuration.file
            return controller
        })
        makeEditor = { controller in
            let controller = controller as! ValueDocumentController<Document>
            return AnyView(editor(FileDocumentConfiguration(document: controller.binding, fileURL: controller.fileURL,
                                                            isEditable: controller.isEditable)))
        }
    }

    /// A group that views documents of a value type, which cannot be edited or created.
    nonisolated public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        nonisolated(unsafe) let viewer = viewer
        support = DocumentSupport(readableContentTypes: Document.readableContentTypes, makeNew: nil, open: { url throws(DocumentStoreError) in
            let (document, configuration) = try DocumentStore.read(Document.self, from: url)
            return ValueDocumentController(document: document, fileURL: url, contentType: configuration.contentType, isEditable: false)
        })
        makeEditor = { controller in
            let controller = controller as! ValueDocumentController<Document>
            return AnyView(viewer(FileDocumentConfiguration(document: controller.binding, fileURL: controller.fileURL, isEditable: false)))
        }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group that edits documents of an object type, a new one made with `newDocument`.
    nonisolated public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        nonisolated(unsafe) let newDocument = newDocument, editor = editor
        let types = Document.readableContentTypes
        support = DocumentSupport(readableContentTypes: types, makeNew: {
            ReferenceDocumentController(document: newDocument(), fileURL: nil,
                                        contentType: Document.writableContentTypes.first ?? types.first ?? .data, isEditable: true)
        }, open: { url throws(DocumentStoreError) in
            let (document, configuration) = try DocumentStore.read(Document.self, from: url)
            let controller = ReferenceDocumentController(document: document, fileURL: url, contentType: configuration.contentType, isEditable: true)
            controller.lastWritten = configuration.file
            return controller
        })
        makeEditor = { controller in
            let controller = controller as! ReferenceDocumentController<Document>
            return AnyView(editor(ReferenceFileDocumentConfiguration(document: controller.document, fileURL: controller.fileURL,
                                                                     isEditable: controller.isEditable)))
        }
    }

    /// A group that views documents of an object type.
    nonisolated public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        nonisolated(unsafe) let viewer = viewer
        support = DocumentSupport(readableContentTypes: Document.readableContentTypes, makeNew: nil, open: { url throws(DocumentStoreError) in
            let (document, configuration) = try DocumentStore.read(Document.self, from: url)
            return ReferenceDocumentController(document: document, fileURL: url, contentType: configuration.contentType, isEditable: false)
        })
        makeEditor = { controller in
            let controller = controller as! ReferenceDocumentController<Document>
            return AnyView(viewer(ReferenceFileDocumentConfiguration(document: controller.document, fileURL: controller.fileURL, isEditable: false)))
        }
    }
}

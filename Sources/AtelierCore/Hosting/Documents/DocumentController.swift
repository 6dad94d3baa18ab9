import Foundation
import UniformTypeIdentifiers

/// One document window's document, whatever its kind: its file, content type, name and whether it changed
/// since it was last saved, with saving, saving elsewhere and reverting. Its subclasses keep the document
/// itself (a value, or an object) and know how to write and reread it.
@MainActor @_spi(Backend) public class DocumentController: ObservableObject {
    /// The document's file; nil until it is first saved.
    public internal(set) var fileURL: URL? { didSet { changed() } }
    /// The content type it was read as or is saved as.
    public internal(set) var contentType: UTType
    /// Whether it changed since it was opened or last saved.
    public internal(set) var isEdited = false { didSet { if isEdited != oldValue { changed() } } }
    /// Whether it may be edited (false for a viewer).
    public let isEditable: Bool
    /// The name shown for a document never saved ("Untitled", "Untitled 2", ...).
    var untitledName = "Untitled"
    /// The file written last (or read), handed to the next write as its existing file.
    var lastWritten: FileWrapper?
    /// The message of the last failure to show the user, with its title; nil when there is none.
    public internal(set) var failure: (title: String, message: String)? { didSet { changed() } }
    /// Called whenever the name, the edited mark or a failure changes (the window's title follows).
    var onChange: (() -> Void)?
    /// The undo manager of the document's window, where edits register their steps.
    var undoManager: (() -> UndoManager?)?

    init(fileURL: URL?, contentType: UTType, isEditable: Bool) {
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
    }

    private func changed() {
        objectWillChange.send()
        onChange?()
    }

    /// The file name, or the untitled name.
    public var displayName: String { fileURL?.lastPathComponent ?? untitledName }

    /// The window title: the name, with "Edited" while there are unsaved changes, as on macOS.
    public var windowTitle: String { isEdited ? "\(displayName) — Edited" : displayName }

    /// The types the document can be saved as.
    var writableContentTypes: [UTType] { [contentType] }

    /// Writes the document to `url` as `type` (atomically); returns the wrapper written.
    func write(to url: URL, as type: UTType) throws(DocumentStoreError) -> FileWrapper {
        preconditionFailure("\(Self.self) writes its document")
    }

    /// Reads the document again from `url`, replacing what is shown.
    func reread(from url: URL) throws(DocumentStoreError) {
        preconditionFailure("\(Self.self) rereads its document")
    }

    /// Saves to the document's file; returns false (with the failure shown) when it cannot. A document
    /// without a file needs `save(to:)`.
    @discardableResult public func save() -> Bool {
        guard let fileURL else { return false }
        return save(to: fileURL)
    }

    /// Saves to `url` (Save As): the document's file becomes `url` when it succeeds. A failure leaves the old
    /// file whole and is shown.
    @discardableResult public func save(to url: URL) -> Bool {
        let type = DocumentStore.contentType(of: url, readableContentTypes: writableContentTypes) ?? contentType
        do {
            lastWritten = try write(to: url, as: type)
            fileURL = url
            contentType = type
            isEdited = false
            return true
        } catch {
            failure = ("The document could not be saved", error.message)
            Diagnostics.warn(error.message, key: "document-save-\(url.path)")
            return false
        }
    }

    /// Reads the saved file again, dropping the unsaved changes (Revert To Saved).
    @discardableResult public func revert() -> Bool {
        guard let fileURL else { return false }
        do {
            try reread(from: fileURL)
            isEdited = false
            return true
        } catch {
            failure = ("The document could not be reverted", error.message)
            Diagnostics.warn(error.message, key: "document-revert-\(fileURL.path)")
            return false
        }
    }
}

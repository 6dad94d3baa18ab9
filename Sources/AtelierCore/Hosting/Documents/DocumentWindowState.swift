import Foundation

/// What a document window shows and asks: its document (nil in a viewer's window before a file is opened),
/// whether the Open or Save chooser is up, and whether closing waits on the user's answer about unsaved
/// changes.
@MainActor @_spi(Backend) public final class DocumentWindowState: ObservableObject {
    /// The window's document.
    public internal(set) var controller: DocumentController? { didSet { objectWillChange.send() } }
    /// Whether the Open chooser is showing.
    var isChoosingFileToOpen = false { didSet { objectWillChange.send() } }
    /// Whether the Save chooser is showing (Save of an untitled document, or Save As).
    var isChoosingSaveLocation = false { didSet { objectWillChange.send() } }
    /// Whether the window asks whether to save its changes before closing.
    var isAskingToSaveBeforeClosing = false { didSet { objectWillChange.send() } }
    /// Failures to show that are not the document's own (files that could not be opened), one alert each.
    var failures: [(title: String, message: String)] = [] { didSet { objectWillChange.send() } }
    /// What to do once a save ends: close the window, then go on quitting, when those waited on it.
    var afterSave: ((Bool) -> Void)?
    /// What to do once the user answered the close question (true: the window closes).
    var afterCloseAnswer: ((Bool) -> Void)?

    init(controller: DocumentController?) { self.controller = controller }
}

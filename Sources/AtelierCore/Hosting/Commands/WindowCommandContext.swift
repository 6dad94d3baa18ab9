import Foundation

/// What a window's standard commands ask of the app: the host fills it from the app's scenes for each
/// window; a nil action leaves its item out of the menus.
@_spi(Backend) public struct WindowCommandContext {
    /// One window of the app, as the Window menu lists it.
    public struct WindowItem {
        /// The window's title.
        public var title: String
        /// Whether it is the window whose menu bar lists it.
        public var isCurrent: Bool
        /// Brings the window to the front.
        public var activate: @MainActor () -> Void

        /// A window for the list.
        public init(title: String, isCurrent: Bool, activate: @escaping @MainActor () -> Void) {
            self.title = title
            self.isCurrent = isCurrent
            self.activate = activate
        }
    }

    /// The application's name, the title of its menu.
    public var appName: String
    /// Opens a new window of the scene (File > New Window); nil: no such item.
    public var newWindow: (@MainActor () -> Void)?
    /// Closes this window (File > Close Window).
    public var closeWindow: @MainActor () -> Void
    /// Ends the app (Quit).
    public var quit: @MainActor () -> Void
    /// Opens the Settings scene's window; nil when the app has no Settings scene.
    public var openSettings: (@MainActor () -> Void)?
    /// Minimizes this window (Window > Minimize).
    public var minimize: @MainActor () -> Void
    /// The app's windows, asked each time the Window menu shows.
    public var windows: @MainActor () -> [WindowItem]
    /// The document commands of a document app (File > New, Open…, Save, Save As…, Revert To Saved); nil for
    /// other apps.
    public var documents: DocumentCommandActions?

    /// A context with the given actions.
    public init(appName: String, newWindow: (@MainActor () -> Void)? = nil, closeWindow: @escaping @MainActor () -> Void = {},
                quit: @escaping @MainActor () -> Void = {}, openSettings: (@MainActor () -> Void)? = nil,
                minimize: @escaping @MainActor () -> Void = {}, windows: @escaping @MainActor () -> [WindowItem] = { [] }) {
        self.appName = appName
        self.newWindow = newWindow
        self.closeWindow = closeWindow
        self.quit = quit
        self.openSettings = openSettings
        self.minimize = minimize
        self.windows = windows
    }
}

/// What File's document items do in a document app; a nil action (a viewer's Save) leaves its item disabled.
@_spi(Backend) public struct DocumentCommandActions {
    /// File > New: a window with a new document.
    public var newDocument: (@MainActor () -> Void)?
    /// File > Open…: the chooser.
    public var open: @MainActor () -> Void
    /// File > Save.
    public var save: (@MainActor () -> Void)?
    /// File > Save As….
    public var saveAs: (@MainActor () -> Void)?
    /// File > Revert To Saved.
    public var revert: (@MainActor () -> Void)?

    /// The document items with these actions.
    public init(newDocument: (@MainActor () -> Void)?, open: @escaping @MainActor () -> Void, save: (@MainActor () -> Void)?,
                saveAs: (@MainActor () -> Void)?, revert: (@MainActor () -> Void)?) {
        self.newDocument = newDocument
        self.open = open
        self.save = save
        self.saveAs = saveAs
        self.revert = revert
    }
}

import Foundation

/// One open window of an app's scene: its graph, the value it presents, its phase and its title. The
/// session opens and closes them; a host shows each in a window of its own.
@MainActor @_spi(Backend) public final class SceneWindow: ObservableObject {
    /// A number unique among the session's windows, in opening order (1, 2, ...).
    public let number: Int
    /// The scene the window belongs to.
    public let scene: WindowDescription
    /// The scene's place among the app's scenes.
    public let sceneIndex: Int
    /// The window's view graph (nil until the session opens it, and again once it is closed).
    public internal(set) var graph: ViewGraph?
    /// The session the window belongs to.
    public internal(set) weak var session: AppSession?
    /// The `@SceneStorage` values of the window.
    let storage: SceneStorageValues
    /// The window's `onOpenURL` actions.
    public let openURLHandlers = OpenURLHandlers()

    init(number: Int, scene: WindowDescription, sceneIndex: Int = 0, storage: [String: SceneStorageValues.Stored] = [:]) {
        self.number = number
        self.scene = scene
        self.sceneIndex = sceneIndex
        self.storage = SceneStorageValues(values: storage)
    }

    /// The value the window presents (`WindowGroup(for:)`); the content's binding writes it.
    public var presentedValue: AnyHashable? {
        didSet { if presentedValue != oldValue { objectWillChange.send() } }
    }

    /// Active with focus, inactive without, background while minimized.
    public internal(set) var phase: ScenePhase = .active {
        didSet { if phase != oldValue { objectWillChange.send() } }
    }

    /// Whether the window is minimized.
    public internal(set) var isMinimized = false

    /// Whether the window has been closed.
    public internal(set) var isClosed = false

    /// The title the content gives with `navigationTitle`, if any.
    var contentTitle: String?
    /// A document window's document and choosers; nil for other windows.
    public internal(set) var documentState: DocumentWindowState?

    /// The title the window shows: the document's, the content's navigation title, the scene's title, or the
    /// app's name.
    public var title: String {
        if let controller = documentState?.controller { return controller.windowTitle }
        if let contentTitle, !contentTitle.isEmpty { return contentTitle }
        if !scene.title.isEmpty { return scene.title }
        return session?.appName ?? ""
    }
}

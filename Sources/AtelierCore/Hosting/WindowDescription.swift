import Foundation

/// What a host needs to open the windows of one scene: what kind of scene it is, its identifier and title,
/// its size before the user resizes it, and how to make a window's content.
@_spi(Backend) public struct WindowDescription {
    /// The kinds of scene that make windows.
    public enum Kind: Sendable, Equatable {
        /// Any number of windows (`WindowGroup`), one opened at launch when it is the first scene.
        case windowGroup
        /// One window at most (`Window`): opening it again brings it forward.
        case window
        /// The app's settings window (`Settings`): one at most, never opened at launch.
        case settings
        /// A window per document (`DocumentGroup`).
        case documentGroup
    }

    /// The kind of scene.
    public var kind: Kind = .windowGroup
    /// The scene's identifier (`WindowGroup(id:)`, `Window(_:id:)`), which `openWindow(id:)` names.
    public var id: String?
    /// The window's title.
    public var title: String
    /// The size the window opens at, in points; nil sizes it to its content.
    public var defaultSize: CGSize?
    /// Where on the screen the window opens (a unit point of the screen's visible area); nil centres it.
    public var defaultPosition: UnitPoint?
    /// How the window's size follows its content's; nil when the scene leaves it automatic.
    public var resizability: WindowResizability?
    /// The type of the value its windows present (`WindowGroup(for:)`), which `openWindow(value:)` matches.
    public var presentedType: Any.Type?
    /// The documents of a `DocumentGroup`'s windows; nil for other scenes.
    public var documents: DocumentSupport?
    /// The value a new window presents when opened without one (`WindowGroup(for:content:defaultValue:)`).
    public var defaultPresentedValue: (@MainActor () -> AnyHashable)?
    /// The commands the scene's `commands` modifiers add to its windows' menu bars.
    public var commands = SceneCommands()
    /// Makes the content of one of its windows.
    public var makeContent: @MainActor (SceneWindow) -> AnyView

    /// A scene whose windows all show `content`.
    public init(kind: Kind = .windowGroup, id: String? = nil, title: String, defaultSize: CGSize? = nil,
                resizability: WindowResizability? = nil, content: AnyView) {
        self.kind = kind
        self.id = id
        self.title = title
        self.defaultSize = defaultSize
        self.resizability = resizability
        self.makeContent = { _ in content }
    }

    /// A scene whose windows' content is made per window.
    public init(kind: Kind, id: String?, title: String, presentedType: Any.Type? = nil,
                makeContent: @escaping @MainActor (SceneWindow) -> AnyView) {
        self.kind = kind
        self.id = id
        self.title = title
        self.presentedType = presentedType
        self.makeContent = makeContent
    }

    /// The content of a window that presents nothing: what a snapshot or a single-window host shows.
    @MainActor public var content: AnyView { makeContent(SceneWindow(number: 0, scene: self)) }
}

extension WindowDescription {
    /// The size the window opens at when neither the scene nor the content's ideal size gives one.
    public static let fallbackSize = CGSize(width: 800, height: 600)

    /// The window's opening size: the scene's default, else the content's ideal size where it has one.
    @MainActor public func openingSize(graph: ViewGraph) -> CGSize {
        if let size = defaultSize {
            if size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 { return size }
            Diagnostics.warn("defaultSize \(size) is not a usable window size; the window opens at its content's size",
                             key: "default-size")
        }
        let ideal = graph.sizeThatFits(.unspecified)
        // Content that shrinks with the window (a List, whose ideal size is 10 points) opens at least at the fallback
        // size: its ideal length is only a least it shows (a navigation bar over a List's 10 points), not a size.
        let least = graph.sizeThatFits(ProposedViewSize(width: 0, height: 0))
        func pick(_ v: CGFloat, shrinks: Bool, _ fallback: CGFloat) -> CGFloat {
            guard v.isFinite, v >= 100 else { return fallback }
            return min(shrinks ? max(v, fallback) : v, 4096)
        }
        return CGSize(width: pick(ideal.width, shrinks: least.width < ideal.width, Self.fallbackSize.width),
                      height: pick(ideal.height, shrinks: least.height < ideal.height, Self.fallbackSize.height))
    }
}

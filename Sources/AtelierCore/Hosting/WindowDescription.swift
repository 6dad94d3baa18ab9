import Foundation

/// What a host needs to open one window of a scene: its title, its size before the user resizes it and
/// its content.
@_spi(Backend) public struct WindowDescription {
    /// The window's title.
    public var title: String
    /// The size the window opens at, in points; nil sizes it to its content.
    public var defaultSize: CGSize?
    /// How the window's size follows its content's; nil when the scene leaves it automatic.
    public var resizability: WindowResizability?
    /// The window's content.
    public var content: AnyView
    /// The commands the scene's `commands` modifiers add to its windows' menu bars.
    public var commands = SceneCommands()
}

import Foundation

/// What an app session asks of the host that shows its windows: an SDL window per scene window on a
/// desktop, nothing but graphs in a test.
@MainActor @_spi(Backend) public protocol WindowPlatform: AnyObject {
    /// The environment a new window's graph starts with (the colour scheme, the display scale...).
    func environment(for window: SceneWindow) -> EnvironmentValues
    /// The date at a new graph's virtual time 0.
    var startDate: Date { get }
    /// Where scene storage is kept between runs; nil keeps it only while the app runs.
    var stateDirectory: URL? { get }
    /// Shows a window the session has just opened (its graph is made).
    func show(_ window: SceneWindow)
    /// Takes away a window the session has closed; its graph goes with it.
    func remove(_ window: SceneWindow)
    /// Gives a window the focus and brings it to the front.
    func activate(_ window: SceneWindow)
    /// Minimizes a window.
    func minimize(_ window: SceneWindow)
    /// A window's title changed.
    func titleChanged(_ window: SceneWindow)
    /// The app ends: its last window closed, or the user quit.
    func terminate()
}

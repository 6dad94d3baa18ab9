import Foundation
@_spi(Backend) import AtelierCore

/// An app's windows for `--snapshot`: no screen; the session's first window (its menu bar included) is kept to
/// be drawn once to a file.
@MainActor final class SnapshotWindows: WindowPlatform {
    let startDate = Date()
    let stateDirectory: URL? = nil
    private let environment: EnvironmentValues
    /// The first window the session showed.
    private(set) var first: SceneWindow?

    init(environment: EnvironmentValues) { self.environment = environment }

    func environment(for window: SceneWindow) -> EnvironmentValues { environment }
    func show(_ window: SceneWindow) { if first == nil { first = window } }
    func remove(_ window: SceneWindow) {}
    func activate(_ window: SceneWindow) {}
    func minimize(_ window: SceneWindow) {}
    func titleChanged(_ window: SceneWindow) {}
    func terminate() {}
}

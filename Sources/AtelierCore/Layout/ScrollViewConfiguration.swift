import Foundation

/// What the modifiers around a scroll view ask of it (`scrollPosition`, `onScrollGeometryChange`,
/// `scrollTargetBehavior`, `defaultScrollAnchor`), handed to it through the environment; the scroll view
/// reads it and gives its content an empty one, so that a nested scroll view does not take it too.
struct ScrollViewConfiguration {
    /// The actions of `onScrollGeometryChange`, outermost first.
    var geometryActions: [ScrollGeometryAction] = []
    /// The binding of `scrollPosition(id:anchor:)` or `scrollPosition(_:anchor:)`.
    var position: ScrollPositionBinding?
    /// Where a scroll settles.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// Where the scroll view starts, and stays when its content or size changes while it is there.
    var defaultAnchor: UnitPoint?

    /// Whether nothing was asked.
    var isEmpty: Bool { geometryActions.isEmpty && position == nil && targetBehavior == nil && defaultAnchor == nil }
}

private struct ScrollViewConfigurationKey: EnvironmentKey {
    static var defaultValue: ScrollViewConfiguration { ScrollViewConfiguration() }
}

extension EnvironmentValues {
    /// What the modifiers around the next scroll view in ask of it.
    var scrollConfiguration: ScrollViewConfiguration {
        get { self[ScrollViewConfigurationKey.self] }
        set { self[ScrollViewConfigurationKey.self] = newValue }
    }
}

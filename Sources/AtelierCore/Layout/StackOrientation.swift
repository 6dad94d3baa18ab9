import Foundation

private struct StackOrientationKey: EnvironmentKey {
    static var defaultValue: Axis? { nil }
}

extension EnvironmentValues {
    /// The axis of the stack-like container a view sits in (set by layout containers from
    /// `LayoutProperties.stackOrientation`), read by Divider to choose its direction.
    var stackOrientation: Axis? {
        get { self[StackOrientationKey.self] }
        set { self[StackOrientationKey.self] = newValue }
    }
}

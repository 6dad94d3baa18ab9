import Foundation

/// Where `displayScale` lives in the environment.
private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// Pixels per point of the display the view is drawn on; 1 unless a host sets it.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}

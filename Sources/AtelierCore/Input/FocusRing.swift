import Foundation

/// The ring drawn around the control that has keyboard focus: the accent colour at 60% opacity, 3 points
/// wide just outside the control, with rounded corners.
enum FocusRing {
    static let width: CGFloat = 3
    static let cornerRadius: CGFloat = 6

    /// The ring's drawing around `bounds`; nil when there is nothing to surround.
    @MainActor static func item(around bounds: CGRect, environment: EnvironmentValues) -> DisplayItem? {
        guard !bounds.isNull, !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let rect = bounds.insetBy(dx: -width / 2 - 1, dy: -width / 2 - 1)
        let path = RoundedRectangle(cornerRadius: cornerRadius).path(in: rect)
        let color = Color.accentColor.resolvedComponents(in: environment).multipliedAlpha(0.6)
        return .stroke(path, .color(color), StrokeStyle(lineWidth: width))
    }
}

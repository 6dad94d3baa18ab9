import Foundation

/// The look of iOS's control group outside toolbars and menus: the controls share one rounded bar
/// (tertiarySystemFill, radius 10, at least 44 points tall), in equal widths, a 1-point separator
/// between them. Measured from iOS 17 renderings, not published by Apple.
enum ControlGroupMetrics {
    /// The bar's least height.
    static let minimumHeight: CGFloat = 44
    /// The bar's corner radius.
    static let cornerRadius: CGFloat = 10
    /// The separators' width and height.
    static let separatorWidth: CGFloat = 1
    static let separatorHeight: CGFloat = 24
    /// The padding inside each segment.
    static let segmentPadding: CGFloat = 8
    /// The space between the controls of the navigation style.
    static let navigationSpacing: CGFloat = 16
    /// The bar's fill.
    static var fill: Color { Color(provider: .dynamic(SystemPalette.tertiarySystemFill)) }
    /// The separators' colour.
    static var separator: Color { Color(provider: .dynamic(SystemPalette.separator)) }
}

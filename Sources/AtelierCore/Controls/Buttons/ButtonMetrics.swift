import Foundation

/// The look of the built-in button styles, iOS 17 light mode, in one place.
///
/// Sizes follow UIKit's button configurations, which SwiftUI's bordered styles share on iOS
/// (`UIButton.Configuration.Size`): content insets 7 x 12 points around a body (17 pt) label at the
/// regular size (a 34-point-high button), 5 x 10 around subheadline (15 pt) at small, 14 x 20 around
/// body at large (50 points high); mini (3 x 8, footnote 13 pt) and extraLarge (17 x 24, body) continue
/// the series. Corner radii grow with the size (4, 5, 6, 12, 14). These are measured approximations,
/// not Apple's published numbers: Apple documents no metrics for these styles.
struct ButtonMetrics {
    /// Space above and below the label.
    var vertical: CGFloat
    /// Space before and after the label.
    var horizontal: CGFloat
    /// The radius of the rounded-rectangle fill.
    var cornerRadius: CGFloat
    /// The label's font where the environment sets none.
    var font: Font

    /// The metrics of a bordered button at a control size.
    static func bordered(_ size: ControlSize) -> ButtonMetrics {
        switch size {
        case .mini: return ButtonMetrics(vertical: 3, horizontal: 8, cornerRadius: 4, font: .footnote)
        case .small: return ButtonMetrics(vertical: 5, horizontal: 10, cornerRadius: 5, font: .subheadline)
        case .regular: return ButtonMetrics(vertical: 7, horizontal: 12, cornerRadius: 6, font: .body)
        case .large: return ButtonMetrics(vertical: 14, horizontal: 20, cornerRadius: 12, font: .body)
        case .extraLarge: return ButtonMetrics(vertical: 17, horizontal: 24, cornerRadius: 14, font: .body)
        }
    }

    /// The opacity of a plain button's label while pressed (a subtle dimming).
    static let plainPressedOpacity = 0.75
    /// The opacity of a borderless button's label while pressed (it turns almost transparent at once,
    /// like UIKit's highlighted system button).
    static let borderlessPressedOpacity = 0.2
    /// The opacity of a bordered or prominent button, fill and label, while pressed.
    static let borderedPressedOpacity = 0.65
    /// How much of the tint a bordered button's fill shows.
    static let borderedFillOpacity = 0.15
    /// What a hovered bordered or prominent button lays over its fill, under its label: the label colour at
    /// low opacity, a little darker in light mode and lighter in dark mode (macOS's and iPadOS's hover).
    static let hoverOverlay = Color.primary.opacity(0.08)

    /// The label colour of a disabled button: tertiaryLabel.
    static var disabledLabel: Color { Color(provider: .dynamic(SystemPalette.tertiaryLabel)) }
    /// The fill of a disabled bordered or prominent button: tertiarySystemFill.
    static var disabledFill: Color { Color(provider: .dynamic(SystemPalette.tertiarySystemFill)) }

    /// The accent a button draws with: red for a destructive role, else the tint (the accent colour).
    static func accent(for role: ButtonRole?) -> AnyShapeStyle {
        role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    }
}

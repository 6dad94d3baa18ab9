import Foundation

/// The look and timing of iOS's stepper (UIStepper, iOS 17 light mode), in one place: a 94 x 32 rounded
/// bar (radius 8) in tertiarySystemFill, a 1-point separator between the halves, black symbols (the
/// tertiary label colour on a disabled half). Measured from UIKit, not published by Apple.
enum StepperMetrics {
    /// The size of the pair of buttons.
    static let size = CGSize(width: 94, height: 32)
    /// The corner radius of the bar.
    static let cornerRadius: CGFloat = 8
    /// The separator's width and height.
    static let separatorWidth: CGFloat = 1
    static let separatorHeight: CGFloat = 18
    /// The side of the minus and plus symbols, and the thickness of their bars.
    static let symbolSide: CGFloat = 14
    static let symbolThickness: CGFloat = 2
    /// The bar's fill.
    static var fill: Color { Color(provider: .dynamic(SystemPalette.tertiarySystemFill)) }
    /// The fill over a half held down.
    static var pressedFill: Color { Color(provider: .dynamic(SystemPalette.systemFill)) }
    /// The separator's colour.
    static var separator: Color { Color(provider: .dynamic(SystemPalette.separator)) }
    /// The symbols' colours, enabled and disabled.
    static var symbol: Color { .primary }
    static var disabledSymbol: Color { Color(provider: .dynamic(SystemPalette.tertiaryLabel)) }
    /// How long a half is held before it repeats, and how often it repeats after that (UIStepper's autorepeat).
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
}

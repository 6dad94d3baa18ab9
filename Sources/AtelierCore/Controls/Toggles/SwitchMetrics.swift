import Foundation

/// The look of iOS's switch (UISwitch, iOS 17 light mode), in one place: a 51 x 31 capsule, systemGreen
/// (or the tint) when on and secondarySystemFill (120,120,128 at 0.16; 0.32 in dark mode) when off, a
/// white 27-point knob 2 points in from the track's ends with a soft shadow. Measured from UIKit, not
/// published by Apple.
enum SwitchMetrics {
    /// The size of the track.
    static let trackSize = CGSize(width: 51, height: 31)
    /// The diameter of the knob.
    static let knobDiameter: CGFloat = 27
    /// The space between the knob and the track's edge.
    static let knobInset: CGFloat = 2
    /// How far the knob's centre sits from the track's centre, to the trailing side when on.
    static var knobTravel: CGFloat { trackSize.width / 2 - knobInset - knobDiameter / 2 }
    /// The track's colour when on and no tint is set.
    static var onTrack: Color { .green }
    /// The track's colour when off.
    static var offTrack: Color { Color(provider: .dynamic(SystemPalette.secondarySystemFill)) }
    /// The knob's colour (white in both colour schemes).
    static var knob: Color { .white }
    /// The knob's shadow.
    static var knobShadow: (color: Color, radius: CGFloat, y: CGFloat) { (Color.black.opacity(0.15), 3, 2) }
    /// How the knob slides and the colour changes.
    static var animation: Animation { .spring(response: 0.3, dampingFraction: 0.9) }
    /// The opacity of a disabled switch.
    static let disabledOpacity = 0.5

    /// The macOS checkbox: a 14-point rounded square.
    static let checkboxSize: CGFloat = 14
    /// The checkbox's corner radius.
    static let checkboxCornerRadius: CGFloat = 3.5
    /// The space between the checkbox and its label.
    static let checkboxSpacing: CGFloat = 6
}

import Foundation

/// The look of iOS's slider (UISlider, iOS 17 light mode), in one place: a 4-point rounded track filling
/// the width, the tint before the thumb and systemFill after it, a white 28-point thumb with a soft
/// shadow and a hairline rim. Measured from UIKit, not published by Apple.
enum SliderMetrics {
    /// The thumb's diameter, which is also the slider's height.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// The space between the track and a value label.
    static let valueLabelSpacing: CGFloat = 8
    /// The track after the thumb.
    static var maximumTrack: Color { Color(provider: .dynamic(SystemPalette.systemFill)) }
    /// The track before the thumb of a disabled slider, in place of the tint.
    static var disabledMinimumTrack: Color { Color(provider: .dynamic(SystemPalette.tertiaryLabel)) }
    /// The thumb's colour (white in both colour schemes).
    static var thumb: Color { .white }
    /// The thumb's hairline rim, drawn as a tight shadow.
    static var thumbRim: Color { Color.black.opacity(0.06) }
    /// The thumb's soft shadow below it.
    static var thumbShadow: (color: Color, radius: CGFloat, y: CGFloat) { (Color.black.opacity(0.15), 4, 3) }
}

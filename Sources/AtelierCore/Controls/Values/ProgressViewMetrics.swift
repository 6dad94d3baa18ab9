import Foundation

/// The numbers of iOS's progress views.
enum ProgressViewMetrics {
    /// The height of a linear progress view's track.
    static let barHeight: CGFloat = 4
    /// The space between a linear progress view's bar and its labels.
    static let linearSpacing: CGFloat = 4
    /// The side of the spinner (UIActivityIndicatorView's medium style) and of a determinate ring.
    static let circularSide: CGFloat = 20
    /// The side of the large spinner (UIActivityIndicatorView's large style), for `.controlSize(.large)`.
    static let largeCircularSide: CGFloat = 37

    /// The spinner's side for a control size: iOS has only UIActivityIndicatorView's medium and large
    /// styles, so `.small` and `.mini` keep the medium 20 points and `.extraLarge` is the large 37.
    static func circularSide(for size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small, .regular: return circularSide
        case .large, .extraLarge: return largeCircularSide
        }
    }
    /// The space between a circular progress view and its labels.
    static let circularSpacing: CGFloat = 8
    /// The number of spokes of the spinner.
    static let spokeCount = 8
    /// How long the spinner shows each step before turning by one spoke (a turn a second, as UIActivityIndicatorView).
    static let spinnerStep: TimeInterval = 1.0 / 8
    /// The width of a spoke.
    static let spokeWidth: CGFloat = 2.25
    /// The width of a determinate ring.
    static let ringWidth: CGFloat = 3
    /// The track of a bar or a ring: tertiarySystemFill.
    static var track: Color { Color(provider: .dynamic(SystemPalette.tertiarySystemFill)) }
    /// The spinner's colour: systemGray.
    static var spinner: Color { Color(provider: .dynamic(SystemPalette.gray)) }
}

import Foundation

/// A trait of a preview: how it is laid out, which way round the device is.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    enum Setting: Sendable, Equatable {
        case defaultLayout
        case sizeThatFits
        case fixed(width: CGFloat, height: CGFloat)
        case orientation(InterfaceOrientation)
    }
    let setting: Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(setting: .defaultLayout) }
    /// The preview is as large as its view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(setting: .sizeThatFits) }
    /// The preview has a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(setting: .fixed(width: width, height: height))
    }
    /// The device is upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(setting: .orientation(.portrait)) }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }
    /// The device lies on its left side.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(setting: .orientation(.landscapeLeft)) }
    /// The device lies on its right side.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(setting: .orientation(.landscapeRight)) }
}

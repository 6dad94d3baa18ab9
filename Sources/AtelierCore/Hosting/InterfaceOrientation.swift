/// Which way round a device is held.
public struct InterfaceOrientation: Sendable, Hashable {
    let isLandscape: Bool
    let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(isLandscape: false, name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(isLandscape: false, name: "portraitUpsideDown")
    /// On its left side.
    public static let landscapeLeft = InterfaceOrientation(isLandscape: true, name: "landscapeLeft")
    /// On its right side.
    public static let landscapeRight = InterfaceOrientation(isLandscape: true, name: "landscapeRight")
}

import Foundation

/// The title a window shows for its content: the last `navigationTitle` in tree order, which is the top
/// level of a stack (levels are pushed after the ones below) and a split view's detail.
@_spi(Backend) public struct WindowTitlePreference: PreferenceKey {
    /// No title: the window shows its scene's.
    public static let defaultValue: String? = nil
    /// The later title wins.
    public static func reduce(value: inout String?, nextValue: () -> String?) {
        if let next = nextValue() { value = next }
    }
}

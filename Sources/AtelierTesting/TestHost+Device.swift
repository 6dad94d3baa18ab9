import Foundation
import Atelier

// The presets' numbers, portrait: sizes in points and scales from Apple's Human Interface Guidelines (Layout,
// "Device screen sizes and orientations"); safe area insets as UIKit reports them on each device, the values
// swift-snapshot-testing's `ViewImageConfig` uses (iPhone 8/SE 20/0, iPhone 13 47/34) and useyourloaf.com's
// "iPhone 15 Screen Sizes" lists (59/34 for the Dynamic Island models).

extension TestHost {
    /// A phone's screen for headless renders: its size in points, its scale, and the safe area insets of its
    /// status bar (or sensor housing) and home indicator, in portrait. `TestHost(view, device: .iPhone13)` lays
    /// a view out as a snapshot test on an iOS simulator does: inside the safe area, with backgrounds and views
    /// that ignore the safe area running under it.
    public struct Device: Equatable, Sendable {
        /// The screen's size in points.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// The insets of the safe area from the screen's edges, in points.
        public var safeAreaInsets: EdgeInsets

        /// A screen of `size` points at `scale`, with `safeAreaInsets` (none by default).
        public init(size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets()) {
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
        }

        /// iPhone SE (2nd and 3rd generation), as iPhone 8: 375 x 667 points at @2x, a 20-point status bar.
        public static let iPhoneSE = Device(size: CGSize(width: 375, height: 667), scale: 2,
                                            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        /// iPhone 13, as iPhone 12, 13 Pro and 14: 390 x 844 points at @3x, 47 points under the sensor housing
        /// and 34 over the home indicator.
        public static let iPhone13 = Device(size: CGSize(width: 390, height: 844), scale: 3,
                                            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        /// iPhone 15, as iPhone 14 Pro and 15 Pro: 393 x 852 points at @3x, 59 points around the Dynamic Island
        /// and 34 over the home indicator.
        public static let iPhone15 = Device(size: CGSize(width: 393, height: 852), scale: 3,
                                            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        /// iPhone 15 Pro Max, as iPhone 14 Pro Max and 15 Plus: 430 x 932 points at @3x, insets 59 and 34.
        public static let iPhone15ProMax = Device(size: CGSize(width: 430, height: 932), scale: 3,
                                                  safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

        /// An `ImageRenderer` that draws `content` on this screen, at its scale: the content is laid out inside
        /// the safe area, over the system background, which runs under the insets as a window's does. (SwiftUI's
        /// ImageRenderer has no safe area of its own: the screen is a view around the content.)
        @MainActor public func imageRenderer<Content: View>(content: Content) -> ImageRenderer<some View> {
            let renderer = ImageRenderer(content: DeviceScreen(content: content, device: self))
            renderer.scale = scale
            renderer.proposedSize = ProposedViewSize(size)
            return renderer
        }
    }
}

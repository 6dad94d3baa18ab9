import Foundation
@_spi(Backend) import AtelierCore
import AtelierTesting

/// What an app's window shows for a view, headless: the view under the window's menu bar, as the window host
/// draws it, so that a screenshot of the real window can be compared pixel for pixel and its controls found.
@MainActor enum WindowTwin {
    /// The menu bar's height: how far a window's content sits below the window's top.
    static let menuBarHeight: CGFloat = 26

    /// A headless host of `content` in a window of the app `appName` (the app menu's title) of `size` points.
    static func host<V: View>(_ content: V, appName: String = "Gallery", size: CGSize) -> TestHost {
        TestHost(WindowChrome(context: WindowCommandContext(appName: appName, newWindow: {}), commands: []) { content }, size: size)
    }
}

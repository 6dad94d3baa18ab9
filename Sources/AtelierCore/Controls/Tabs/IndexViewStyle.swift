import Foundation

/// The look of index views (a paged tab view's dots). As in SwiftUI, `.page` is the only built-in style;
/// a type of your own draws as `.page`.
@MainActor @preconcurrency public protocol IndexViewStyle {}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

extension EnvironmentValues {
    /// When the page dots of paged tab views below sit on a dark capsule.
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for index views (a paged tab view's dots) within this view.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic)
    }
}

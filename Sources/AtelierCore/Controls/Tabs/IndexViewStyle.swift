import Foundation

/// The look of index views (a paged tab view's dots). As in SwiftUI, `.page` is the only built-in style;
/// a type of your own draws as `.page`.
@MainActor @preconcurrency public protocol IndexViewStyle {}

/// The kind of style a paged tab view's index resolves: `.page`'s dots, which any other style draws too.
enum IndexViewStyleKind: StyleKind {
    typealias Configuration = IndexViewStyleConfiguration
    nonisolated static func erase(_ style: some IndexViewStyle) -> AnyStyle<Self> {
        AnyStyle(style) { s, c in PageIndexDots(configuration: c, style: (s as? PageIndexViewStyle) ?? PageIndexViewStyle()) }
    }
    static var automatic: AnyStyle<Self> { erase(PageIndexViewStyle()) }
}

extension View {
    /// Sets the style for index views (a paged tab view's dots) within this view.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self.style(IndexViewStyleKind.erase(style)) }
}

/// What an index view style draws: how many pages there are, which one shows, and whether they are being swiped.
struct IndexViewStyleConfiguration {
    /// The number of pages.
    let count: Int
    /// The page shown.
    let current: Int
    /// Whether the pages follow a drag.
    let isInteracting: Bool
}

import Foundation

/// The placement of margins (`contentMargins(_:_:for:)`): a scroll view's content, its scroll indicators,
/// or both (`automatic`).
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The automatic placement: a scroll view insets both its content and its scroll indicators.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
    /// The scroll content placement: a scroll view insets its content, not its scroll indicators.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
    /// The scroll indicators placement: a scroll view insets its scroll indicators, not its content.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }
}

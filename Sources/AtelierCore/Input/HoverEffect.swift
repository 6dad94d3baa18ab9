import Foundation

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, highlight, lift }
    let kind: Kind

    /// An effect that attempts to determine the effect automatically; the default effect (a highlight here).
    public static let automatic = HoverEffect(kind: .automatic)
    /// An effect that shows a platter behind the view while the pointer is over it.
    public static let highlight = HoverEffect(kind: .highlight)
    /// An effect that scales the view up slightly while the pointer is over it.
    public static let lift = HoverEffect(kind: .lift)
}

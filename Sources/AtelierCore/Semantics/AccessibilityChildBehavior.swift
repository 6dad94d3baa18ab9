import Foundation

/// How an accessibility element made of a view treats the elements of the views inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// The children's elements are hidden: the view is one element of its own.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's labels, values and traits are merged into the view's one element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The view is a container holding its children's elements.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

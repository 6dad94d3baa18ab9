import Foundation

/// A safe area a node declares for one of its children: a rect and the insets within it that the child's views
/// are kept out of (the root's device insets, a `safeAreaInset` bar, `safeAreaPadding`, a scroll view's content
/// inset). A view that touches the inner edge may reach to the outer one (`ignoresSafeArea`).
struct SafeAreaDeclaration: Equatable {
    /// The outer rect, in absolute layout coordinates: where a view that ignores the safe area can reach.
    var bounds: CGRect
    /// The unsafe band along each edge of `bounds` (the container region: Atelier has no software keyboard).
    var insets: EdgeInsets
    /// Whether the declarations further out are not seen through this one: a scroll view's content, which moves
    /// as it scrolls, sees its scroll view's insets only.
    var endsChain = false

    /// The safe rect: `bounds` less the insets.
    var innerRect: CGRect {
        CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
               width: max(0, bounds.width - insets.leading - insets.trailing),
               height: max(0, bounds.height - insets.top - insets.bottom))
    }
}

/// A node that declares a safe area for (some of) its children; resolving a view's safe area walks its
/// ancestors and asks each that adopts this.
@MainActor protocol SafeAreaDeclaring: ViewNode {
    /// The safe area this node declares for `child`, one of its children; nil for none.
    func safeAreaDeclaration(for child: ViewNode) -> SafeAreaDeclaration?
}

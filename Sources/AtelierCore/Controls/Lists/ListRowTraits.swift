import Foundation

/// What a row says about how its List draws it, written with `listRowInsets(_:)`,
/// `listRowBackground(_:)`, `listRowSeparator(_:edges:)`, `listRowSeparatorTint(_:edges:)`,
/// `listSectionSeparator(_:edges:)`, `listSectionSeparatorTint(_:edges:)`, `swipeActions(edge:allowsFullSwipe:content:)` and `tag(_:)`.
///
/// SwiftUI passes these up as traits; Atelier reads them from the row's view value, through the
/// modifiers written on it (the row's outermost modifiers, or ones on a ForEach, which apply to each of
/// its rows). Traits written inside a custom view's body are not seen.
struct ListRowTraits {
    /// The row's content insets, or nil for the style's.
    var insets: EdgeInsets?
    /// A view behind the row instead of the style's row background.
    var background: AnyView?
    /// Whether the separator below the row is hidden.
    var separatorHidden = false
    /// The colour of the separator below the row, or nil for the style's.
    var separatorTint: Color?
    /// Whether the separators at the edges of the row's section are hidden (`listSectionSeparator`).
    var sectionSeparatorHidden = false
    /// The colour of the separators at the edges of the row's section, or nil for the style's.
    var sectionSeparatorTint: Color?
    /// The row's `tag`, which selects it in a List with a selection.
    var tag: AnyHashable?
    /// The buttons revealed by swiping the row from its leading or trailing edge.
    var leadingSwipeActions: SwipeActionsTrait?
    var trailingSwipeActions: SwipeActionsTrait?

    init() {}

    /// The traits written on a row's view, the outermost winning.
    @MainActor init(reading view: any View) {
        var current: any View = view
        var trail: [any ListRowTraitModifier] = []
        while let modified = current as? any ModifiedView {
            if let trait = modified.anyModifier as? any ListRowTraitModifier { trail.append(trait) }
            if tag == nil, let tagged = modified.anyModifier as? _TagModifier { tag = tagged.tag }
            current = modified.anyContent
        }
        for trait in trail.reversed() { trait.apply(to: &self) }
    }
}

/// A modifier that writes a row trait; for everything but its List it leaves the row as it is.
@MainActor protocol ListRowTraitModifier {
    @MainActor func apply(to traits: inout ListRowTraits)
}

/// Writes a row's insets.
struct ListRowInsetsModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let insets: EdgeInsets?
    @MainActor func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) { traits.insets = insets }
}

/// Writes a row's background.
struct ListRowBackgroundModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let background: AnyView?
    @MainActor func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) { traits.background = background }
}

/// Writes whether a row's separator shows.
struct ListRowSeparatorModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let visibility: Visibility
    let edges: VerticalEdge.Set
    @MainActor func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) {
        if edges.contains(.bottom) { traits.separatorHidden = visibility == .hidden }
    }
}

/// Writes the colour of a row's separator.
struct ListRowSeparatorTintModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let color: Color?
    let edges: VerticalEdge.Set
    @MainActor func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) {
        if edges.contains(.bottom) { traits.separatorTint = color }
    }
}

/// Writes whether the separators at the edges of a section show (on a Section, it reaches each of its rows).
struct ListSectionSeparatorModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let visibility: Visibility
    let edges: VerticalEdge.Set
    @MainActor func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) {
        if edges.contains(.bottom) { traits.sectionSeparatorHidden = visibility == .hidden }
    }
}

/// Writes the colour of the separators at the edges of a section (on a Section, it reaches each of its rows).
struct ListSectionSeparatorTintModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let color: Color?
    let edges: VerticalEdge.Set
    @MainActor func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) {
        if edges.contains(.bottom) { traits.sectionSeparatorTint = color }
    }
}

extension View {
    /// Applies an inset to the rows in a list (nil: the style's default insets).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowInsetsModifier(insets: insets))
    }

    /// Places a custom background view behind a list row item.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }

    /// Sets the display mode for the separator associated with this specific row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorModifier(visibility: visibility, edges: edges))
    }

    /// Sets the tint color associated with a row (nil: the style's separator colour).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorTintModifier(color: color, edges: edges))
    }

    /// Sets whether to hide the separator associated with a list section (a plain list draws one below
    /// its sections' last rows).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListSectionSeparatorModifier(visibility: visibility, edges: edges))
    }

    /// Sets the tint colour of a list section's separators (nil: the style's separator colour).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListSectionSeparatorTintModifier(color: color, edges: edges))
    }
}

import Foundation

/// Where a toolbar item goes in the navigation bar.
public struct ToolbarItemPlacement: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, leading, trailing, principal, bottom }
    let kind: Kind
    public static let automatic = ToolbarItemPlacement(kind: .trailing)
    public static let principal = ToolbarItemPlacement(kind: .principal)
    public static let primaryAction = ToolbarItemPlacement(kind: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(kind: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(kind: .leading)
    public static let destructiveAction = ToolbarItemPlacement(kind: .trailing)
    public static let navigation = ToolbarItemPlacement(kind: .leading)
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// In a bar at the bottom of the level (shown at the trailing end of the navigation bar here).
    public static let bottomBar = ToolbarItemPlacement(kind: .trailing)

    var isLeading: Bool { kind == .leading }
    var isTrailing: Bool { kind == .trailing || kind == .automatic || kind == .bottom }
}

/// One item of a toolbar, resolved: its view and where it goes.
struct ToolbarEntry: Equatable {
    let placement: ToolbarItemPlacement
    let view: AnyView
    let id: Int
    static func == (a: Self, b: Self) -> Bool { a.placement == b.placement && a.id == b.id }
}

/// Content a toolbar can hold: items and groups of them.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The items, in order.
    var _entries: [(ToolbarItemPlacement, AnyView)] { get }
}

/// A toolbar item: a view at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content
    /// An item at a placement.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }
    /// An item with an identifier (for customizable toolbars; the identifier is not used here).
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
    public var _entries: [(ToolbarItemPlacement, AnyView)] { [(placement, AnyView(content))] }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content
    /// A group of items at a placement.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var _entries: [(ToolbarItemPlacement, AnyView)] { [(placement, AnyView(HStack(spacing: 16) { content }))] }
}

/// Several toolbar contents in order. The builder only puts them together, from whatever context it runs in;
/// their items are read where the toolbar is applied, on the main actor.
nonisolated public struct TupleToolbarContent: ToolbarContent {
    let parts: [any ToolbarContent]
    /// The items of each content in turn.
    @MainActor public var _entries: [(ToolbarItemPlacement, AnyView)] { parts.flatMap { $0._entries } }
}

/// Builds toolbar content from items written one after another.
@resultBuilder public enum ToolbarContentBuilder {
    /// The contents written one after another, in order.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var parts: [any ToolbarContent] = []
        for c in repeat each content { parts.append(c) }
        return TupleToolbarContent(parts: parts)
    }
    /// The content of an `if` without `else`: none when the condition is false.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> TupleToolbarContent {
        TupleToolbarContent(parts: content.map { [$0] } ?? [])
    }
    /// The content of an `if` branch.
    public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent { TupleToolbarContent(parts: [first]) }
    /// The content of an `else` branch.
    public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent { TupleToolbarContent(parts: [second]) }
}

struct ToolbarPreference: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) { value += nextValue() }
}


extension View {
    /// Puts items in the navigation bar of the level this view is in.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries.enumerated().map { ToolbarEntry(placement: $0.element.0, view: $0.element.1, id: $0.offset) }
        return preference(key: ToolbarPreference.self, value: entries)
    }

    /// Puts views in the navigation bar, at its trailing end.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        preference(key: ToolbarPreference.self, value: [ToolbarEntry(placement: .automatic, view: AnyView(HStack(spacing: 16) { content() }), id: 0)])
    }

    /// Items at the bar's leading and trailing ends (deprecated in SwiftUI; still common).
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        preference(key: ToolbarPreference.self, value: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading), id: 0),
                                                        ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing), id: 1)])
    }

    /// An item at the bar's leading end (deprecated in SwiftUI).
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        preference(key: ToolbarPreference.self, value: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading), id: 0)])
    }

    /// An item at the bar's trailing end (deprecated in SwiftUI).
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        preference(key: ToolbarPreference.self, value: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing), id: 0)])
    }

    /// The navigation bar's background style, drawn while the bar's background is visible (other bars: accepted).
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = ToolbarPlacement.namesNavigationBar(bars) ? AnyShapeStyle(style) : nil
        // Combined with what the content sets (an inner setting wins), not replacing it.
        return transformPreference(NavigationBarBackgroundPreference.self) { if $0.style == nil { $0.style = style } }
    }

    /// Shows or hides the navigation bar's background; hidden or automatic, the bar shows the content's
    /// background, as at the top of an iOS screen (other bars: accepted).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let visibility = ToolbarPlacement.namesNavigationBar(bars) ? visibility : .automatic
        return transformPreference(NavigationBarBackgroundPreference.self) { if $0.visibility == .automatic { $0.visibility = visibility } }
    }
}

/// A bar toolbar modifiers name.
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")

    /// Whether a toolbar modifier's bars include the navigation bar (`automatic` is the navigation bar here).
    static func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains { $0.name == "navigationBar" || $0.name == "automatic" }
    }
}

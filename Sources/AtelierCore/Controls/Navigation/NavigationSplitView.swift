import Foundation

/// A view of two or three columns: a sidebar, an optional content column, and a detail. A link in the
/// sidebar (or the content column) shows its destination in the next column. In a window narrower than
/// `collapseWidth` the columns collapse into one navigation stack that starts at the sidebar and pushes.
@MainActor @preconcurrency public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    nonisolated(unsafe) let sidebar: Sidebar
    nonisolated(unsafe) let content: Content?
    nonisolated(unsafe) let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?

    /// The width below which the columns collapse into a stack.
    static var collapseWidth: CGFloat { 600 }

    /// A three-column split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); visibility = nil
    }

    /// A three-column split view whose columns' visibility the program holds.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); visibility = columnVisibility
    }

    /// The columns, or the collapsed stack.
    public var body: some View {
        NavigationSplitBody(sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail),
                            detailOnly: visibility?.wrappedValue == .detailOnly)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); content = nil; self.detail = detail(); visibility = nil
    }

    /// A two-column split view whose columns' visibility the program holds.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); content = nil; self.detail = detail(); visibility = columnVisibility
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Equatable, Sendable {
    let kind: Int
    /// The platform decides (all columns when there is room).
    public static let automatic = NavigationSplitViewVisibility(kind: 0)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: 1)
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: 2)
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility(kind: 3)
}

extension View {
    /// The width of the split view column this view is the root of (320 points when not set).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: ColumnWidthPreference.self, value: width.isFinite && width > 0 ? width : nil)
    }
    /// The width range of the split view column this view is the root of: its ideal width is used.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// A split view column's width, as its root view sets it.
struct ColumnWidthPreference: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}

/// A split view's columns and what the sidebar and content columns chose.
struct NavigationSplitBody: View {
    let sidebar: AnyView
    let content: AnyView?
    let detail: AnyView
    let detailOnly: Bool
    @State private var sidebarContext = NavigationContext()
    @State private var contentContext = NavigationContext()
    /// What the sidebar's link chose (shown in the next column), and what the content column's chose.
    @State private var sidebarChoice: Choice?
    @State private var contentChoice: Choice?
    @State private var registrations = 0
    @State private var nextID = 0
    /// The widths the user dragged the columns to, which win over the program's.
    @State private var draggedSidebarWidth: CGFloat?
    @State private var draggedContentWidth: CGFloat?
    /// The widths the columns were laid out at, where a grip's drag starts from.
    @State private var laidOutWidths = SplitColumnWidths()
    /// The display's scale, for the dividers' thickness (one pixel).
    @Environment(\.displayScale) private var displayScale

    /// A column's chosen view, with an identity of its own so that the next column starts afresh.
    struct Choice {
        let id: Int
        let item: NavigationContext.Item
    }

    var body: some View {
        GeometryReader { proxy in
            if proxy.size.width < NavigationSplitView<EmptyView, EmptyView, EmptyView>.collapseWidth {
                // Collapsed: one stack from the sidebar, its links pushing the next columns.
                NavigationStack { sidebar }
            } else {
                columns
            }
        }
    }

    private var columns: some View {
        _ = registrations
        wire(sidebarContext, choice: $sidebarChoice, clearing: $contentChoice)
        wire(contentContext, choice: $contentChoice, clearing: nil)
        let second = resolve(sidebarChoice, in: sidebarContext)
        // A column's grip hangs off the leading edge of the column after it, which lies in front of it.
        let sidebarGrip = detailOnly ? nil : grip(\.sidebar, dragged: $draggedSidebarWidth)
        return HStack(spacing: 0) {
            if !detailOnly {
                NavigationLevel(index: 0, isTop: true, context: sidebarContext, content: sidebar)
                    .environment(\.navigationContext, sidebarContext)
                    .modifier(SplitColumnWidth(dragged: draggedSidebarWidth, widths: laidOutWidths, column: \.sidebar))
                Divider()
            }
            if let content {
                NavigationLevel(index: 0, isTop: true, context: contentContext, content: second ?? content)
                    .environment(\.navigationContext, contentContext)
                    .id(sidebarChoice?.id ?? -1)
                    .modifier(SplitColumnWidth(dragged: draggedContentWidth, widths: laidOutWidths, column: \.content))
                    .overlay(alignment: .leading) { sidebarGrip }
                Divider()
                NavigationStack { resolve(contentChoice, in: contentContext) ?? resolve(contentChoice, in: sidebarContext) ?? detail }
                    .id(contentChoice?.id ?? -1)
                    .overlay(alignment: .leading) { grip(\.content, dragged: $draggedContentWidth) }
            } else {
                NavigationStack { second ?? detail }
                    .id(sidebarChoice?.id ?? -1)
                    .overlay(alignment: .leading) { sidebarGrip }
            }
        }
    }

    /// The grip that resizes `column`, centred on the line before the column it lies on.
    private func grip(_ column: ReferenceWritableKeyPath<SplitColumnWidths, CGFloat>, dragged: Binding<CGFloat?>) -> some View {
        let widths = laidOutWidths
        return SplitColumnDivider(width: { widths[keyPath: column] }) { dragged.wrappedValue = $0 }
            .offset(x: -DividerNode.thickness(displayScale: displayScale) - SplitColumnDivider.grabWidth / 2)
    }

    private func resolve(_ choice: Choice?, in context: NavigationContext) -> AnyView? {
        switch choice?.item {
        case .view(_, let view, _)?: return view
        case .value(let value)?: return context.destination(for: value)
        case nil: return nil
        }
    }

    /// A column's links choose what the next column shows, replacing the choice before.
    private func wire(_ context: NavigationContext, choice: Binding<Choice?>, clearing: Binding<Choice?>?) {
        let next = $nextID, registrations = $registrations
        context.pushValue = { value in
            next.wrappedValue += 1
            choice.wrappedValue = Choice(id: next.wrappedValue, item: .value(value))
            clearing?.wrappedValue = nil
        }
        context.pushView = { id, view, onPop in
            next.wrappedValue += 1
            choice.wrappedValue = Choice(id: next.wrappedValue, item: .view(id, view, onPop: onPop))
            clearing?.wrappedValue = nil
        }
        context.removeView = { _ in choice.wrappedValue = nil }
        context.popLevel = { _ in choice.wrappedValue = nil }
        let sidebarChoice = $sidebarChoice, contentChoice = $contentChoice
        context.refresh = {
            // A new destination can only change a column that shows a chosen value: with none, the columns are
            // not made again (an app's first frame registers its destinations, and made the whole split view twice).
            let showsValue = [sidebarChoice, contentChoice].contains { if case .value? = $0.wrappedValue?.item { return true }; return false }
            if showsValue { registrations.wrappedValue += 1 }
        }
    }
}

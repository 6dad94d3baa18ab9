import Foundation

extension View {
    /// Presents a sheet while `isPresented` is true: it slides up over the window, the content behind
    /// dimmed; `dismiss`, Escape or setting the binding false takes it away (then `onDismiss` runs).
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
                                      onDismiss: onDismiss,
                                      content: { AnyView(SheetContainer(fullScreen: false, dismiss: { isPresented.wrappedValue = false }, content: content())) },
                                      transition: .move(edge: .bottom), isSheet: true))
    }

    /// Presents a sheet for an item while it is non-nil; a new item replaces the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(PresentationModifier(isPresented: current != nil, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                                             content: { AnyView(SheetContainer(fullScreen: false, dismiss: { item.wrappedValue = nil },
                                                                               content: current.map(content).id(current?.id))) },
                                             transition: .move(edge: .bottom), isSheet: true))
    }

    /// Presents a view that covers the whole window while `isPresented` is true.
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
                                      onDismiss: onDismiss,
                                      content: { AnyView(SheetContainer(fullScreen: true, dismiss: { isPresented.wrappedValue = false }, content: content())) },
                                      transition: .move(edge: .bottom), isSheet: true))
    }

    /// Presents a view covering the window for an item while it is non-nil.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(PresentationModifier(isPresented: current != nil, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                                             content: { AnyView(SheetContainer(fullScreen: true, dismiss: { item.wrappedValue = nil },
                                                                               content: current.map(content).id(current?.id))) },
                                             transition: .move(edge: .bottom), isSheet: true))
    }

    /// Presents a popover while `isPresented` is true; on a phone-sized window, as iOS does, a sheet.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for an item while it is non-nil (a sheet, as on a phone).
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    /// The heights a sheet may take (it opens at the smallest; with more than one it is dragged between
    /// them); set inside the sheet's content.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsPreference.self, value: Array(detents))
    }

    /// The heights a sheet may take, with the one it rests at bound to `selection` (a drag writes it).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsPreference.self, value: Array(detents))
            .preference(key: PresentationDetentSelectionPreference.self, value: DetentSelection(binding: selection))
    }

    /// Shows or hides the sheet's grabber; automatic shows it when the sheet has more than one detent.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: PresentationDragIndicatorPreference.self, value: visibility)
    }

    /// Whether the user may dismiss the sheet interactively (a drag down, Escape); set inside its content.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledPreference.self, value: isDisabled)
    }
}

/// Where a popover points from.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view (its bounds).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat) }
    let kind: Kind
    /// About half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The height this detent gives a sheet of at most `full` points.
    func height(in full: CGFloat) -> CGFloat {
        switch kind {
        case .medium: return full / 2
        case .large: return full
        case .fraction(let f): return full * max(0, min(1, f.isFinite ? f : 1))
        case .height(let h): return max(0, min(full, h.isFinite ? h : full))
        }
    }
}

/// A sheet as iOS draws one on a phone: a rounded card from the bottom of the window to 10 points below its
/// top (or as high as its detent), over the dimmed content; a full-screen cover fills the window. What the
/// content asks of its sheet (detents, grabber, whether it may be dismissed) comes up as preferences.
struct SheetContainer<Content: View>: View {
    let fullScreen: Bool
    let dismiss: @MainActor () -> Void
    let content: Content
    @State private var options = SheetOptions()

    var body: some View {
        let options = self.options, dismiss = self.dismiss
        return GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                // The content behind is dimmed and takes no clicks.
                Color.black.opacity(fullScreen ? 0 : 0.2)
                    .contentShape(Rectangle())
                    .onTapGesture {}
                SheetCard(fullScreen: fullScreen, fullHeight: proxy.size.height, options: options, dismiss: dismiss, content: content)
            }
        }
        .onPreferenceChange(PresentationDetentsPreference.self) { self.options.detents = $0 }
        .onPreferenceChange(PresentationDetentSelectionPreference.self) { self.options.selection = $0 }
        .onPreferenceChange(PresentationDragIndicatorPreference.self) { self.options.dragIndicator = $0 }
        .onPreferenceChange(InteractiveDismissDisabledPreference.self) { self.options.dismissDisabled = $0 }
        // After the content in tree order, which shortcuts are looked up in: the content's own `.cancelAction`
        // button has Escape first, as on macOS.
        .overlay(PresentationEscape(action: { if !options.dismissDisabled { dismiss() } }))
    }
}

/// What a sheet's content asked of it.
struct SheetOptions: Equatable {
    var detents: [PresentationDetent] = []
    var selection: DetentSelection?
    var dragIndicator = Visibility.automatic
    var dismissDisabled = false
}

/// The detents a sheet's content asks for, carried up to its card.
struct PresentationDetentsPreference: PreferenceKey {
    static let defaultValue: [PresentationDetent] = []
    static func reduce(value: inout [PresentationDetent], nextValue: () -> [PresentationDetent]) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

/// The binding to a sheet's detent, compared by the detent it holds.
struct DetentSelection: Equatable {
    let binding: Binding<PresentationDetent>
    static func == (a: DetentSelection, b: DetentSelection) -> Bool { a.binding.wrappedValue == b.binding.wrappedValue }
}

/// The binding `presentationDetents(_:selection:)` gives the sheet, carried up to its card.
struct PresentationDetentSelectionPreference: PreferenceKey {
    static let defaultValue: DetentSelection? = nil
    static func reduce(value: inout DetentSelection?, nextValue: () -> DetentSelection?) {
        if let next = nextValue() { value = next }
    }
}

/// Whether the content asks for the grabber; a setting other than automatic wins.
struct PresentationDragIndicatorPreference: PreferenceKey {
    static let defaultValue = Visibility.automatic
    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        let next = nextValue()
        if next != .automatic { value = next }
    }
}

/// Any view of the content disabling interactive dismissal disables it.
struct InteractiveDismissDisabledPreference: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

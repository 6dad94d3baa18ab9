import Foundation

/// A sheet's card: as high as the detent it rests at (the smallest, or the selection's), dragged by its
/// content's free areas as on iOS. Between detents a drag resizes it and it settles at the detent nearest
/// where the drag was heading; below the smallest it slides down, and let go there (or flung) more than
/// half its height down, it is dismissed, unless its content disabled interactive dismissal (it then
/// resists and comes back). A full-screen cover does not move.
struct SheetCard<Content: View>: View {
    let fullScreen: Bool
    let fullHeight: CGFloat
    let options: SheetOptions
    let dismiss: @MainActor () -> Void
    let content: Content
    /// The detent rested at, without a selection binding.
    @State private var chosen: PresentationDetent?
    /// How far the drag has moved down (up is negative).
    @State private var drag: CGFloat = 0

    /// The grabber's size and its distance from the card's top, as iOS draws it.
    static var grabberSize: CGSize { CGSize(width: 36, height: 5) }
    static var grabberInset: CGFloat { 5 }

    var body: some View {
        let available = fullScreen ? fullHeight : max(0, fullHeight - 10)
        let stops = SheetStops(detents: options.detents, available: available)
        let selected = options.selection?.binding.wrappedValue ?? chosen
        let rest = stops.height(of: selected)
        let placement = stops.placement(resting: rest, drag: drag, dismissible: !options.dismissDisabled)
        let grabber = !fullScreen && (options.dragIndicator == .visible
            || (options.dragIndicator == .automatic && stops.heights.count > 1))
        let selection = options.selection, dismissible = !options.dismissDisabled, dismiss = self.dismiss
        let drag = $drag, chosen = $chosen
        return content
            // The content is centred in the card, as a window centres its root view.
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .frame(height: placement.height)
            .background(Color(uiColor: .systemBackground))
            .overlay(alignment: .top) {
                if grabber {
                    Capsule().fill(Color(uiColor: .tertiaryLabel))
                        .frame(width: Self.grabberSize.width, height: Self.grabberSize.height)
                        .padding(.top, Self.grabberInset)
                }
            }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: fullScreen ? 0 : 10, topTrailingRadius: fullScreen ? 0 : 10))
            .offset(y: placement.slide)
            // Below the content's own gestures: a button, a slider or a list row keeps its drag.
            .gesture(DragGesture(coordinateSpace: .global)
                .onChanged { value in
                    guard !fullScreen else { return }
                    drag.wrappedValue = value.translation.height
                }
                .onEnded { value in
                    guard !fullScreen else { return }
                    let heading = rest - value.predictedEndTranslation.height
                    if dismissible, heading < stops.smallest / 2 {
                        dismiss()
                        return
                    }
                    let target = stops.nearest(to: heading)
                    withAnimation(.spring(response: 0.35, dampingFraction: 1)) {
                        drag.wrappedValue = 0
                        if let target {
                            if let selection { selection.binding.wrappedValue = target } else { chosen.wrappedValue = target }
                        }
                    }
                })
                // A dialog hiding what is behind it, which an assistive technology can dismiss (unless its
                // content disabled interactive dismissal).
                .modifier(SheetSemantics(dismiss: dismissible ? dismiss : nil))
    }
}

/// The heights a sheet rests at, smallest first, and where a drag puts its card.
struct SheetStops {
    /// The detents with their heights, by height.
    let stops: [(detent: PresentationDetent, height: CGFloat)]

    init(detents: [PresentationDetent], available: CGFloat) {
        let all = detents.isEmpty ? [PresentationDetent.large] : detents
        // Equal heights keep one detent; the order of a Set is not the program's, so ties go by kind.
        var seen: [(detent: PresentationDetent, height: CGFloat)] = []
        for detent in all.sorted(by: { "\($0.kind)" < "\($1.kind)" }) {
            let h = detent.height(in: available)
            if !seen.contains(where: { $0.height == h }) { seen.append((detent, h)) }
        }
        stops = seen.sorted { $0.height < $1.height }
    }

    var heights: [CGFloat] { stops.map(\.height) }
    var smallest: CGFloat { stops.first?.height ?? 0 }
    var largest: CGFloat { stops.last?.height ?? 0 }

    /// The height of a detent, or of the smallest when it is nil or not one of these.
    func height(of detent: PresentationDetent?) -> CGFloat {
        stops.first(where: { $0.detent == detent })?.height ?? smallest
    }

    /// The detent nearest a height.
    func nearest(to height: CGFloat) -> PresentationDetent? {
        stops.min(by: { abs($0.height - height) < abs($1.height - height) })?.detent
    }

    /// The card's height and how far it has slid down, resting at `rest` and dragged `drag` points down:
    /// it grows no higher than the largest detent and shrinks no lower than the smallest, below which it
    /// slides (a quarter as far when it may not be dismissed).
    func placement(resting rest: CGFloat, drag: CGFloat, dismissible: Bool) -> (height: CGFloat, slide: CGFloat) {
        let live = rest - (drag.isFinite ? drag : 0)
        if live >= smallest { return (min(live, largest), 0) }
        let below = smallest - live
        return (smallest, dismissible ? below : below / 4)
    }
}

/// A presented sheet's semantics: a modal dialog containing its content's elements.
private struct SheetSemantics: ViewModifier {
    let dismiss: (@MainActor () -> Void)?
    func body(content: Content) -> some View {
        var control = AccessibilityControl(role: .dialog, states: .modal, containsContent: true)
        control.escape = dismiss
        return content.modifier(control)
    }
}

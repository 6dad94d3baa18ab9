import Foundation

/// A row of a List that edits, swipes or selects, as a built-in style draws it: the content, leading-aligned
/// within the row insets, at least 44 points high, on the row background, with a separator below; the whole
/// row is one press target for the buttons that act as the row (`ListRowButtons`) and, in a List with a
/// selection, for selecting it. A row with swipe actions (or a ForEach `onDelete`) slides aside under a
/// horizontal drag to reveal them; in edit mode it shows a delete control before its content and a reorder
/// handle after it, or, in a List that selects several rows, a selection circle before it that a tap on the row
/// fills or empties. Rows that do none of this are `PlainListRow`s.
struct ListRowView: View {
    let row: ListRowItem
    let metrics: ListMetrics
    let showsSeparator: Bool
    /// The row's index in its section, and the section's reorder drag (shared by its rows).
    let index: Int
    let reorder: ListReorderDrag?
    let setReorder: @MainActor (ListReorderDrag?) -> Void
    @State private var buttons = ListRowButtons()
    @State private var leadingActions = SwipeActionRow()
    @State private var trailingActions = SwipeActionRow()
    /// How far the row rests slid aside: negative with its trailing actions showing, positive with its leading ones.
    @State private var restingOffset: CGFloat = 0
    @State private var height: CGFloat = ListMetrics.minimumRowHeight
    @GestureState private var press = ListRowPress()
    @Environment(\.displayScale) private var displayScale
    @Environment(\.editMode) private var editMode
    @Environment(\.listSelectionModel) private var selection
    @Environment(\.isHoverEffectEnabled) private var hoverEffects
    @State private var isHovered = false

    var body: some View {
        let insets = row.insets(in: metrics)
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let onDelete = row.editing?.actions.onDelete.action, onMove = row.editing?.actions.onMove.action
        let selectionValue = selection == nil ? nil : row.selectionValue
        let isSelected = selectionValue.map { selection?.isSelected($0) ?? false } ?? false
        let highlighted = press.isPressed && press.swipe == nil && (!buttons.isEmpty || selectionValue != nil)
        let trailing = trailingSwipe(onDelete: onDelete), leading = row.traits.leadingSwipeActions
        let offset = swipeOffset(leading: leading, trailing: trailing, isEditing: isEditing)
        // Editing a List that selects several rows: circles to check instead of delete controls, as on iOS.
        let checks = isEditing && selectionValue != nil && selection?.allowsMultiple == true
        return HStack(spacing: 0) {
            if checks {
                selectionCircle(isSelected: isSelected)
            } else if isEditing, onDelete != nil {
                deleteControl(opening: trailing)
            }
            row.content
                .environment(\.listRowButtons, buttons)
                .frame(maxWidth: .infinity, alignment: .leading)
            if isEditing, let onMove, let editing = row.editing {
                reorderHandle(editing: editing, onMove: onMove)
            }
        }
        .padding(insets)
        .frame(minHeight: ListMetrics.minimumRowHeight)
        .listRowChrome(row, metrics: metrics, insets: insets, showsSeparator: showsSeparator,
                       highlighted: highlighted || isSelected,
                       hovered: isHovered && hoverEffects && (!buttons.isEmpty || selectionValue != nil),
                       displayScale: displayScale)
        .offset(x: offset)
        .background(alignment: .trailing) {
            if offset < 0, let trailing {
                actionsView(trailing, edge: .trailing, revealed: -offset, row: trailingActions)
            }
        }
        .background(alignment: .leading) {
            if offset > 0, let leading {
                actionsView(leading, edge: .leading, revealed: offset, row: leadingActions)
            }
        }
        .clipped()
        .contentShape(Rectangle())
        .gesture(rowGesture(selectionValue: selectionValue, leading: leading, trailing: trailing, isEditing: isEditing,
                            tapToggles: checks))
        .onHover { isHovered = $0 }
        .background {
            if onMove != nil {
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size.height, initial: true) { _, h in height = h }
                }
            }
        }
        .modifier(ControlAction(shortcut: nil, isEnabled: selectionValue != nil, action: {
            // With full keyboard access the list is a focus stop, at a row: Space selects the focused row.
            if let selectionValue { selection?.clickRow(selectionValue, .select, index) }
        }, keys: { key, modifiers in
            // Up and Down select the row above or below (Shift: add it) and focus goes with them.
            guard key == .upArrow || key == .downArrow, modifiers.subtracting(.shift).isEmpty,
                  let selectionValue, let selection else { return false }
            return selection.step(from: selectionValue, at: index, backward: key == .upArrow, extending: modifiers.contains(.shift))
        }, arrowsMoveFocus: true, isSelected: isSelected))
        .offset(y: reorder?.offset(ofRow: index) ?? 0)
        .zIndex(reorder?.source == index ? 1 : 0)
    }

    /// The trailing actions: the row's own, or Delete where its ForEach has `onDelete`.
    private func trailingSwipe(onDelete: ((IndexSet) -> Void)?) -> SwipeActionsTrait? {
        if let own = row.traits.trailingSwipeActions { return own }
        guard let onDelete, let offset = row.editing?.offset else { return nil }
        let delete = Button("Delete", role: .destructive) { withAnimation { onDelete(IndexSet(integer: offset)) } }
        return SwipeActionsTrait(actions: [delete], allowsFullSwipe: true)
    }

    /// Where the row is slid to now: at rest, or following a horizontal drag toward an edge with actions.
    private func swipeOffset(leading: SwipeActionsTrait?, trailing: SwipeActionsTrait?, isEditing: Bool) -> CGFloat {
        var offset = restingOffset + (isEditing ? 0 : (press.swipe ?? 0))
        if offset < 0 && trailing == nil || offset > 0 && leading == nil { offset = 0 }
        let limit = metrics.rowWidth
        return min(max(offset, -limit), limit)
    }

    private func rowGesture(selectionValue: AnyHashable?, leading: SwipeActionsTrait?, trailing: SwipeActionsTrait?,
                            isEditing: Bool, tapToggles: Bool) -> some Gesture {
        let selection = self.selection, buttons = self.buttons
        let resting = $restingOffset, rowWidth = metrics.rowWidth
        let leadingRow = leadingActions, trailingRow = trailingActions
        let shownAt = self.index
        let click: @MainActor (ListSelectionClick) -> Void = { kind in
            if let selectionValue { selection?.clickRow(selectionValue, kind, shownAt) }
        }
        // A row of a ForEach with `onMove` is dragged up or down to reorder it, as on macOS (edit mode's handle does
        // the same on a phone): the drag is the row's once it goes more up or down than across.
        let reorderRange = row.editing.map { $0.firstRow..<($0.firstRow + $0.count) }
        let onMove = isEditing ? nil : row.editing?.actions.onMove.action
        let index = self.index, height = self.height, setReorder = self.setReorder
        let reorderDrag: @MainActor (DragGesture.Value) -> ListReorderDrag? = { value in
            guard onMove != nil, let reorderRange, abs(value.translation.height) >= ListMetrics.swipeSlop,
                  abs(value.translation.height) > abs(value.translation.width) else { return nil }
            return ListReorderDrag(source: index, translation: value.translation.height, rowHeight: height, range: reorderRange)
        }
        // In the window's space: a row being reordered moves under the pointer, which would shrink a local drag.
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .updating($press) { value, state, _ in
                state.isPressed = true
                let dx = value.translation.width, dy = value.translation.height
                if state.reorders || onMove != nil && state.swipe == nil && abs(dy) >= ListMetrics.swipeSlop && abs(dy) > abs(dx) {
                    state.reorders = true
                } else if state.swipe != nil || abs(dx) >= ListMetrics.swipeSlop && abs(dx) > abs(dy) {
                    state.swipe = dx
                }
            }
            .onChanged { value in
                if let drag = reorderDrag(value) { setReorder(drag) }
            }
            .onEnded { value in
                if let drag = reorderDrag(value) {
                    setReorder(nil)
                    if let onMove, let (offsets, destination) = drag.move { withAnimation { onMove(offsets, destination) } }
                    return
                }
                let dx = value.translation.width, dy = value.translation.height
                if hypot(dx, dy) < ListMetrics.swipeSlop {
                    // A tap: it closes a row that rests open, else selects the row and runs its buttons.
                    if resting.wrappedValue != 0 {
                        withAnimation { resting.wrappedValue = 0 }
                        return
                    }
                    // Checking rows in edit mode adds or removes one at a time; its buttons do not run.
                    if tapToggles { click(.toggle); return }
                    click(.select)
                    buttons.triggerAll()
                    return
                }
                guard !isEditing, abs(dx) > abs(dy) else { return }
                let total = resting.wrappedValue + dx
                let actions = total < 0 ? trailing : leading
                guard let actions, total != 0 else {
                    withAnimation { resting.wrappedValue = 0 }
                    return
                }
                let open = CGFloat(actions.actions.count) * ListMetrics.swipeActionWidth
                if actions.allowsFullSwipe && abs(total) > rowWidth * ListMetrics.fullSwipeFraction {
                    withAnimation { resting.wrappedValue = 0 }
                    (total < 0 ? trailingRow : leadingRow).buttons.triggerFirst()
                } else {
                    withAnimation { resting.wrappedValue = abs(total) > open / 2 ? (total < 0 ? -open : open) : 0 }
                }
            }
        // Shift-click extends the selection, Command- or Control-click toggles the row in it.
        return TapGesture().modifiers(.shift).onEnded { click(.extend) }
            .exclusively(before: TapGesture().modifiers(.command).onEnded { click(.toggle) }
                .exclusively(before: TapGesture().modifiers(.control).onEnded { click(.toggle) }
                    .exclusively(before: drag)))
    }

    /// The revealed actions of one edge, sharing the revealed width (the first alone past a full swipe),
    /// the first nearest the edge.
    private func actionsView(_ trait: SwipeActionsTrait, edge: HorizontalEdge, revealed: CGFloat,
                             row: SwipeActionRow) -> some View {
        let resting = $restingOffset
        row.close = { withAnimation { resting.wrappedValue = 0 } }
        let count = trait.actions.count
        let full = trait.allowsFullSwipe && revealed > metrics.rowWidth * ListMetrics.fullSwipeFraction
        let ordered = Array(trait.actions.enumerated())
        return HStack(spacing: 0) {
            ForEach(edge == .trailing ? ordered.reversed() : ordered, id: \.offset) { item in
                AnyView(item.element)
                    .frame(width: full ? (item.offset == 0 ? revealed : 0) : revealed / CGFloat(max(count, 1)))
            }
        }
        .frame(width: revealed)
        .frame(maxHeight: .infinity)
        .buttonStyle(SwipeActionButtonStyle())
        .environment(\.swipeActionRow, row)
    }

    /// Edit mode's delete control: a red minus circle that slides the row open on its Delete action.
    /// Edit mode's selection circle: empty, or filled with the tint and checked.
    private func selectionCircle(isSelected: Bool) -> some View {
        Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(isSelected ? Color.accentColor : Color(uiColor: .systemGray3))
            .font(.title3)
            .padding(.trailing, ListMetrics.editControlSpacing)
    }

    private func deleteControl(opening trailing: SwipeActionsTrait?) -> some View {
        let resting = $restingOffset
        let open = CGFloat(trailing?.actions.count ?? 1) * ListMetrics.swipeActionWidth
        return Image(systemName: "minus.circle.fill")
            .foregroundStyle(Color.red)
            .font(.title3)
            .padding(.trailing, ListMetrics.editControlSpacing)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { resting.wrappedValue = resting.wrappedValue == 0 ? -open : 0 } }
    }

    /// Edit mode's reorder handle: dragging it moves the row among its ForEach's rows.
    private func reorderHandle(editing: ListRowEditing, onMove: @escaping (IndexSet, Int) -> Void) -> some View {
        let index = self.index, height = self.height, setReorder = self.setReorder
        let range = editing.firstRow..<(editing.firstRow + editing.count)
        return Image(systemName: "line.3.horizontal")
            .foregroundStyle(.secondary)
            .padding(.leading, ListMetrics.editControlSpacing)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                .onChanged { value in
                    setReorder(ListReorderDrag(source: index, translation: value.translation.height, rowHeight: height, range: range))
                }
                .onEnded { value in
                    let drag = ListReorderDrag(source: index, translation: value.translation.height, rowHeight: height, range: range)
                    setReorder(nil)
                    if let (offsets, destination) = drag.move { withAnimation { onMove(offsets, destination) } }
                })
    }
}

/// A row's press as its gesture tracks it: whether the pointer is down, and the horizontal distance of a
/// swipe once the drag turned out to be one.
struct ListRowPress {
    var isPressed = false
    var swipe: CGFloat?
    /// Whether the drag moves the row to reorder it (a row of a ForEach with `onMove`, dragged up or down).
    var reorders = false
}

import Foundation

/// A rotating drum of rows, as UIPickerView draws one column: the selected row in a grey band at the
/// centre, the others turning away (shrinking and fading) above and below it. A drag spins it and it snaps
/// to the nearest row on release (a flick goes further); a tap on a row turns it to the centre; with
/// keyboard focus the up and down arrows move one row. The wheels of Picker's `.wheel` style and of
/// DatePicker's share it.
struct PickerWheel: View {
    let count: Int
    let selectedIndex: Int?
    /// Whether this column draws the selection band (a DatePicker draws one band across its columns).
    var drawsBand = true
    let row: @MainActor (Int) -> AnyView
    let select: @MainActor (Int) -> Void
    /// What the wheel is called and how a row reads, for assistive technologies (the wheel is one element
    /// whose value is the selected row's text).
    var accessibilityLabel = ""
    var rowText: @MainActor (Int) -> String? = { _ in nil }
    @State private var dragRows: Double = 0
    @State private var isDragging = false
    @Environment(\.isEnabled) private var isEnabled

    /// UIPickerView's height and row height.
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    /// How far a row turns from the one next to it.
    static let rowAngle = Double.pi / 9
    /// The drum's radius: a row's height along the arc.
    static var radius: CGFloat { rowHeight / CGFloat(rowAngle) }

    /// The continuous position of the drum, in rows: the selection, moved by the drag.
    private var position: Double {
        Double(selectedIndex ?? 0) - dragRows
    }

    var body: some View {
        let count = self.count, select = self.select
        let base = selectedIndex ?? 0
        let position = self.position
        let centre = Int(position.rounded())
        let low = max(0, centre - 5), high = min(count - 1, centre + 5)
        let visible: [Int] = low <= high ? Array(low...high) : []
        let spin = DragGesture(minimumDistance: 0)
            .onChanged { value in
                isDragging = true
                dragRows = Double(value.translation.height / Self.rowHeight)
            }
            .onEnded { value in
                let moved = abs(value.translation.height) > 4
                let target: Int
                if moved {
                    let rows = (Double(base) - Double(value.predictedEndTranslation.height / Self.rowHeight)).rounded()
                    target = rows.isNaN ? base : Int(max(-1, min(Double(count), rows)))
                } else {
                    // A tap: the row under the pointer, found back through the drum's curve.
                    let y = Double((value.location.y - Self.height / 2) / Self.radius)
                    target = base + Int((asin(max(-1, min(1, y))) / Self.rowAngle).rounded())
                }
                withAnimation(.easeOut(duration: 0.3)) {
                    isDragging = false
                    dragRows = 0
                    if count > 0 { select(max(0, min(count - 1, target))) }
                }
            }
        return ZStack {
            if drawsBand {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(uiColor: .tertiarySystemFill))
                    .frame(height: Self.rowHeight)
                    .padding(.horizontal, 8)
            }
            ForEach(visible, id: \.self) { i in
                let angle = (Double(i) - position) * Self.rowAngle
                let turned = max(-Double.pi / 2, min(Double.pi / 2, angle))
                row(i)
                    .font(.system(size: 21))
                    .lineLimit(1)
                    .foregroundStyle(Color(uiColor: .label))
                    .frame(maxWidth: .infinity)
                    .frame(height: Self.rowHeight)
                    .scaleEffect(x: 1, y: CGFloat(max(0.05, cos(turned))))
                    .offset(y: Self.radius * CGFloat(sin(turned)))
                    .opacity(max(0, cos(turned)) * (i == selectedIndex && !isDragging ? 1 : 0.75))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .clipped()
        .contentShape(Rectangle())
        .gesture(spin)
        .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled && count > 0, action: {}, keys: { key, modifiers in
            guard modifiers.isEmpty else { return false }
            switch key {
            case .upArrow: withAnimation(.easeOut(duration: 0.3)) { select(max(0, base - 1)) }
            case .downArrow: withAnimation(.easeOut(duration: 0.3)) { select(min(count - 1, base + 1)) }
            default: return false
            }
            return true
        }))
        .modifier(accessibility(selected: base))
    }

    /// One adjustable element: named by the wheel's label, valued by the selected row, a row at a time.
    private func accessibility(selected: Int) -> AccessibilityControl {
        let count = self.count, select = self.select
        let move: @MainActor (Int) -> Void = { index in
            guard count > 0 else { return }
            withAnimation(.easeOut(duration: 0.3)) { select(max(0, min(count - 1, index))) }
        }
        return AccessibilityControl(
            role: .pickerWheel, label: accessibilityLabel,
            value: selectedIndex.flatMap(rowText) ?? "",
            valueRange: count > 0 ? AccessibilityValueRange(minimum: 0, maximum: Double(count - 1), step: 1, current: Double(selected)) : nil,
            adjust: { direction in move(direction == .increment ? selected + 1 : selected - 1) },
            // An assistive technology may ask for any number (NaN, 1e300): clamped before it becomes an Int.
            setValue: { value in if !value.isNaN { move(Int(max(-1, min(Double(count), value.rounded())))) } })
    }
}

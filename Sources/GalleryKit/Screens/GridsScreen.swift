import Atelier

/// Grid, ViewThatFits and AnyLayout: a small table with a header, a divider and a spanning total; one
/// toolbar at two widths; and two counters whose layout switches from a row to a column, keeping their counts.
struct GridsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Grid").font(.headline)
            FruitTable()

            Text("ViewThatFits at 340 and 170 points").font(.headline)
            VStack(alignment: .leading, spacing: 8) {
                Toolbar().frame(width: 340).background(Color(uiColor: .systemGray6))
                Toolbar().frame(width: 170).background(Color(uiColor: .systemGray6))
            }

            Text("AnyLayout").font(.headline)
            HStack(alignment: .top, spacing: 24) {
                SwitchingCounters()
                SwitchingCounters(vertical: true)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A price list: names leading, numbers trailing, a header above a divider that spans the columns without
/// widening them, and a total spanning the first two columns.
private struct FruitTable: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Fruit").bold()
                Text("Qty").bold().gridColumnAlignment(.trailing)
                Text("Price").bold().gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Text("Apples"); Text("3"); Text("$1.20") }
            GridRow { Text("Blueberries"); Text("12"); Text("$3.50") }
            GridRow {
                Color.orange.frame(width: 10, height: 10).gridCellAnchor(.center)
                Text("—")
                Text("—")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Total").bold().gridCellColumns(2)
                Text("$4.70").bold()
            }
        }
        .padding(10)
        .background(Color(uiColor: .systemGray6))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

/// Three labelled actions in a row where they fit; their symbols alone otherwise.
private struct Toolbar: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                Label("Reply", systemImage: "arrowshape.turn.up.left")
                Label("Forward", systemImage: "arrowshape.turn.up.right")
                Label("Delete", systemImage: "trash")
            }
            HStack(spacing: 20) {
                Image(systemName: "arrowshape.turn.up.left")
                Image(systemName: "arrowshape.turn.up.right")
                Image(systemName: "trash")
            }
        }
        .foregroundStyle(.blue)
        .padding(8)
    }
}

/// Two counters in one AnyLayout: tap a counter to count, the button to switch between a row and a column.
private struct SwitchingCounters: View {
    @State private var vertical: Bool
    init(vertical: Bool = false) { _vertical = State(initialValue: vertical) }
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        VStack(alignment: .leading, spacing: 8) {
            Button(vertical ? "As a row" : "As a column") {
                withAnimation(.spring()) { vertical.toggle() }
            }
            layout {
                TapCounter(name: "Left", color: .red)
                TapCounter(name: "Right", color: .green)
            }
        }
    }
}

/// A coloured tile counting its taps in its own state.
private struct TapCounter: View {
    let name: String
    let color: Color
    @State private var count = 0
    var body: some View {
        Text("\(name): \(count)")
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(color, in: RoundedRectangle(cornerRadius: 8))
            .onTapGesture { count += 1 }
    }
}

#Preview("Grid, ViewThatFits and AnyLayout", traits: .fixedLayout(width: 390, height: 560)) {
    GridsScreen()
}

import Atelier

/// One row, as SquareRowsScene's.
struct LazySquareRow: View {
    let index: Int
    let reportState: @MainActor (Int, Binding<Bool>) -> Void
    @State private var on = false

    var body: some View {
        let _ = reportState(index, $on)
        HStack {
            Text("Row \(index)")
            Spacer()
            Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20).onTapGesture { on.toggle() }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

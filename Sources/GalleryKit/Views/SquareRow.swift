import Atelier

/// One row of the rows scene (`SquareRowsScene`, the benchmark's lazy scenes): 44 points tall, the square 20 points wide 16 points from the trailing edge.
public struct SquareRow: View {
    let index: Int
    let reportState: (@MainActor (Int, Binding<Bool>) -> Void)?
    @State private var on = false

    /// Row `index`; `reportState` receives the row's state each time the row is evaluated.
    public init(index: Int, reportState: (@MainActor (Int, Binding<Bool>) -> Void)? = nil) {
        self.index = index
        self.reportState = reportState
    }

    public var body: some View {
        let _ = reportState?(index, $on)
        HStack {
            Text("Row \(index)")
            Spacer()
            Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20).onTapGesture { on.toggle() }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

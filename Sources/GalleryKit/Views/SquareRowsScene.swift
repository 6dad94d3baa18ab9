import Atelier

/// The rows scene that `make benchmark` measures and the invalidation tests count: a scroll view of
/// `count` rows, each owning its colour as `@State`: a label, a spacer and a square a tap turns red or blue.
public struct SquareRowsScene: View {
    let count: Int
    let reportState: (@MainActor (Int, Binding<Bool>) -> Void)?

    /// A scene of `count` rows; `reportState` receives each row's state as the row is evaluated, so that a
    /// benchmark or a test can change one row from outside.
    public init(count: Int, reportState: (@MainActor (Int, Binding<Bool>) -> Void)? = nil) {
        self.count = count
        self.reportState = reportState
    }

    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { SquareRow(index: $0, reportState: reportState) }
            }
        }
    }
}

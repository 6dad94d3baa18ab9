import Atelier
import GalleryKit

/// The rows scene in a List (the default inset grouped style): the same rows as LazySquareRowsScene's, each
/// with its own `@State` colour, read by the List as a run of rows made on demand.
struct ListRowsScene: View {
    let count: Int
    let reportState: @MainActor (Int, Binding<Bool>) -> Void

    var body: some View {
        List(0..<count, id: \.self) { SquareRow(index: $0, reportState: reportState) }
    }
}

import Atelier
import GalleryKit

/// The rows scene (GalleryKit's SquareRowsScene) with a LazyVStack in place of its VStack: the same rows, each
/// 44 points tall with its own `@State` colour, a label, a spacer and a square a tap turns red or blue.
struct LazySquareRowsScene: View {
    let count: Int
    let reportState: @MainActor (Int, Binding<Bool>) -> Void

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { SquareRow(index: $0, reportState: reportState) }
            }
        }
    }
}

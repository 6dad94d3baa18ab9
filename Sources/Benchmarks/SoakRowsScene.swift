import Atelier

/// The soak's rows: a scroll view of the model's rows, each with its own `@State`, a label and a square.
struct SoakRowsScene: View {
    let model: SoakModel

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(model.rows, id: \.self) { SoakRow(id: $0) }
            }
        }
    }
}

/// One row: a label, a spacer and a square a tap turns red or blue. Unlike the rows scene's row it has no
/// padding or fixed height, which make inserting 1,000 rows cost about four times as much (a Text measured
/// inside them is the cost) and would make the soak the longest part of `make benchmark`.
struct SoakRow: View {
    let id: Int
    @State private var on = false

    var body: some View {
        HStack {
            Text("Row \(id)")
            Spacer()
            Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20).onTapGesture { on.toggle() }
        }
    }
}

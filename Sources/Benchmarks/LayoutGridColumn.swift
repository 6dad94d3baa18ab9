import Atelier

/// A column: a 5-point orange bar beside a line of text.
struct LayoutGridColumn: View {
    var body: some View {
        HStack {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

import Atelier

/// Two rows in a VStack.
struct LayoutGridDoubleRow: View {
    var body: some View { VStack { LayoutGridRow(); LayoutGridRow() } }
}

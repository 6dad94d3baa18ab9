import Atelier

/// A row: an HStack of two HStacks of four double columns.
struct LayoutGridRow: View {
    var body: some View {
        HStack {
            HStack { LayoutGridDoubleColumn(); LayoutGridDoubleColumn(); LayoutGridDoubleColumn(); LayoutGridDoubleColumn() }
            HStack { LayoutGridDoubleColumn(); LayoutGridDoubleColumn(); LayoutGridDoubleColumn(); LayoutGridDoubleColumn() }
        }
    }
}

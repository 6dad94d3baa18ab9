import Atelier

/// SwiftCrossUI's LayoutPerformanceBenchmark grid in SwiftUI syntax: 16 rows of 16 columns, each column an
/// orange bar and a text, grouped in pairs and fours exactly as there, all with default spacing.
struct LayoutGridScene: View {
    var body: some View {
        VStack {
            VStack { DoubleRow(); DoubleRow(); DoubleRow(); DoubleRow() }
            VStack { DoubleRow(); DoubleRow(); DoubleRow(); DoubleRow() }
        }
    }
}

/// Two rows in a VStack.
struct DoubleRow: View {
    var body: some View { VStack { GridRow(); GridRow() } }
}

/// A row: an HStack of two HStacks of four double columns.
struct GridRow: View {
    var body: some View {
        HStack {
            HStack { DoubleColumn(); DoubleColumn(); DoubleColumn(); DoubleColumn() }
            HStack { DoubleColumn(); DoubleColumn(); DoubleColumn(); DoubleColumn() }
        }
    }
}

/// Two columns in an HStack.
struct DoubleColumn: View {
    var body: some View { HStack { GridColumn(); GridColumn() } }
}

/// A column: a 5-point orange bar beside a line of text.
struct GridColumn: View {
    var body: some View {
        HStack {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

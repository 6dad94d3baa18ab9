import Atelier

/// SwiftCrossUI's LayoutPerformanceBenchmark grid in SwiftUI syntax: 16 rows of 16 columns, each column an
/// orange bar and a text, grouped in pairs and fours exactly as there, all with default spacing.
struct LayoutGridScene: View {
    var body: some View {
        VStack {
            VStack { LayoutGridDoubleRow(); LayoutGridDoubleRow(); LayoutGridDoubleRow(); LayoutGridDoubleRow() }
            VStack { LayoutGridDoubleRow(); LayoutGridDoubleRow(); LayoutGridDoubleRow(); LayoutGridDoubleRow() }
        }
    }
}

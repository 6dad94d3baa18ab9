import Atelier

/// The buttons grid in SwiftUI: rows of cells in stacks with the grid's gaps, padded by its margin, in a
/// frame of the window's size.
struct ButtonsGridScene: View {
    let model: ButtonsGridModel

    var body: some View {
        VStack(spacing: ButtonsGrid.gap) {
            ForEach(0..<ButtonsGrid.rows, id: \.self) { row in
                HStack(spacing: ButtonsGrid.gap) {
                    ForEach(0..<ButtonsGrid.columns, id: \.self) { column in
                        ButtonsGridCell(index: row * ButtonsGrid.columns + column, model: model)
                    }
                }
            }
        }
        .padding(ButtonsGrid.margin)
        .frame(width: CGFloat(ButtonsGrid.width), height: CGFloat(ButtonsGrid.height), alignment: .topLeading)
    }
}

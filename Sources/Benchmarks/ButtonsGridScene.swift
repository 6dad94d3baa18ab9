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

/// One cell: a white label centred on a blue rounded rectangle with circular corners (Cairo's arcs).
struct ButtonsGridCell: View {
    let index: Int
    let model: ButtonsGridModel

    var body: some View {
        // Only the first cell reads the model, so a new first label invalidates that cell alone.
        Text(index == 0 ? model.firstLabel : ButtonsGrid.label(index, first: ""))
            .font(.system(size: ButtonsGrid.fontSize))
            .foregroundColor(.white)
            .frame(width: ButtonsGrid.cellWidth, height: ButtonsGrid.cellHeight)
            .background(RoundedRectangle(cornerRadius: ButtonsGrid.radius, style: .circular)
                .fill(Color(red: 0, green: 122 / 255, blue: 1)))
    }
}

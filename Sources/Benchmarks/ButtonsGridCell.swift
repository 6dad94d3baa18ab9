import Atelier

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

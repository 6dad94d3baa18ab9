import Atelier

/// The built-in shapes, filled and stroked (dashes, trim, strokeBorder).
struct ShapesScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().fill(.red).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 16).fill(.green).frame(width: 60, height: 60)
                Circle().fill(.blue).frame(width: 60, height: 60)
                Ellipse().fill(.orange).frame(width: 80, height: 50)
            }
            HStack(spacing: 16) {
                Capsule().fill(.purple).frame(width: 90, height: 40)
                Circle().stroke(Color.red, lineWidth: 6).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 6]))
                    .frame(width: 80, height: 60)
                Circle().trim(from: 0, to: 0.7).stroke(Color.green, lineWidth: 8).frame(width: 60, height: 60)
            }
            RoundedRectangle(cornerRadius: 12).strokeBorder(Color.mint, lineWidth: 10).frame(width: 300, height: 60)
        }
        .padding()
    }
}

#Preview("Shapes, fills and strokes", traits: .fixedLayout(width: 390, height: 300)) {
    ShapesScreen()
}

import Foundation

/// A colour picker's well, as iOS draws it: a 28-point circle ringed by the colour wheel's hues, the
/// selected colour inside it.
struct ColorWell: View {
    let color: Color
    static let size: CGFloat = 28

    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, Color(red: 1, green: 0, blue: 1), .red],
                                              center: .center), lineWidth: 3)
            Circle()
                .fill(color)
                .padding(5)
        }
        .frame(width: Self.size, height: Self.size)
    }
}

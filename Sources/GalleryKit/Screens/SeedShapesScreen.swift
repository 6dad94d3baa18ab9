import Atelier

/// The shapes the seed articles draw, shown still: Pie, the knob's gradient, the dashboard needle, flip angles.
struct SeedShapesScreen: View {
    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 20) {
                PieShape(startAngle: .degrees(-90), endAngle: .degrees(10), clockwise: true)
                    .opacity(0.4).frame(width: 100, height: 100)
                Circle().fill(AngularGradient(gradient: Gradient(colors: [.white, .gray, .white, .gray, .white, .gray, .white]), center: .center))
                    .frame(width: 100, height: 100)
                NeedleShape(angle: -30).stroke(Color.green, lineWidth: 3)
                    .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 3))
                    .frame(width: 120, height: 80)
            }
            HStack(spacing: 16) {
                ForEach([0.0, 30, 60, 120, 150], id: \.self) { angle in
                    HStack(spacing: 0) { Color.red; Color.blue }
                        .frame(width: 50, height: 60)
                        .modifier(FlipEffect(flipped: .constant(angle >= 90), angle: angle))
                }
            }
        }
        .padding()
    }
}

#Preview("The seeds' shapes: Pie, knob, dashboard, flip", traits: .fixedLayout(width: 390, height: 420)) {
    SeedShapesScreen()
}

import Atelier

/// Linear, radial and angular gradients as shape fills.
struct GradientsScreen: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle().fill(LinearGradient(colors: [.blue, .yellow], startPoint: .top, endPoint: .bottom))
            Circle().fill(RadialGradient(colors: [.white, .purple], center: .center, startRadius: 0, endRadius: 50))
            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center))
        }
        .frame(height: 110)
        .padding()
    }
}

#Preview("Gradients", traits: .fixedLayout(width: 390, height: 220)) {
    GradientsScreen()
}

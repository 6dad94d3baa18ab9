import Atelier

/// Render effects: shadow, rotation, opacity, clipping, 3D rotation, scale, blur and blend modes.
struct EffectsScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 70, height: 50)
                    .shadow(color: .black.opacity(0.5), radius: 6, x: 0, y: 4)
                Rectangle().fill(.red).frame(width: 60, height: 60).rotationEffect(.degrees(30))
                Rectangle().fill(.green).frame(width: 60, height: 60).opacity(0.5)
                Rectangle().fill(.orange).frame(width: 70, height: 50).clipShape(Circle())
            }
            HStack(spacing: 24) {
                Text("3D").font(.title).bold().foregroundColor(.white)
                    .frame(width: 80, height: 60).background(Color.purple)
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                Circle().fill(.yellow).frame(width: 60, height: 60).scaleEffect(0.6)
                Rectangle().fill(.blue).frame(width: 60, height: 60).blur(radius: 4)
                ZStack {
                    Circle().fill(.red).frame(width: 50, height: 50).offset(x: -12)
                    Circle().fill(.blue).frame(width: 50, height: 50).offset(x: 12).blendMode(.multiply)
                }
            }
        }
        .padding()
    }
}

#Preview("Effects", traits: .fixedLayout(width: 390, height: 320)) {
    EffectsScreen()
}

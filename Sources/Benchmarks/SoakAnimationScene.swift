import Atelier

/// A few shapes and a Text under one repeating animation (offset, rotation, opacity, scale), with a label
/// that changes once a second: what a window with a spinner and a clock draws for hours.
struct SoakAnimationScene: View {
    let model: SoakModel
    @State private var phase = 0.0

    var body: some View {
        ZStack {
            Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: phase * 100 - 50, y: -40)
            RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 40, height: 40)
                .rotationEffect(.degrees(phase * 360))
            Capsule().fill(Color.green).frame(width: 80, height: 20).opacity(1 - phase * 0.8).offset(y: 50)
            Text("\(model.seconds) s").font(.title3).scaleEffect(1 + phase / 2).offset(y: 80)
        }
        .frame(width: 200, height: 200)
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever()) { phase = 1 }
        }
    }
}

import Foundation

/// The opacity control of a colour picker: a track from clear to the opaque colour over a checkerboard,
/// a white thumb at the opacity that a drag (or a tap on the track) moves, and the percentage. Kept small
/// and internal to the colour picker (Slider is a control of its own).
struct ColorOpacityTrack: View {
    let color: RGBAColor
    let set: @MainActor (Double) -> Void
    static let height: CGFloat = 28

    var body: some View {
        let opaque = Color(.sRGB, red: color.red, green: color.green, blue: color.blue)
        let opacity = max(0, min(1, color.alpha.isFinite ? color.alpha : 1))
        let set = self.set
        return VStack(alignment: .leading, spacing: 6) {
            Text("Opacity")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(Color(uiColor: .secondaryLabel))
            HStack(spacing: 12) {
                GeometryReader { proxy in
                    let width = max(1, proxy.size.width - Self.height)
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(uiColor: .systemGray5))
                        Capsule().fill(LinearGradient(colors: [opaque.opacity(0), opaque], startPoint: .leading, endPoint: .trailing))
                        Circle()
                            .fill(Color.white)
                            .shadow(color: Color.black.opacity(0.2), radius: 3, x: 0, y: 1)
                            .frame(width: Self.height, height: Self.height)
                            .offset(x: width * CGFloat(opacity))
                    }
                    .contentShape(Rectangle())
                    .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                        let fraction = Double((value.location.x - Self.height / 2) / width)
                        set(max(0, min(1, fraction)))
                    })
                }
                .frame(height: Self.height)
                Text(verbatim: "\(Int((opacity * 100).rounded()))%")
                    .font(.body.monospacedDigit())
                    .frame(width: 52, alignment: .trailing)
            }
        }
    }
}

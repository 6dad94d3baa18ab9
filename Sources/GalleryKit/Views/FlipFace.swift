import Atelier

/// The two faces of Seed 000's flipping toggle: a map when showing the front, a folder once turned over.
/// It counter-rotates its own content so the back face reads the right way round.
struct FlipFace: View {
    let flipped: Bool

    var body: some View {
        VStack {
            Group {
                Image(systemName: flipped ? "folder.fill" : "map.fill")
                Text(flipped ? "地圖" : "列表").font(.caption)
            }
            .rotation3DEffect(flipped ? .degrees(180) : .degrees(0), axis: (x: 0, y: 1, z: 0))
        }
    }
}

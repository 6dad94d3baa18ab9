import Atelier

/// A Canvas drawing shapes, a gradient, text, an image and a tagged symbol, and a TimelineView driving a
/// clock face drawn by a canvas (in a PNG, its hands show the moment the gallery was rendered).
struct CanvasScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Canvas { context, size in
                let card = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16)
                context.fill(card, with: .linearGradient(Gradient(colors: [.indigo, .teal]),
                                                         startPoint: .zero, endPoint: CGPoint(x: size.width, y: size.height)))
                // Rings of translucent circles, each turned a step further around the centre.
                var petals = context
                petals.translateBy(x: 80, y: size.height / 2)
                petals.opacity = 0.55
                for i in 0..<8 {
                    petals.rotate(by: .degrees(45))
                    petals.fill(Path(ellipseIn: CGRect(x: 6, y: -12, width: 44, height: 24)),
                                with: .color(i.isMultiple(of: 2) ? .yellow : .pink))
                }
                context.stroke(Path(ellipseIn: CGRect(x: 28, y: size.height / 2 - 52, width: 104, height: 104)),
                               with: .color(.white), style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
                context.draw(Text("Canvas").font(.title2.bold()).foregroundColor(.white),
                             at: CGPoint(x: 170, y: 36), anchor: .leading)
                context.draw(Text("fill, stroke, transforms, text, symbols").font(.caption).foregroundColor(.white),
                             in: CGRect(x: 170, y: 54, width: size.width - 186, height: 40))
                if let badge = context.resolveSymbol(id: "badge") {
                    var shadowed = context
                    shadowed.addFilter(.shadow(color: .black.opacity(0.4), radius: 3, x: 0, y: 2))
                    for (i, x) in [198.0, 262, 326].enumerated() {
                        var slot = shadowed
                        slot.opacity = 1 - Double(i) * 0.3
                        slot.draw(badge, at: CGPoint(x: x, y: size.height - 36))
                    }
                }
            } symbols: {
                Label("Tag", systemImage: "star.fill")
                    .font(.caption.bold())
                    .padding(.horizontal, 6).padding(.vertical, 3)
                    .background(Capsule().fill(Color.orange))
                    .foregroundColor(.white)
                    .tag("badge")
            }
            .frame(height: 170)

            HStack(spacing: 16) {
                TimelineView(.periodic(from: .now, by: 1)) { timeline in
                    ClockFace(date: timeline.date).frame(width: 96, height: 96)
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("TimelineView").font(.headline)
                    Text("A periodic schedule redraws the clock each second, on the graph's clock.")
                        .font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}

/// A clock face drawn by a Canvas for one date: ticks, and hour, minute and second hands.
private struct ClockFace: View {
    let date: Date

    var body: some View {
        Canvas { context, size in
            let radius = min(size.width, size.height) / 2
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            context.fill(Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)),
                         with: .radialGradient(Gradient(colors: [.white, Color(white: 0.88)]), center: centre,
                                               startRadius: 0, endRadius: radius))
            var face = context
            face.translateBy(x: centre.x, y: centre.y)
            for tick in 0..<12 {
                var t = face
                t.rotate(by: .degrees(Double(tick) * 30))
                t.fill(Path(CGRect(x: -1, y: -radius + 4, width: 2, height: tick % 3 == 0 ? 10 : 5)), with: .color(.gray))
            }
            let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
            let seconds = Double(parts.second ?? 0), minutes = Double(parts.minute ?? 0) + seconds / 60
            let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
            func hand(_ turns: Double, length: CGFloat, width: CGFloat, color: Color) {
                var h = face
                h.rotate(by: .degrees(turns * 360))
                var p = Path()
                p.move(to: CGPoint(x: 0, y: 6))
                p.addLine(to: CGPoint(x: 0, y: -length))
                h.stroke(p, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
            }
            hand(hours / 12, length: radius * 0.5, width: 4, color: .primary)
            hand(minutes / 60, length: radius * 0.75, width: 3, color: .primary)
            hand(seconds / 60, length: radius * 0.85, width: 1.5, color: .red)
        }
    }
}

#Preview("Canvas and TimelineView", traits: .fixedLayout(width: 390, height: 330)) {
    CanvasScreen()
}

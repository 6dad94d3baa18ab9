import Atelier

/// One screen of the gallery: a name, a title, the size it is drawn at and the view it shows.
public struct GalleryScreen {
    public let name: String
    public let title: String
    public let size: CGSize
    public let view: AnyView
}

/// The gallery's screens, one per area of the engine.
@MainActor public enum GalleryScreens {
    public static let all: [GalleryScreen] = [
        GalleryScreen(name: "stacks", title: "Stacks, spacers and frames", size: CGSize(width: 390, height: 300),
                      view: AnyView(StacksScreen())),
        GalleryScreen(name: "shapes", title: "Shapes, fills and strokes", size: CGSize(width: 390, height: 300),
                      view: AnyView(ShapesScreen())),
        GalleryScreen(name: "gradients", title: "Gradients", size: CGSize(width: 390, height: 220),
                      view: AnyView(GradientsScreen())),
        GalleryScreen(name: "text", title: "Text in several scripts", size: CGSize(width: 390, height: 320),
                      view: AnyView(TextScreen())),
        GalleryScreen(name: "symbols", title: "Symbols and labels", size: CGSize(width: 390, height: 220),
                      view: AnyView(SymbolsScreen())),
        GalleryScreen(name: "effects", title: "Effects", size: CGSize(width: 390, height: 320),
                      view: AnyView(EffectsScreen())),
        GalleryScreen(name: "images", title: "Raster images: resizable, interpolation, template", size: CGSize(width: 390, height: 200),
                      view: AnyView(ImagesScreen())),
        GalleryScreen(name: "seed-shapes", title: "The seeds' shapes: Pie, knob, dashboard, flip", size: CGSize(width: 390, height: 420),
                      view: AnyView(SeedShapesScreen())),
    ]
}

struct StacksScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Color.red.frame(width: 40, height: 40)
                Spacer()
                Color.green.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
            HStack(alignment: .top, spacing: 4) {
                Color.orange.frame(width: 60, height: 80)
                Color.purple.frame(width: 60, height: 40)
                Color.yellow.frame(maxWidth: .infinity, maxHeight: 60)
            }
            ZStack(alignment: .bottomTrailing) {
                Color.gray.opacity(0.3).frame(height: 80)
                Color.blue.frame(width: 30, height: 30).padding(8)
            }
            Divider()
            HStack { Text("Leading"); Spacer(); Text("Trailing") }
        }
        .padding()
    }
}

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

struct TextScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Large Title").font(.largeTitle).bold()
            Text("Body text wraps to the proposed width when it is longer than one line, as SwiftUI's does.")
            Text("中文排版：样式系统 日本語 한국어")
            Text("Emoji 😀🎨🚀 and ") + Text("mixed").italic() + Text(" runs").foregroundColor(.red)
            Text("Caption, secondary").font(.caption).foregroundColor(.secondary)
            Text("A long line truncated at the tail because of lineLimit(1) set on it").lineLimit(1)
        }
        .padding()
    }
}

struct SymbolsScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 18) {
                ForEach(["heart.fill", "star.fill", "bookmark", "airplane", "folder.fill", "map.fill", "globe", "bicycle"], id: \.self) { name in
                    Image(systemName: name).font(.title2).foregroundColor(.blue)
                }
            }
            Label("Press Me", systemImage: "digitalcrown.horizontal.press.fill")
            Label("Checked", systemImage: "checkmark.circle.fill").foregroundColor(.green)
        }
        .padding()
    }
}

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

struct PieShape: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise = false
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addLine(to: CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians)))
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        path.addLine(to: center)
        return path
    }
}

struct NeedleShape: Shape {
    var angle: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let l = Double(rect.height * 0.8), r = Angle(degrees: angle).radians
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: Double(rect.midX) + l * sin(r), y: Double(rect.height) - l * cos(r)))
        return path
    }
}

struct FlipEffectSample: GeometryEffect {
    var angle: Double
    func effectValue(size: CGSize) -> ProjectionTransform {
        var t = CATransform3DIdentity
        t.m34 = -1 / max(size.width, size.height)
        t = CATransform3DRotate(t, CGFloat(Angle.degrees(angle).radians), 0, 1, 0)
        t = CATransform3DTranslate(t, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(t).concatenating(affine)
    }
}

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
                        .modifier(FlipEffectSample(angle: angle))
                }
            }
        }
        .padding()
    }
}

/// A small raster image the gallery draws itself (no resources ship with it): written once as a PNG into a
/// folder that serves as the image's bundle.
@MainActor enum SampleImage {
    static let bundle: Bundle? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-gallery-images")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let art = ZStack {
            Color.yellow
            Circle().fill(Color.orange).padding(3)
            Rectangle().fill(Color.blue).frame(width: 6, height: 6)
        }.frame(width: 16, height: 16)
        guard let png = ImageRenderer(content: art).pngData() else { return nil }
        try? png.write(to: folder.appendingPathComponent("sample.png"))
        return Bundle(path: folder.path)
    }()
}

struct ImagesScreen: View {
    var body: some View {
        HStack(spacing: 20) {
            Image("sample", bundle: SampleImage.bundle)
            Image("sample", bundle: SampleImage.bundle).resizable().interpolation(.none).frame(width: 80, height: 80)
            Image("sample", bundle: SampleImage.bundle).resizable().interpolation(.high).frame(width: 80, height: 80)
            Image("sample", bundle: SampleImage.bundle).renderingMode(.template).resizable().frame(width: 80, height: 80)
                .foregroundColor(.purple)
        }
        .padding()
    }
}

import Foundation

/// What a colour picker opens: iOS's grid of colours (a row of greys over rows of twelve hues from dark
/// to pale; a tap picks one, the selected one outlined), an opacity track when opacity is supported, and a
/// hex field that takes `#RRGGBB` (and `#RRGGBBAA` with opacity) on Return.
struct ColorPalette: View {
    let color: RGBAColor
    let supportsOpacity: Bool
    let set: @MainActor (RGBAColor) -> Void
    @State private var hex = ""

    static let columns = 12
    static let cell: CGFloat = 24

    /// The grid's colours, a row at a time: greys from white to black, then nine rows of the twelve hues
    /// (cyan-blue round to green), darkest first, the pure colours in the middle, pastels last.
    static let grid: [[RGBAColor]] = {
        let hues: [Double] = [200, 215, 235, 262, 290, 330, 0, 15, 30, 42, 55, 90]
        var rows: [[RGBAColor]] = [(0..<columns).map { i in
            let w = 1 - Double(i) / Double(columns - 1)
            return RGBAColor(red: w, green: w, blue: w)
        }]
        for r in 0..<9 {
            let t = Double(r) / 8
            let saturation = t <= 0.5 ? 1 : 1 - (t - 0.5) * 1.5
            let brightness = t <= 0.5 ? 0.3 + 1.4 * t : 1
            rows.append(hues.map { hsb($0 / 360, saturation, brightness) })
        }
        return rows
    }()

    var body: some View {
        let current = HexColor.format(color, includesAlpha: supportsOpacity)
        let set = self.set, color = self.color, supportsOpacity = self.supportsOpacity
        return VStack(alignment: .leading, spacing: 14) {
            Text("Colors").font(.headline).frame(maxWidth: .infinity)
            VStack(spacing: 0) {
                ForEach(0..<Self.grid.count, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<Self.columns, id: \.self) { column in
                            let swatch = Self.grid[row][column]
                            let isSelected = HexColor.format(swatch, includesAlpha: false) == HexColor.format(color, includesAlpha: false)
                            Rectangle()
                                .fill(Color(.sRGB, red: swatch.red, green: swatch.green, blue: swatch.blue))
                                .frame(width: Self.cell, height: Self.cell)
                                .overlay {
                                    if isSelected { Rectangle().strokeBorder(Color.white, lineWidth: 3) }
                                }
                                .onTapGesture {
                                    var picked = swatch
                                    picked.alpha = supportsOpacity ? color.alpha : 1
                                    set(picked)
                                }
                        }
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            if supportsOpacity {
                ColorOpacityTrack(color: color) { alpha in
                    var changed = color
                    changed.alpha = alpha
                    set(changed)
                }
            }
            HStack(spacing: 8) {
                Text("Hex Color #").foregroundStyle(Color(uiColor: .secondaryLabel))
                TextField("RRGGBB", text: $hex)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit {
                        if let parsed = HexColor.parse(hex, allowsAlpha: supportsOpacity) { set(parsed) } else { hex = current }
                    }
            }
        }
        .padding(16)
        .frame(width: CGFloat(Self.columns) * Self.cell + 32)
        .onAppear { hex = current }
        .onChange(of: current) { _, new in hex = new }
    }

    private static func hsb(_ h: Double, _ s: Double, _ v: Double) -> RGBAColor {
        let i = Int(h * 6) % 6, f = h * 6 - floor(h * 6)
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return RGBAColor(red: v, green: t, blue: p)
        case 1: return RGBAColor(red: q, green: v, blue: p)
        case 2: return RGBAColor(red: p, green: v, blue: t)
        case 3: return RGBAColor(red: p, green: q, blue: v)
        case 4: return RGBAColor(red: t, green: p, blue: v)
        default: return RGBAColor(red: v, green: p, blue: q)
        }
    }
}

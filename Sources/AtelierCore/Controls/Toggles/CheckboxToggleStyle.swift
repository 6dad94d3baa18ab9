import Foundation

/// A toggle style that displays a checkbox followed by its label (macOS's look, offered on every
/// platform here): a 14-point rounded square, white with a grey border when off, filled with the tint
/// and holding a white checkmark when on (a dash when mixed). Tapping the box or the label flips it.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates a checkbox toggle style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return HStack(spacing: SwitchMetrics.checkboxSpacing) {
            CheckboxBox(isOn: configuration.isOn, isMixed: configuration.isMixed)
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    @_disfavoredOverload
    nonisolated public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The box of a checkbox.
struct CheckboxBox: View {
    let isOn: Bool
    let isMixed: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let size = SwitchMetrics.checkboxSize
        let shape = RoundedRectangle(cornerRadius: SwitchMetrics.checkboxCornerRadius, style: .continuous)
        let marked = isOn || isMixed
        return ZStack {
            if marked {
                shape.fill(TintShapeStyle())
                CheckboxMark(mixed: isMixed)
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            } else {
                shape.fill(Color.white)
                shape.strokeBorder(Color.black.opacity(0.25), lineWidth: 1)
            }
        }
        .frame(width: size, height: size)
        .opacity(isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }
}

/// The mark inside a checked checkbox: a checkmark, or a dash for the mixed state.
struct CheckboxMark: Shape {
    let mixed: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let w = rect.width, h = rect.height
        if mixed {
            path.move(to: CGPoint(x: rect.minX + w * 0.25, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX + w * 0.75, y: rect.midY))
        } else {
            path.move(to: CGPoint(x: rect.minX + w * 0.24, y: rect.minY + h * 0.52))
            path.addLine(to: CGPoint(x: rect.minX + w * 0.42, y: rect.minY + h * 0.72))
            path.addLine(to: CGPoint(x: rect.minX + w * 0.77, y: rect.minY + h * 0.3))
        }
        return path
    }
}

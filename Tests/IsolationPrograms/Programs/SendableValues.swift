import SwiftUI

// Values public code keeps in `static let`s and passes between isolation domains in Swift 6 mode: in SwiftUI
// these types are Sendable.
enum DesignTokens {
    static let spring = Animation.spring(response: 0.4, dampingFraction: 0.7)
    static let always = Binding.constant(true)
    static let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    static let angular = AngularGradient(colors: [.red, .blue], center: .center)
    static let star = Image(systemName: "star.fill")
    static let corner = RoundedRectangle(cornerRadius: 8, style: .continuous)
    static let dash = StrokeStyle(lineWidth: 2, dash: [4, 2])
    static let title = Font.system(.title, design: .rounded).weight(.semibold)
    static let uiTint = UIColor.systemTeal
    static let edges = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    static let unit = UnitPoint(x: 0.25, y: 0.75)
    static let shortcut = KeyboardShortcut("s", modifiers: .command)
    static let grid = [GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]
    static let material = Material.ultraThin
    static let shadow = Color.black.opacity(0.2)
    static let tracking: CGFloat = 1.5
    static let spacing = ViewSpacing()
    static let layout = AnyLayout(HStackLayout(spacing: 4))
    static let shape = AnyShape(Circle())
    static let style = AnyShapeStyle(Color.orange)
    static let dateStyle = Text.DateStyle.time
}

/// A tile drawn from the tokens: a red-to-blue gradient rounded rectangle with a star under a title, then two
/// texts side by side in a layout kept in a `static let`.
public struct SendableValuesProgram: View {
    @State private var shown = true
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Tile").font(DesignTokens.title)
            DesignTokens.corner
                .fill(DesignTokens.gradient)
                .frame(width: 40, height: 40)
                .overlay(DesignTokens.star.foregroundStyle(.white))
            DesignTokens.layout {
                Text("Left")
                Text("Right")
            }
            if shown {
                Text("shown").transition(.opacity)
            }
        }
        .animation(DesignTokens.spring, value: shown)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

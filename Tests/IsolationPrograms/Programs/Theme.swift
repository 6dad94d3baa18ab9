import SwiftUI

// Design tokens as `static let`s and a Sendable struct holding colours, fonts and a gradient: each needs the
// SwiftUI value types to be Sendable in Swift 6 mode.
extension Color {
    static let brand = Color(red: 0.2, green: 0.4, blue: 0.8)
}

extension Font {
    static let heading = Font.system(size: 22, weight: .bold)
}

extension Animation {
    static let quick = Animation.easeInOut(duration: 0.2)
}

extension AnyTransition {
    static var slideAndFade: AnyTransition { .move(edge: .leading).combined(with: .opacity) }
}

struct Theme: Sendable {
    var accent: Color
    var title: Font
    var background: LinearGradient
    var corner: CGFloat

    static let standard = Theme(accent: .brand, title: .heading,
                                background: LinearGradient(colors: [.white, .white], startPoint: .top, endPoint: .bottom),
                                corner: 6)
}

enum Placeholders {
    static let photo = Image(systemName: "photo")
    static let empty = Text("Nothing here")
    static let outline = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
}

/// A brand-coloured rectangle, a heading and a placeholder, from `static let` tokens.
public struct ThemeProgram: View {
    private let theme = Theme.standard
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            RoundedRectangle(cornerRadius: theme.corner)
                .fill(theme.accent)
                .frame(width: 40, height: 40)
            Text("Heading").font(theme.title)
            Placeholders.empty
            Placeholders.photo
        }
        .background(theme.background)
        .animation(.quick, value: theme.corner)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

import Foundation

/// A tooltip as a desktop draws it: the help text in the caption font in a small rounded box of the system's
/// tooltip colours, placed below the pointer and kept inside the window. It is never hit (the view under it
/// keeps the pointer) and forms no accessibility element (the text is the view's hint already).
struct TooltipView: View {
    let text: Text
    let pointer: CGPoint

    /// The box's fill and hairline border, light and dark.
    static let fill = Color(provider: .dynamic(SystemPalette.pair(
        "tooltipBackground", SystemPalette.rgb(246, 246, 246), SystemPalette.rgb(58, 58, 60))))
    static let border = Color(provider: .dynamic(SystemPalette.pair(
        "tooltipBorder", SystemPalette.rgb(0, 0, 0, 0.18), SystemPalette.rgb(255, 255, 255, 0.22))))
    static let cornerRadius: CGFloat = 4
    static let padding = EdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)

    var body: some View {
        TooltipPlacement(pointer: pointer) {
            text
                .font(.caption)
                .foregroundStyle(Color.primary)
                .padding(Self.padding)
                .background(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(Self.fill))
                .overlay(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
                    .strokeBorder(Self.border, lineWidth: 1))
        }
        .modifier(TooltipScope())
    }
}

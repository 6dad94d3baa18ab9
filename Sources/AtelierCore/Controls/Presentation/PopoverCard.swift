import Foundation

/// Content on a floating card by a rectangle of the window (below it, or above it when there is no room),
/// over a transparent layer that closes it when clicked; Escape closes it too. What a menu's items and a
/// compact date picker's calendar float on.
struct PopoverCard<Content: View>: View {
    let anchor: CGRect
    let background: Color
    let content: Content
    let dismiss: @MainActor () -> Void

    var body: some View {
        MenuPlacement(anchor: anchor) {
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { dismiss() }
            content
                .background(background)
                .clipShape(RoundedRectangle(cornerRadius: 13))
                .shadow(color: Color.black.opacity(0.18), radius: 16, x: 0, y: 6)
        }
        .overlay(PresentationEscape(action: dismiss))
    }
}

extension View {
    /// Presents `content` on a floating card by `anchor` (window coordinates) while `isPresented` is true.
    func popoverCard<Content: View>(isPresented: Binding<Bool>, anchor: CGRect, background: Color = Color(uiColor: .systemBackground),
                                    content: Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
                                      content: { AnyView(PopoverCard(anchor: anchor, background: background, content: content,
                                                                     dismiss: { isPresented.wrappedValue = false })) },
                                      transition: .opacity.combined(with: .scale(scale: 0.9))))
    }
}

import Foundation

/// A paged tab view's index in the `.page` index view style: a white dot per page, the current one opaque and
/// the others at 0.3, centred near the bottom, on a dark capsule when the style's background display mode asks.
struct PageIndexDots: View {
    let configuration: IndexViewStyleConfiguration
    let style: PageIndexViewStyle

    var body: some View {
        let count = configuration.count, current = configuration.current, background = style.backgroundDisplayMode
        let showsBackground = background.kind == .always || (background.kind == .interactive && configuration.isInteracting)
        return HStack(spacing: 9) {
            ForEach(0..<max(count, 0), id: \.self) { i in
                Circle()
                    .fill(Color.white.opacity(i == current ? 1 : 0.3))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 10)
        .frame(height: 26)
        .background {
            if showsBackground { Capsule().fill(Color.black.opacity(0.25)) }
        }
        .padding(.bottom, 10)
        // The dots show where the pages are; they take no taps from the page under them.
        .allowsHitTesting(false)
    }
}

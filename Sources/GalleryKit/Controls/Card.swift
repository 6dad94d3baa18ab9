import Atelier

/// A Section-like card for ScrollViews (Seed 002): an optional header and footer in small grey text around
/// a body drawn by the CardStyle in the environment.
struct Card<Header: View, Content: View, Footer: View>: View {
    @Environment(\.cardStyle) private var cardStyle: any CardStyle

    private let header: Header
    private let content: Content
    private let footer: Footer

    init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
                .font(.system(size: 13))
                .foregroundColor(Color.secondary)
                .padding(.horizontal)

            let content = self.content
            let styled = cardStyle.makeBody(configuration: CardStyleConfiguration {
                // One VStack so the style treats all of the content as a single block.
                AnyView(VStack(spacing: 16) {
                    content.frame(maxWidth: .infinity, alignment: .leading)
                })
            })
            AnyView(styled)

            footer
                .font(.system(size: 13))
                .foregroundColor(Color.secondary)
                .padding(.horizontal)
        }
        .frame(minWidth: 10, maxWidth: .infinity, alignment: .leading)
    }
}

// Mirrors Section's initializers: the parts left out become EmptyView.
extension Card where Header == EmptyView {
    init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Card where Footer == EmptyView {
    init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Card where Header == EmptyView, Footer == EmptyView {
    init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

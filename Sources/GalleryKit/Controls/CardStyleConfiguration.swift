import Atelier

/// What a CardStyle gets to draw: the card's content, already laid out as one block.
struct CardStyleConfiguration {
    /// The card's content, type-erased so every style sees the same type whatever the card holds.
    struct Content: View {
        fileprivate let makeBody: () -> AnyView
        var body: some View { makeBody() }
    }

    let content: Content

    @MainActor init(content: @escaping () -> AnyView) {
        self.content = Content(makeBody: content)
    }
}

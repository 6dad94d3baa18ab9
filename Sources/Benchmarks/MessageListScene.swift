import Atelier

/// SwiftCrossUI's LayoutPerformanceBenchmark message list in SwiftUI syntax: a scroll view of a leading VStack
/// of messages, each an avatar beside the author, the time and the wrapped text.
struct MessageListScene: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(messages, id: \.id) { MessageRow(message: $0) }
            }
        }
    }
}

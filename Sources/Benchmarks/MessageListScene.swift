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

/// One message: a round avatar in the author's colour, then the name in bold and the time in grey above the text.
struct MessageRow: View {
    let message: Message

    var body: some View {
        let author = Message.authors[message.author]
        HStack(alignment: .top) {
            author.color.frame(width: 40, height: 40).cornerRadius(20)
            VStack(alignment: .leading) {
                HStack {
                    Text(author.name).foregroundColor(author.color).bold()
                    Text(message.time).foregroundColor(.gray)
                }
                Text(message.text)
            }
        }
    }
}

import Atelier

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

import Atelier

/// The paragraphs in SwiftUI: a leading VStack of Texts proposed the paragraphs' width, at the top of the frame.
struct ParagraphsScene: View {
    let texts: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(texts.indices, id: \.self) { Text(texts[$0]).font(.system(size: Paragraphs.fontSize)) }
        }
        .frame(width: Paragraphs.width, height: CGFloat(Paragraphs.height), alignment: .topLeading)
    }
}

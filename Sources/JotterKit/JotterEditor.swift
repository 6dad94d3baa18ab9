import Atelier

/// A document's window: the text, and a status bar with its counts.
struct JotterEditor: View {
    @Binding var document: JotterDocument
    @AppStorage("jotter.fontSize") private var fontSize = 15.0
    @AppStorage("jotter.showsStatusBar") private var showsStatusBar = true

    var body: some View {
        VStack(spacing: 0) {
            TextEditor(text: $document.text)
                .font(.system(size: fontSize))
                .padding(8)
            if showsStatusBar {
                Divider()
                HStack {
                    Text(Self.counts(of: document.text))
                    Spacer()
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
            }
        }
        .frame(minWidth: 320, idealWidth: 640, minHeight: 200, idealHeight: 480)
        // The Format menu acts on the document of the window in front.
        .focusedSceneValue(\.jotterText, $document.text)
    }

    /// "12 words, 64 characters".
    static func counts(of text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).count
        return "\(words) \(words == 1 ? "word" : "words"), \(text.count) \(text.count == 1 ? "character" : "characters")"
    }
}

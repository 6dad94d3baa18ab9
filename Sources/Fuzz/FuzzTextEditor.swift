import Atelier

/// A TextEditor bound to its own state, which starts with a line naming it. The printed program carries the
/// same definition.
struct FuzzTextEditor: View {
    let tag: Int
    @State private var text: String

    init(tag: Int) {
        self.tag = tag
        _text = State(initialValue: "Editor \(tag)")
    }

    var body: some View {
        TextEditor(text: $text)
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static let source = """
        struct FuzzTextEditor: View {
            let tag: Int
            @State private var text: String

            init(tag: Int) {
                self.tag = tag
                _text = State(initialValue: "Editor \\(tag)")
            }

            var body: some View {
                TextEditor(text: $text)
            }
        }
        """
}

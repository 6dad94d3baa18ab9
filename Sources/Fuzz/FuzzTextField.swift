import Atelier

/// A text field bound to its own state: one line, growing with its lines (`axis: .vertical`), or secure. Input
/// focuses it by tapping its middle; its title shows while it is empty. The printed program carries the same
/// definition.
struct FuzzTextField: View {
    let tag: Int
    var axis: Axis = .horizontal
    var secure = false
    @State private var text = ""

    init(tag: Int, axis: Axis = .horizontal, secure: Bool = false) {
        self.tag = tag
        self.axis = axis
        self.secure = secure
    }

    var body: some View {
        if secure {
            SecureField("Secret \(tag)", text: $text)
        } else {
            TextField("Field \(tag)", text: $text, axis: axis)
        }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static let source = """
        struct FuzzTextField: View {
            let tag: Int
            var axis: Axis = .horizontal
            var secure = false
            @State private var text = ""

            init(tag: Int, axis: Axis = .horizontal, secure: Bool = false) {
                self.tag = tag
                self.axis = axis
                self.secure = secure
            }

            var body: some View {
                if secure {
                    SecureField("Secret \\(tag)", text: $text)
                } else {
                    TextField("Field \\(tag)", text: $text, axis: axis)
                }
            }
        }
        """
}

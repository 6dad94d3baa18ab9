import Atelier

/// A button that toggles an alert with a text field, an OK button and a Cancel button. The printed program
/// carries the same definition.
struct FuzzAlert<Content: View>: View {
    let tag: Int
    let content: Content
    @State private var isPresented = false
    @State private var answer = ""

    init(tag: Int, @ViewBuilder content: () -> Content) {
        self.tag = tag
        self.content = content()
    }

    var body: some View {
        VStack {
            Button("Present \(tag)") { isPresented.toggle() }
            content
        }
        .alert("Alert \(tag)", isPresented: $isPresented) {
            TextField("Answer \(tag)", text: $answer)
            Button("OK \(tag)") {}
            Button("Cancel \(tag)", role: .cancel) {}
        } message: {
            Text("Answer: \(answer)")
        }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static var source: String { """
        struct FuzzAlert<Content: View>: View {
            let tag: Int
            let content: Content
            @State private var isPresented = false
            @State private var answer = ""

            init(tag: Int, @ViewBuilder content: () -> Content) {
                self.tag = tag
                self.content = content()
            }

            var body: some View {
                VStack {
                    Button("Present \\(tag)") { isPresented.toggle() }
                    content
                }
                .alert("Alert \\(tag)", isPresented: $isPresented) {
                    TextField("Answer \\(tag)", text: $answer)
                    Button("OK \\(tag)") {}
                    Button("Cancel \\(tag)", role: .cancel) {}
                } message: {
                    Text("Answer: \\(answer)")
                }
            }
        }
        """ }
}

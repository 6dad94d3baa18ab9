import Atelier

/// A button that toggles a confirmation dialog whose actions remove, present it again, or cancel. The
/// printed program carries the same definition.
struct FuzzDialog<Content: View>: View {
    let tag: Int
    let content: Content
    @State private var isPresented = false
    @State private var removed = 0

    init(tag: Int, @ViewBuilder content: () -> Content) {
        self.tag = tag
        self.content = content()
    }

    var body: some View {
        VStack {
            Button("Present \(tag)") { isPresented.toggle() }
            Text("Removed \(removed)")
            content
        }
        .confirmationDialog("Dialog \(tag)", isPresented: $isPresented, titleVisibility: .visible) {
            Button("Remove \(tag)", role: .destructive) { removed += 1 }
            Button("Again \(tag)") { isPresented = true }
            Button("Cancel \(tag)", role: .cancel) {}
        }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static var source: String { """
        struct FuzzDialog<Content: View>: View {
            let tag: Int
            let content: Content
            @State private var isPresented = false
            @State private var removed = 0

            init(tag: Int, @ViewBuilder content: () -> Content) {
                self.tag = tag
                self.content = content()
            }

            var body: some View {
                VStack {
                    Button("Present \\(tag)") { isPresented.toggle() }
                    Text("Removed \\(removed)")
                    content
                }
                .confirmationDialog("Dialog \\(tag)", isPresented: $isPresented, titleVisibility: .visible) {
                    Button("Remove \\(tag)", role: .destructive) { removed += 1 }
                    Button("Again \\(tag)") { isPresented = true }
                    Button("Cancel \\(tag)", role: .cancel) {}
                }
            }
        }
        """ }
}

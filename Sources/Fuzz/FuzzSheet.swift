import Atelier

/// A button that toggles a sheet showing `sheet`, which has a button that dismisses it (the environment's
/// dismiss action) and one that toggles the binding again. The printed program carries the same definition.
struct FuzzSheet<Content: View, Sheet: View>: View {
    let tag: Int
    let content: Content
    let sheet: Sheet
    @State private var isPresented = false

    init(tag: Int, @ViewBuilder content: () -> Content, @ViewBuilder sheet: () -> Sheet) {
        self.tag = tag
        self.content = content()
        self.sheet = sheet()
    }

    var body: some View {
        VStack {
            Button("Present \(tag)") { isPresented.toggle() }
            content
        }
        .sheet(isPresented: $isPresented) {
            VStack {
                FuzzDismissButton(tag: tag)
                Button("Toggle \(tag)") { isPresented.toggle() }
                sheet
            }
        }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static var source: String { """
        struct FuzzSheet<Content: View, Sheet: View>: View {
            let tag: Int
            let content: Content
            let sheet: Sheet
            @State private var isPresented = false

            init(tag: Int, @ViewBuilder content: () -> Content, @ViewBuilder sheet: () -> Sheet) {
                self.tag = tag
                self.content = content()
                self.sheet = sheet()
            }

            var body: some View {
                VStack {
                    Button("Present \\(tag)") { isPresented.toggle() }
                    content
                }
                .sheet(isPresented: $isPresented) {
                    VStack {
                        FuzzDismissButton(tag: tag)
                        Button("Toggle \\(tag)") { isPresented.toggle() }
                        sheet
                    }
                }
            }
        }
        """ }
}

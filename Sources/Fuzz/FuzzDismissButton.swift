import Atelier

/// A button that calls the environment's dismiss action (inside a sheet: closes it). The printed program
/// carries the same definition.
struct FuzzDismissButton: View {
    let tag: Int
    @Environment(\.dismiss) private var dismiss

    init(tag: Int) { self.tag = tag }

    var body: some View {
        Button("Dismiss \(tag)") { dismiss() }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static let source = """
        struct FuzzDismissButton: View {
            let tag: Int
            @Environment(\\.dismiss) private var dismiss

            init(tag: Int) { self.tag = tag }

            var body: some View {
                Button("Dismiss \\(tag)") { dismiss() }
            }
        }
        """
}

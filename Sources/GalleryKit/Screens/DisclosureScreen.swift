import Atelier

/// A file tree three ways: disclosure groups in a stack (one expanded through a binding), an outline group
/// of the tree, and a List of it with its children (the first folder expanded by tapping in tests).
struct DisclosureScreen: View {
    struct Node: Identifiable {
        let name: String
        var children: [Node]? = nil
        var id: String { name }
    }

    private let tree = [
        Node(name: "Documents", children: [Node(name: "Letter.txt"), Node(name: "Photos", children: [Node(name: "Beach.jpg")])]),
        Node(name: "Music", children: []),
        Node(name: "Notes.md"),
    ]
    @State private var advancedShown = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DisclosureGroup("Advanced", isExpanded: $advancedShown) {
                Toggle("Debug menu", isOn: .constant(true))
                Text("Shown because its binding is true").foregroundStyle(.secondary)
            }
            DisclosureGroup("Collapsed") { Text("Not built until expanded") }
            Divider()
            OutlineGroup(tree, children: \.children) { node in
                Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
            }
            List(tree, children: \.children) { node in
                Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
            }
        }
        .padding()
    }
}

#Preview("DisclosureGroup, OutlineGroup and List with children", traits: .fixedLayout(width: 390, height: 600)) {
    DisclosureScreen()
}

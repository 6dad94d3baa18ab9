import Atelier

/// An editable List of numbered rows: swipe or edit mode deletes (onDelete), dragging moves (onMove); an
/// EditButton and a button toggle edit mode, others add, reverse and remove rows from the program. The printed
/// program carries the same definition.
struct FuzzList: View {
    let tag: Int
    @State private var items: [Int]
    @State private var editMode: EditMode = .inactive

    init(tag: Int, rows: Int) {
        self.tag = tag
        _items = State(initialValue: Array(0..<rows))
    }

    var body: some View {
        VStack {
            HStack {
                EditButton()
                Button("Edit \(tag)") { editMode = editMode.isEditing ? .inactive : .active }
                Button("Add \(tag)") { items.append((items.max() ?? -1) + 1) }
                Button("Reverse \(tag)") { items.reverse() }
                Button("Remove first \(tag)") { if !items.isEmpty { items.removeFirst() } }
            }
            List {
                ForEach(items, id: \.self) { i in
                    Text("Item \(tag).\(i)")
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
        .environment(\.editMode, $editMode)
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static let source = """
        struct FuzzList: View {
            let tag: Int
            @State private var items: [Int]
            @State private var editMode: EditMode = .inactive

            init(tag: Int, rows: Int) {
                self.tag = tag
                _items = State(initialValue: Array(0..<rows))
            }

            var body: some View {
                VStack {
                    HStack {
                        EditButton()
                        Button("Edit \\(tag)") { editMode = editMode.isEditing ? .inactive : .active }
                        Button("Add \\(tag)") { items.append((items.max() ?? -1) + 1) }
                        Button("Reverse \\(tag)") { items.reverse() }
                        Button("Remove first \\(tag)") { if !items.isEmpty { items.removeFirst() } }
                    }
                    List {
                        ForEach(items, id: \\.self) { i in
                            Text("Item \\(tag).\\(i)")
                        }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
                .environment(\\.editMode, $editMode)
            }
        }
        """
}

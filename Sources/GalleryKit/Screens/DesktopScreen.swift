import Atelier

/// The desktop's own input on one screen: hover, pointer styles and tooltips, a long list with its
/// overlay scroll bar and rows that reorder by dragging, and a board of cards dragged between columns.
struct DesktopScreen: View {
    @State private var hovered = false
    @State private var todo = ["Write the report", "Book the train", "Call the bank"]
    @State private var done = ["Pay the rent"]
    @State private var targetedColumn: String?
    @State private var songs = (1...40).map { "Song \($0)" }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Button("Hover me") {}
                    .buttonStyle(.bordered)
                    .help("A bordered button highlights under the pointer")
                Text(hovered ? "Pointer inside" : "Pointer outside")
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 6).fill(hovered ? Color.accentColor.opacity(0.2) : Color.clear))
                    .onHover { hovered = $0 }
                    .pointerStyle(.link)
                    .help("onHover and a pointer style")
            }
            HStack(alignment: .top, spacing: 12) {
                column("To do", items: todo)
                column("Done", items: done)
            }
            .frame(height: 190)
            Text("Songs (drag a row up or down)").font(.headline)
            List {
                ForEach(songs, id: \.self) { Text($0) }
                    .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
            .frame(height: 300)
        }
        .padding(16)
    }

    /// A column of cards that takes cards dropped from the other one.
    private func column(_ title: String, items: [String]) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            ForEach(items, id: \.self) { item in
                Text(item)
                    .font(.callout)
                    .padding(8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .secondarySystemBackground)))
                    .draggable(item)
            }
            Spacer(minLength: 0)
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 10)
            .strokeBorder(targetedColumn == title ? Color.accentColor : Color(uiColor: .separator), lineWidth: 2))
        .contentShape(Rectangle())
        .dropDestination(for: String.self) { dropped, _ in
            move(dropped, to: title)
            return true
        } isTargeted: { targetedColumn = $0 ? title : (targetedColumn == title ? nil : targetedColumn) }
    }

    private func move(_ items: [String], to column: String) {
        for item in items {
            todo.removeAll { $0 == item }
            done.removeAll { $0 == item }
            if column == "To do" { todo.append(item) } else { done.append(item) }
        }
    }
}

#Preview("Desktop input: hover, cursors, tooltips, scroll bars, drag and drop", traits: .fixedLayout(width: 390, height: 620)) {
    DesktopScreen()
}

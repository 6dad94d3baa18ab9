import Atelier

/// Navigation and presentations: a level pushed on the gallery's own stack, a sheet with detents, an
/// alert with a destructive action, a confirmation dialog, a menu, a context menu, a share link and a link.
struct PresentationsScreen: View {
    /// A level this screen pushes (a type of its own, apart from the gallery's screen names).
    struct Level: Hashable { let number: Int }

    @State private var showsSheet = false
    @State private var asksToDelete = false
    @State private var confirms = false
    @State private var sort = "Name"
    @State private var log = "Nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            TitledSample("Push a level (the back button or Escape-free Control-[ pops it)") {
                NavigationLink("Open level 1", value: Level(number: 1))
            }
            TitledSample("Presentations over the window (Escape dismisses)") {
                HStack(spacing: 10) {
                    Button("Sheet") { showsSheet = true }
                    Button("Alert") { asksToDelete = true }
                    Button("Dialog") { confirms = true }
                }
                .buttonStyle(.bordered)
            }
            TitledSample("A menu, and a context menu (right-click the text)") {
                HStack(spacing: 16) {
                    Menu("Sort by: \(sort)") {
                        Button("Name") { sort = "Name" }
                        Button("Date") { sort = "Date" }
                        Divider()
                        Button("Size") { sort = "Size" }
                    }
                    Text("Right-click me")
                        .padding(8)
                        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
                        .contextMenu {
                            Button { log = "Copied" } label: { Label("Copy", systemImage: "doc.on.doc") }
                            Button(role: .destructive) { log = "Removed" } label: { Label("Remove", systemImage: "trash") }
                        }
                }
            }
            TitledSample("Sharing and links") {
                HStack(spacing: 16) {
                    ShareLink(item: URL(string: "https://example.com/atelier")!, subject: Text("Atelier"))
                    Link("example.com", destination: URL(string: "https://example.com")!)
                }
            }
            Text(verbatim: "Last: \(log)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .navigationDestination(for: Level.self) { level in
            VStack(spacing: 12) {
                Text("Level \(level.number)").font(.title2)
                NavigationLink("Open level \(level.number + 1)", value: Level(number: level.number + 1))
            }
            .navigationTitle("Level \(level.number)")
        }
        .sheet(isPresented: $showsSheet) {
            SheetSample()
                .presentationDetents([.medium, .large])
        }
        .alert("Delete the draft?", isPresented: $asksToDelete) {
            Button("Delete", role: .destructive) { log = "Deleted" }
            Button("Cancel", role: .cancel) { log = "Kept" }
        } message: {
            Text("It cannot be recovered.")
        }
        .confirmationDialog("Export", isPresented: $confirms, titleVisibility: .visible) {
            Button("As PDF") { log = "Exported as PDF" }
            Button("As text") { log = "Exported as text" }
        }
    }
}

/// The sheet's content: a title and a button that dismisses it.
private struct SheetSample: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 16) {
            Text("A sheet").font(.title2.bold())
            Text("At the medium detent, over the dimmed window.").foregroundStyle(.secondary)
            Button("Done") { dismiss() }.buttonStyle(.borderedProminent)
        }
    }
}

#Preview("Navigation, presentations and menus", traits: .fixedLayout(width: 390, height: 520)) {
    NavigationStack { PresentationsScreen() }
}

import Atelier

/// List editing: an EditButton over a list whose ForEach deletes and moves (here in edit mode, with
/// the minus circles and reorder handles), rows with swipe actions on both edges (drag them), and a list
/// with a multiple selection (two rows selected).
struct ListEditingScreen: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date"]
    @State private var mode: EditMode = .active
    @State private var mail = ["Lunch on Friday?", "Your order has shipped", "Minutes of the meeting"]
    @State private var selection: Set<String> = ["Green", "Blue"]

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Fruit").font(.headline)
                Spacer()
                EditButton()
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 8)
            List {
                Section("Edit mode: delete and move") {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                        .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .frame(height: 250)
            List {
                Section("Swipe actions") {
                    ForEach(mail, id: \.self) { subject in
                        Text(subject)
                            .swipeActions(edge: .leading) {
                                Button("Unread") {}.tint(.blue)
                            }
                            .swipeActions {
                                Button("Delete", role: .destructive) { mail.removeAll { $0 == subject } }
                                Button("Flag") {}.tint(.orange)
                            }
                    }
                }
            }
            .environment(\.editMode, .constant(.inactive))
            .frame(height: 200)
            List(selection: $selection) {
                Section("Selection: click, Shift-click, Control-click") {
                    ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
                }
            }
                .environment(\.editMode, .constant(.inactive))
                .frame(height: 190)
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        // The EditButton and the first list share one edit mode, as a NavigationStack's toolbar and its list do.
        .environment(\.editMode, $mode)
    }
}

#Preview("List editing: delete, move, swipe actions, selection", traits: .fixedLayout(width: 390, height: 700)) {
    ListEditingScreen()
}

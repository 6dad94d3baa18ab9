import Atelier

/// Every PickerStyle on one screen: a Form-like List with the automatic (menu) row and a navigation link
/// row, then a segmented control, a palette, a menu button, radio buttons, an inline list and a wheel.
struct PickersScreen: View {
    @State private var flavor = PickerSampleFlavor.chocolate
    @State private var topping = "nuts"
    @State private var side = 0
    @State private var tool = "pencil"
    @State private var size = "m"
    @State private var count = 3
    @State private var alignment = "left"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            NavigationStack {
                List {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(PickerSampleFlavor.allCases) { Text($0.title).tag($0) }
                    }
                    Picker("Topping", selection: $topping) {
                        Text("Nuts").tag("nuts")
                        Text("Sprinkles").tag("sprinkles")
                    }
                    .pickerStyle(.navigationLink)
                }
            }
            .frame(height: 190)
            Group {
                Picker("Side", selection: $side) {
                    Text("Today").tag(0)
                    Text("Week").tag(1)
                    Text("Month").tag(2)
                }
                .pickerStyle(.segmented)
                HStack(spacing: 16) {
                    Picker("Tool", selection: $tool) {
                        Label("Pencil", systemImage: "pencil").tag("pencil")
                        Label("Eraser", systemImage: "eraser").tag("eraser")
                        Label("Ruler", systemImage: "ruler").tag("ruler")
                    }
                    .pickerStyle(.palette)
                    .frame(width: 160)
                    Picker("Size", selection: $size) {
                        Text("Small").tag("s")
                        Text("Medium").tag("m")
                        Text("Large").tag("l")
                    }
                    .pickerStyle(.menu)
                }
                HStack(alignment: .top, spacing: 24) {
                    Picker("Align:", selection: $alignment) {
                        Text("Left").tag("left")
                        Text("Centre").tag("centre")
                        Text("Right").tag("right")
                    }
                    .pickerStyle(.radioGroup)
                    Picker("Count", selection: $count) {
                        ForEach(1..<4, id: \.self) { Text("\($0) scoops").tag($0) }
                    }
                    .pickerStyle(.inline)
                    .frame(width: 190)
                }
                Picker("Scoops", selection: $count) {
                    ForEach(0..<10, id: \.self) { Text("\($0)").tag($0) }
                }
                .pickerStyle(.wheel)
            }
            .padding(.horizontal)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

enum PickerSampleFlavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

#Preview("Picker in every PickerStyle", traits: .fixedLayout(width: 390, height: 760)) {
    PickersScreen()
}

import Atelier

/// One control of each family a screen reader meets, each with a line showing what it holds: the window
/// that GalleryWindowAccessibilityTests reads and drives from a pyatspi client, and that Orca can try.
struct ScreenReaderScreen: View {
    @State private var name = ""
    @State private var password = ""
    @State private var notifications = false
    @State private var volume = 50.0
    @State private var size = "Medium"
    @State private var fruits = ["Apple", "Banana", "Cherry"]
    @State private var chosenFruit: String? = "Banana"

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Account").font(.headline).accessibilityAddTraits(.isHeader)
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
            Text(verbatim: "Name \(name.isEmpty ? "empty" : name), password of \(password.count) characters")
                .font(.footnote).foregroundStyle(.secondary)
            Toggle("Notifications", isOn: $notifications)
            Text(notifications ? "Notifications on" : "Notifications off").font(.footnote).foregroundStyle(.secondary)
            Slider(value: $volume, in: 0...100, step: 1) { Text("Volume") }
            Text(verbatim: "Volume \(Int(volume))").font(.footnote).foregroundStyle(.secondary)
            Picker("Size", selection: $size) {
                ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Text(verbatim: "Size \(size)").font(.footnote).foregroundStyle(.secondary)
            List(fruits, id: \.self, selection: $chosenFruit) { fruit in
                Text(fruit)
            }
            .frame(height: 180)
            HStack {
                Button("Add fruit") {
                    fruits.append(Self.more.first { !fruits.contains($0) } ?? "Fruit \(fruits.count + 1)")
                }
                    .buttonStyle(.bordered)
                Text(verbatim: "Chosen: \(chosenFruit ?? "none")").font(.footnote).foregroundStyle(.secondary)
            }
        }
        .padding()
    }

    private static let more = ["Date", "Elderberry", "Fig", "Grape"]
}

#Preview("Screen reader: one control of each family", traits: .fixedLayout(width: 390, height: 640)) {
    ScreenReaderScreen()
}

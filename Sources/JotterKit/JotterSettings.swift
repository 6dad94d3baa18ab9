import Atelier

/// Settings: the text size and whether the status bar shows.
struct JotterSettings: View {
    @AppStorage("jotter.fontSize") private var fontSize = 15.0
    @AppStorage("jotter.showsStatusBar") private var showsStatusBar = true

    var body: some View {
        Form {
            Slider(value: $fontSize, in: 10...32, step: 1) {
                Text("Text size")
            }
            Text("Text size: \(Int(fontSize)) points")
            Toggle("Show the status bar", isOn: $showsStatusBar)
        }
        .frame(width: 380, height: 200)
    }
}

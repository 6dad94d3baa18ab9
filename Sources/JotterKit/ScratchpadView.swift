import Atelier

/// A scratchpad: text kept with its window from one run to the next.
struct ScratchpadView: View {
    @SceneStorage("scratchpad.text") private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .padding(8)
            .navigationTitle("Scratchpad")
    }
}

import Atelier

/// Lists and buttons in context (Seeds 001 and 002): a List with a headed and footed Section, how a row of
/// buttons behaves by default (the whole row is one button) and with `.plain` (each button alone), an
/// EditButton observed through a simultaneous gesture, and the two trigger styles.
struct ListsScreen: View {
    @State private var actions: [String] = []
    @State private var editTaps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            List {
                Section {
                    Text("Hello world!")
                    Text("Hello world!")
                } header: {
                    Text("使用 List + Section 实现\n标题只能大写：hello world！")
                } footer: {
                    Text("This is a Footer title")
                }

                Section("Automatic style: the row is one button") {
                    HStack {
                        Button("11") { record("1") }
                        Button("22") { record("2") }
                    }
                }

                Section(".plain: each button fires alone") {
                    HStack {
                        Button("33") { record("3") }
                        Button("44") { record("4") }
                    }
                }
                // On the section rather than the List, so the automatic row above keeps its default.
                .buttonStyle(.plain)
            }
            // The list takes whatever the controls below leave.
            .frame(maxHeight: .infinity)

            VStack(alignment: .leading, spacing: 14) {
                TitledSample("EditButton in .roundedAndShadowPro + simultaneous tap") {
                    HStack(spacing: 16) {
                        EditButton()
                            .buttonStyle(.roundedAndShadowPro)
                            // Buttons swallow gestures in their label; one added outside runs alongside.
                            .simultaneousGesture(TapGesture().onEnded { editTaps += 1 })
                        Text("Edit taps: \(editTaps)")
                    }
                }

                TitledSample("Trigger styles: on release · on press") {
                    HStack(spacing: 16) {
                        Button("Trigger") { record("action") }
                            .buttonStyle(.triggerAction { record("trigger") })
                        Button("Hold") { record("original") }
                            .buttonStyle(PressTriggerButtonStyle { record("extra") })
                    }
                }

                Text("Actions: \(actions.isEmpty ? "none" : actions.suffix(6).joined(separator: ", "))")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            .padding(.horizontal)
        }
        .padding(.bottom)
    }

    private func record(_ action: String) {
        actions.append(action)
    }
}

#Preview("Lists, row buttons, EditButton, triggers", traits: .fixedLayout(width: 390, height: 540)) {
    ListsScreen()
}

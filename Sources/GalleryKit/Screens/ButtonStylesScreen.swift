import Atelier

/// Every way the seeds style a Button: the 1-second long-press PrimitiveButtonStyle first (its counter and
/// colour swatch show at a glance whether it fired), then pressed-state ButtonStyles, the cancellable
/// PrimitiveButtonStyle, label-styled buttons, static-member syntax, control sizes, roles and the
/// built-in styles.
struct ButtonStylesScreen: View {
    @State private var longPresses = 0
    @State private var lastAction = "none"

    private let pressMe = Label("Press Me", systemImage: "digitalcrown.horizontal.press.fill")

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TitledSample("PrimitiveButtonStyle: fires after a 1 s long press") {
                HStack(spacing: 16) {
                    // Fixed sizes: the label must read in full, so the spacer is what gives way.
                    Button("Long press me") { longPresses += 1 }
                        .buttonStyle(LongPressButtonStyle(color: .red, minimumDuration: 1))
                        .fixedSize()
                    Text("Long presses: \(longPresses)")
                        .fixedSize()
                    Spacer(minLength: 0)
                    RoundedRectangle(cornerRadius: 10)
                        .fill(longPresses > 0 ? Color.green : Color.gray)
                        .frame(width: 60, height: 60)
                }
            }

            TitledSample("ButtonStyle pressed look · cancellable PrimitiveButtonStyle") {
                HStack(spacing: 14) {
                    Button("Tap Me!") { lastAction = "tap me" }
                        .buttonStyle(PressedScaleButtonStyle(color: .blue))
                    Button { lastAction = "cancellable" } label: { Text("Cancellable") }
                        .buttonStyle(.cancellable)
                    Button(role: .destructive) { lastAction = "delete" } label: { Text("Delete") }
                        .buttonStyle(.cancellable)
                }
            }

            TitledSample("Styled through the label · .buttonStyle(.roundedAndShadow)") {
                HStack(spacing: 14) {
                    RoundedAndShadowButton(label: pressMe) { lastAction = "label styled" }
                    Button(action: { lastAction = "rounded and shadow" }) { pressMe }
                        .buttonStyle(.roundedAndShadow)
                }
            }

            TitledSample(".roundedAndShadowPro: role and controlSize reach the style") {
                VStack(alignment: .leading, spacing: 10) {
                    HStack(spacing: 10) {
                        Button(role: .destructive, action: { lastAction = "pro large destructive" }) { pressMe }
                            .controlSize(.large)
                        Button(action: { lastAction = "pro small" }) { pressMe }
                            .controlSize(.small)
                    }
                    HStack(spacing: 10) {
                        ForEach(Self.sizes, id: \.name) { size in
                            Button(size.name) { lastAction = "pro \(size.name)" }
                                .controlSize(size.value)
                        }
                    }
                }
                .buttonStyle(.roundedAndShadowPro)
            }

            TitledSample("Built-in styles (each button names its own)") {
                VStack(alignment: .leading, spacing: 8) {
                    HStack(spacing: 20) {
                        Button("Automatic") { lastAction = "automatic" }.buttonStyle(.automatic)
                        Button("Plain") { lastAction = "plain" }.buttonStyle(.plain)
                        Button("Borderless") { lastAction = "borderless" }.buttonStyle(.borderless)
                    }
                    HStack(spacing: 12) {
                        Button("Bordered") { lastAction = "bordered" }.buttonStyle(.bordered)
                        Button("Prominent") { lastAction = "prominent" }.buttonStyle(.borderedProminent)
                            .keyboardShortcut(.defaultAction)
                    }
                }
            }

            TitledSample("controlSize on .bordered, mini to large") {
                HStack(spacing: 10) {
                    ForEach(Self.sizes, id: \.name) { size in
                        Button(size.name) { lastAction = "bordered \(size.name)" }
                            .controlSize(size.value)
                    }
                }
                .buttonStyle(.bordered)
            }

            TitledSample("Roles: destructive and cancel") {
                HStack(spacing: 10) {
                    Button("Delete", role: .destructive) { lastAction = "destructive" }
                        .buttonStyle(.bordered)
                    Button("Delete", role: .destructive) { lastAction = "destructive prominent" }
                        .buttonStyle(.borderedProminent)
                    Button("Remove", role: .destructive) { lastAction = "destructive automatic" }
                    Button("Cancel", role: .cancel) { lastAction = "cancel" }
                        .buttonStyle(.bordered)
                        .keyboardShortcut(.cancelAction)
                }
            }

            Text("Last action: \(lastAction)").font(.footnote).foregroundColor(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    private static let sizes: [(name: String, value: ControlSize)] = [
        ("Mini", .mini), ("Small", .small), ("Regular", .regular), ("Large", .large),
    ]
}

#Preview("Button styles: long press, pressed, sizes, roles", traits: .fixedLayout(width: 390, height: 700)) {
    ButtonStylesScreen()
}

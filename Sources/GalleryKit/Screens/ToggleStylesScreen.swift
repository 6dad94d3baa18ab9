import Atelier

/// Toggles and ToggleStyles from the seeds: a plain Wi-Fi switch first (its state echoed in text and a
/// colour swatch so a screenshot shows it), then Toggle's initializers, the built-in styles, a custom
/// style set once on a VStack, the flipping GeometryEffect style, and switches drawn from scratch.
struct ToggleStylesScreen: View {
    @State private var wifi = false

    @State private var airplaneMode = false
    @State private var styledLabel = true
    @State private var bluetooth = true

    @State private var buttonStyled = true
    @State private var checkbox = true
    @State private var bookmarked = false

    @State private var arEnabled = true
    @State private var location = false

    @State private var mapShown = false
    @State private var mapFlipped = false
    @State private var listShown = true
    // Starts on the back face so the first frame agrees with the 180° angle the effect starts at.
    @State private var listFlipped = true

    @State private var symbolAirplane = false
    @State private var symbolCheck = true
    @State private var darkMode = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 14) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(wifi ? Color.blue : Color.gray)
                    .frame(width: 60, height: 60)
                VStack(alignment: .leading, spacing: 4) {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Text(wifi ? "Wi-Fi is on" : "Wi-Fi is off").foregroundColor(.secondary)
                }
            }

            TitledSample("Toggle initializers") {
                VStack(spacing: 6) {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    Toggle(isOn: $styledLabel) {
                        // Fixed size: a stack offers a label only its share of the row, and the switch's
                        // spacer would otherwise take half of it.
                        Text("Airplane mode")
                            .font(.system(.title, design: .rounded))
                            .bold()
                            .fixedSize()
                    }
                    Toggle(isOn: $styledLabel) {
                        HStack {
                            Text("Airplane mode")
                            Image(systemName: "airplane")
                        }
                        .font(.system(size: 20))
                        .fixedSize()
                    }
                    Toggle("Bluetooth", systemImage: "antenna.radiowaves.left.and.right", isOn: $bluetooth)
                        .toggleStyle(.switch)
                        .tint(.orange)
                }
            }

            TitledSample(".button, .checkbox · .button with tint and clipShape") {
                HStack(spacing: 16) {
                    Toggle("Button", isOn: $buttonStyled).toggleStyle(.button).fixedSize()
                    Toggle("Checkbox", isOn: $checkbox).toggleStyle(.checkbox).fixedSize()
                    Spacer(minLength: 0)
                    Toggle(isOn: $bookmarked) {
                        Image(systemName: bookmarked ? "bookmark.fill" : "bookmark")
                            .font(.system(size: 40))
                    }
                    .tint(.green)
                    .toggleStyle(.button)
                    .clipShape(Circle())
                }
            }

            TitledSample("One ToggleStyle set on a VStack · flipping GeometryEffect") {
                HStack(spacing: 16) {
                    VStack(alignment: .trailing, spacing: 8) {
                        Toggle(isOn: $arEnabled) {
                            HStack {
                                Image(systemName: "arkit")
                                Text("是否開啟AR功能：")
                            }
                            .fixedSize()
                        }
                        Toggle("Location:", isOn: $location).fixedSize()
                    }
                    .toggleStyle(SquareSwitchToggleStyle())

                    Spacer(minLength: 0)

                    Toggle(isOn: $mapShown) { FlipFace(flipped: mapFlipped) }
                        .toggleStyle(FlippingToggleStyle(flipped: $mapFlipped))
                    Toggle(isOn: $listShown) { FlipFace(flipped: listFlipped) }
                        .toggleStyle(FlippingToggleStyle(flipped: $listFlipped))
                }
            }

            TitledSample("Drawn from scratch: SymbolToggleStyle · .toggleStyle(.image)") {
                VStack(spacing: 8) {
                    Toggle(isOn: $symbolAirplane) { Text("Airplane mode") }
                        .toggleStyle(SymbolToggleStyle(systemImage: "airplane", activeColor: .purple))
                    Toggle(isOn: $symbolCheck) { Text("Default symbol") }
                        .toggleStyle(SymbolToggleStyle())
                    Toggle(isOn: $darkMode) {
                        Text("Light/Dark mode").foregroundColor(darkMode ? .white : .black)
                    }
                    .toggleStyle(.image)
                    .padding(8)
                    .background(darkMode ? Color.black.opacity(0.6) : Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Toggles and ToggleStyles", traits: .fixedLayout(width: 390, height: 640)) {
    ToggleStylesScreen()
}

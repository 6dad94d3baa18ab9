import Atelier

/// A square-cornered switch, red when off and green when on, with the label to its left (Seed 000's
/// `MyToggleStyle1`). Set on a container, it reaches every Toggle inside through the environment.
struct SquareSwitchToggleStyle: ToggleStyle {
    let width: CGFloat = 50

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label

            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: width, height: width / 2)
                    .foregroundColor(configuration.isOn ? .green : .red)

                RoundedRectangle(cornerRadius: 4)
                    .frame(width: width / 2 - 4, height: width / 2 - 6)
                    .padding(4)
                    .foregroundColor(.white)
                    // Only the knob reacts, as in the article: tapping the label does nothing.
                    .onTapGesture {
                        withAnimation {
                            configuration.$isOn.wrappedValue.toggle()
                        }
                    }
            }
        }
    }
}

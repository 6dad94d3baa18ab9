import Atelier

/// The gallery's window: a sidebar with one button per screen and a light/dark switch, and the chosen
/// screen beside it, scrollable when the window is smaller than the screen.
public struct GalleryView: View {
    @State private var selection: String
    /// Whether the window is dark whatever the desktop says (`preferredColorScheme`).
    @State private var prefersDark = false

    /// Opens on the screen named `initialScreen` (the first screen when there is none of that name).
    public init(initialScreen: String? = nil) {
        let names = GalleryScreens.all.map(\.name)
        _selection = State(initialValue: initialScreen.flatMap { names.contains($0) ? $0 : nil } ?? names.first ?? "")
    }

    /// The sidebar and the selected screen side by side.
    public var body: some View {
        HStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(GalleryScreens.all, id: \.name) { screen in
                        Button {
                            selection = screen.name
                        } label: {
                            Text(screen.title)
                                .font(.callout)
                                .foregroundStyle(screen.name == selection ? Color.white : Color.primary)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal, 10)
                                .padding(.vertical, 6)
                                .background(screen.name == selection ? Color.accentColor : Color.clear,
                                            in: RoundedRectangle(cornerRadius: 6))
                        }
                        .buttonStyle(.plain)
                    }
                    Divider().padding(.vertical, 6)
                    Toggle("Dark mode", isOn: $prefersDark)
                        .font(.callout)
                        .padding(.horizontal, 10)
                }
                .padding(8)
            }
            .frame(width: 220)
            .background(Color(uiColor: .secondarySystemBackground))
            Divider()
            ScrollView {
                if let screen = GalleryScreens.all.first(where: { $0.name == selection }) {
                    screen.view
                        .frame(width: screen.size.width, height: screen.size.height)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .preferredColorScheme(prefersDark ? .dark : nil)
    }
}

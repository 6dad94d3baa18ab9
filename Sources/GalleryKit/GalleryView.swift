import Atelier

/// The gallery's window: a sidebar with one button per screen, and the chosen screen beside it,
/// scrollable when the window is smaller than the screen.
public struct GalleryView: View {
    @State private var selection: String

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
                }
                .padding(8)
            }
            .frame(width: 220)
            .background(Color(white: 0.95))
            Divider()
            ScrollView {
                if let screen = GalleryScreens.all.first(where: { $0.name == selection }) {
                    screen.view
                        .frame(width: screen.size.width, height: screen.size.height)
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }
}

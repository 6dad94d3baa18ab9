import Atelier

/// The gallery's window: a split view, the sidebar listing the screens (and a light/dark switch), the
/// chosen screen in the detail column, scrollable when the window is smaller than the screen. In a window
/// narrower than the split view's collapse width, the sidebar alone, each screen pushed over it.
public struct GalleryView: View {
    @State private var selection: String
    /// Whether the window is dark whatever the desktop says (`preferredColorScheme`).
    @State private var prefersDark = false

    /// Opens on the screen named `initialScreen` (the first screen when there is none of that name).
    public init(initialScreen: String? = nil) {
        let names = GalleryScreens.all.map(\.name)
        _selection = State(initialValue: initialScreen.flatMap { names.contains($0) ? $0 : nil } ?? names.first ?? "")
    }

    /// The sidebar and the selected screen.
    public var body: some View {
        NavigationSplitView {
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(GalleryScreens.all, id: \.name) { screen in
                        NavigationLink(value: screen.name) {
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
                        .simultaneousGesture(TapGesture().onEnded { selection = screen.name })
                    }
                    Divider().padding(.vertical, 6)
                    Toggle("Dark mode", isOn: $prefersDark)
                        .font(.callout)
                        .padding(.horizontal, 10)
                }
                .padding(8)
            }
            .background(Color(uiColor: .secondarySystemBackground))
            .navigationTitle("Atelier")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: String.self) { name in ScreenPage(name: name) }
            .navigationSplitViewColumnWidth(220)
        } detail: {
            ScreenPage(name: selection)
        }
        .preferredColorScheme(prefersDark ? .dark : nil)
    }
}

/// One screen of the gallery at its size, in a scroll view, titled inline.
private struct ScreenPage: View {
    let name: String
    var body: some View {
        ScrollView {
            if let screen = GalleryScreens.all.first(where: { $0.name == name }) {
                screen.view
                    .frame(width: screen.size.width, height: screen.size.height)
                    .frame(maxWidth: .infinity)
            }
        }
        .navigationTitle(GalleryScreens.all.first(where: { $0.name == name })?.title ?? "")
        .navigationBarTitleDisplayMode(.inline)
    }
}

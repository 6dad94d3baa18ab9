import Atelier

/// TabView both ways: a tab bar of four tabs (a badge on one, the selection shown above it), and pages of
/// colour with their dots, one on a dark capsule.
struct TabsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tab bar").font(.headline).padding(.horizontal)
            TabBarSample()
                .frame(height: 300)
                .border(Color(uiColor: .separator))
            Text("Pages").font(.headline).padding(.horizontal)
            HStack(spacing: 12) {
                PagesSample()
                PagesSample()
                    .indexViewStyle(.page(backgroundDisplayMode: .always))
            }
            .frame(height: 160)
            .padding(.horizontal)
        }
        .padding(.vertical)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private enum SampleTab: Hashable { case home, inbox, search, settings }

/// Four tabs with their own state; the inbox has a badge.
private struct TabBarSample: View {
    @State private var selection = SampleTab.home
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            VStack(spacing: 12) {
                Text("Home").font(.title2.bold())
                Button("Read one") { if unread > 0 { unread -= 1 } }
                    .buttonStyle(.bordered)
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(SampleTab.home)

            Text("Inbox: \(unread) unread")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(unread)
                .tag(SampleTab.inbox)

            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(SampleTab.search)

            Text("Settings")
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(SampleTab.settings)
        }
    }
}

/// Three pages of colour, swiped sideways.
private struct PagesSample: View {
    var body: some View {
        TabView {
            ForEach([Color.blue, Color.orange, Color.purple], id: \.self) { color in
                ZStack {
                    color
                    Text("Swipe me").foregroundColor(.white).font(.headline)
                }
            }
        }
        .tabViewStyle(.page)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("TabView: tab bar with a badge, pages with dots", traits: .fixedLayout(width: 390, height: 560)) {
    TabsScreen()
}

import Atelier

/// Values that travel up the tree: labels made as wide as the widest (a measuring preference), a ring drawn
/// over the selected item from its anchor, tabs whose indicator follows the selection (matchedGeometryEffect),
/// and a bar set into a list's bottom edge (safeAreaInset).
struct PreferencesScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            TitledSample("preference + onPreferenceChange: equal widths") { EqualWidthLabels() }
            TitledSample("anchorPreference + overlayPreferenceValue") { AnchoredRing() }
            TitledSample("matchedGeometryEffect: the indicator follows the tab") { MatchedTabs() }
            TitledSample("safeAreaInset(edge: .bottom)") {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { Text($0) }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .safeAreaInset(edge: .bottom, spacing: 6) {
                    Text("3 mailboxes").font(.caption).frame(maxWidth: .infinity).padding(6)
                        .background(Color(uiColor: .secondarySystemBackground))
                }
                .padding(8)
                .frame(height: 120)
                .border(Color.gray.opacity(0.4))
            }
        }
        .padding()
    }
}

/// The widest of its subtree's widths.
private struct WidestWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct EqualWidthLabels: View {
    @State private var width: CGFloat?
    var body: some View {
        HStack(spacing: 8) {
            ForEach(["Yes", "Maybe", "Not now"], id: \.self) { title in
                Text(title)
                    .padding(.horizontal, 10).padding(.vertical, 6)
                    .background(GeometryReader { Color.clear.preference(key: WidestWidth.self, value: $0.size.width) })
                    .frame(width: width)
                    .background(Color.accentColor.opacity(0.15), in: Capsule())
            }
        }
        .onPreferenceChange(WidestWidth.self) { width = $0 }
    }
}

/// The selected item's bounds, as an anchor.
private struct SelectedBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct AnchoredRing: View {
    var body: some View {
        HStack(spacing: 14) {
            ForEach(0..<4, id: \.self) { i in
                Circle().fill(Color.orange).frame(width: 30, height: 30)
                    .anchorPreference(key: SelectedBounds.self, value: .bounds) { i == 2 ? $0 : nil }
            }
        }
        .padding(6)
        .overlayPreferenceValue(SelectedBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Circle().stroke(Color.blue, lineWidth: 3)
                        .frame(width: rect.width + 10, height: rect.height + 10)
                        .offset(x: rect.minX - 5, y: rect.minY - 5)
                }
            }
        }
    }
}

private struct MatchedTabs: View {
    @Namespace private var tabs
    @State private var selected = "Photos"
    var body: some View {
        HStack(spacing: 0) {
            ForEach(["Library", "Photos", "Search"], id: \.self) { name in
                Button { withAnimation(.spring()) { selected = name } } label: {
                    Text(name).frame(width: 90, height: 34)
                }
                .buttonStyle(.plain)
                .matchedGeometryEffect(id: name, in: tabs)
            }
        }
        .background {
            Capsule().fill(Color.accentColor.opacity(0.2)).matchedGeometryEffect(id: selected, in: tabs, isSource: false)
        }
    }
}

#Preview("Preferences, anchors, matched geometry, safe area insets", traits: .fixedLayout(width: 390, height: 460)) {
    PreferencesScreen()
}

import Foundation

/// What `searchable(text:placement:prompt:)` makes of its content: a search field above it (under the
/// navigation bar, where the content is a navigation stack's), with `isSearching` and `dismissSearch` for
/// the content. Filtering is the program's, through the text binding; Return in the field runs the
/// `onSubmit(of: .search)` actions around it.
struct SearchableModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: Text?
    @FocusState private var isFocused: Bool

    @MainActor func body(content: Content) -> some View {
        let text = self.text, focus = $isFocused
        let searching = isFocused || !text.wrappedValue.isEmpty
        return VStack(spacing: 0) {
            SearchField(text: text, prompt: prompt ?? Text("Search"), isFocused: focus)
                .padding(.horizontal, SearchFieldMetrics.horizontalMargin)
                .padding(.vertical, SearchFieldMetrics.verticalMargin)
            content
                .frame(maxHeight: .infinity)
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, DismissSearchAction {
                    text.wrappedValue = ""
                    focus.wrappedValue = false
                })
        }
        // The field belongs to the bar: a list under it shows its background behind both, as on iOS.
        .transformAnchorPreference(key: ScrollEdgeBackgroundPreference.self, value: .bounds) { edge, bounds in
            if let color = edge?.color { edge = ScrollEdgeBackground(color: color, bounds: bounds) }
        }
    }
}

/// iOS's search bar field: a magnifying glass and the prompt (secondary) in a rounded tertiarySystemFill
/// capsule 36 points high, with a clear button while it holds text.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text
    let isFocused: FocusState<Bool>.Binding

    var body: some View {
        let text = self.text
        return HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField(text: text, prompt: prompt) { prompt }
                .textFieldStyle(.plain)
                .focused(isFocused)
                .transformEnvironment(\.submitActions) { actions in
                    // The field's Return is a search submission: it runs the `.search` actions only.
                    actions = actions.filter { $0.triggers.contains(.search) }
                        .map { SubmitAction(triggers: .text, action: $0.action) }
                }
            if !text.wrappedValue.isEmpty {
                Image(systemName: "xmark.circle.fill")
                    .foregroundStyle(.secondary)
                    .onTapGesture { text.wrappedValue = "" }
            }
        }
        .padding(.horizontal, 8)
        .frame(height: SearchFieldMetrics.height)
        .background(Color(provider: .dynamic(SystemPalette.tertiarySystemFill)),
                    in: RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius, style: .continuous))
    }
}

/// The numbers of the search field: Atelier's estimates of iOS's search bar (Apple publishes none).
enum SearchFieldMetrics {
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let horizontalMargin: CGFloat = 16
    static let verticalMargin: CGFloat = 8
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
    }
}

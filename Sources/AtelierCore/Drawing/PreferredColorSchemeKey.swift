/// The colour scheme a view asks its window for (`preferredColorScheme`): the first in tree order wins.
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) { value = value ?? nextValue() }
}

/// Applies the tree's preferred colour scheme to the root's environment after each layout: the window's
/// views and its background follow it, and the host's own scheme comes back when no view asks any more.
@MainActor final class PreferredColorSchemeApplier {
    private weak var graph: ViewGraph?
    /// The scheme the host gave the root, kept while a preferred one replaces it.
    private var hostScheme: ColorScheme
    /// The scheme this applier last set.
    private var applied: ColorScheme?

    init(graph: ViewGraph) {
        self.graph = graph
        hostScheme = graph.environment.colorScheme
        graph.preferenceReaders.addRootReader { [weak self] in self?.apply() ?? false }
    }

    private func apply() -> Bool {
        guard let graph else { return false }
        let current = graph.environment.colorScheme
        // Changed since this applier set it: the host set its own (the desktop switched).
        if current != applied { hostScheme = current }
        let wanted = (graph.root.preferenceValue(PreferredColorSchemeKey.self) ?? nil) ?? hostScheme
        applied = wanted
        guard wanted != current else { return false }
        graph.environment.colorScheme = wanted
        return true
    }
}

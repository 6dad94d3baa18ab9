import Foundation

private struct LabelsVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether controls inside show their labels (`labelsHidden()` hides them); pickers, date pickers and
    /// colour pickers read it.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view (they stay for accessibility in
    /// SwiftUI; here they are not drawn).
    nonisolated public func labelsHidden() -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.labelsVisibility, value: .hidden))
    }

    /// Controls the visibility of labels of any controls contained within this view.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.labelsVisibility, value: visibility))
    }
}

/// A control's label where the environment may hide it: nothing when labels are hidden.
struct ControlLabel<Content: View>: View {
    let content: Content
    @Environment(\.labelsVisibility) private var visibility

    var body: some View {
        if visibility != .hidden { content }
    }
}

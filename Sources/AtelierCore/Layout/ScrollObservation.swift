import Foundation

/// What a scroll view remembers for the modifiers that observe it: each geometry action's last value, the
/// position binding's last value, whether the user scrolled since the binding was written, and a program's
/// scroll to a view still being corrected (a lazy row is placed by estimate until it is made).
@MainActor final class ScrollObservation {
    var geometryValues: [Any?] = []
    var lastPosition: ScrollPositionBinding.Value?
    var userScrolled = false
    /// A program's scroll to a view: its identity, anchor, and the corrections left.
    var pendingView: (id: AnyHashable, anchor: UnitPoint?, stepsLeft: Int)?
    /// Set when something to deliver changed without a layout (a scroll).
    var isDirty = true

    /// The modifiers were evaluated again: the actions keep their last values by position.
    func configurationDidChange(_ configuration: ScrollViewConfiguration, in node: ViewNode) {
        let count = configuration.geometryActions.count
        if geometryValues.count != count {
            geometryValues = Array(geometryValues.prefix(count)) + Array(repeating: nil, count: max(0, count - geometryValues.count))
        }
        isDirty = true
        // A program's new position is followed after the next layout, even one that lays nothing out.
        if let position = configuration.position, position.value != lastPosition { node.graph.preferencesChanged() }
    }

    /// The offset changed: the readers read again after the next layout, even one that lays nothing out.
    func offsetDidChange(in node: ViewNode) {
        isDirty = true
        node.graph.preferencesChanged()
    }

    /// The user scrolled: the binding follows.
    func userDidScroll() { userScrolled = true }
}

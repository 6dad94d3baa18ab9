import Foundation

// Feedback is haptic (or a system sound) on a phone or a watch; a desktop window plays none, so these modifiers
// accept their arguments and leave the view as it is.
extension View {
    /// Plays `feedback` when `trigger` changes: nothing on a desktop.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values: nothing on a desktop.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Plays the feedback the closure returns for the old and new values when `trigger` changes: nothing on a desktop.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }

    /// Plays the feedback the closure returns when `trigger` changes: nothing on a desktop.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}

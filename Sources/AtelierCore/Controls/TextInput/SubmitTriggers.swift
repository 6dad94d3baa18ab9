import Foundation

/// Which submissions an `onSubmit` action answers: a text field's (Return), a search field's.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates triggers from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Return in a text field, secure field or other text input.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An `onSubmit` action with its triggers, as the environment keeps them for the fields inside.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user submits a text field inside this view (Return); nested `onSubmit`
    /// actions all run, innermost first.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append(SubmitAction(triggers: triggers, action: action)) }
    }

    /// Stops submissions from reaching the `onSubmit` actions outside this view.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0.removeAll() } }
    }
}

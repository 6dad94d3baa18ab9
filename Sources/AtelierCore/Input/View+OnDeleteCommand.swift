import Foundation

extension View {
    /// Sets up an action that triggers in response to receiving the delete command (Backspace or Delete)
    /// while the view has focus (held, it repeats); a nil action adds none.
    @_disfavoredOverload
    nonisolated public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        modifier(_KeyPressModifier(matches: { ($0.key == .delete || $0.key == .deleteForward) && action != nil },
                                   phases: [.down, .repeat], action: { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }))
    }
}

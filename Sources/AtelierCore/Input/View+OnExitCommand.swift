import Foundation

extension View {
    /// Sets up an action that triggers in response to receiving the exit command (Escape) while the view has
    /// focus; a nil action adds none.
    @_disfavoredOverload
    nonisolated public func onExitCommand(perform action: (() -> Void)?) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == .escape && action != nil }, phases: .down, action: { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }))
    }
}

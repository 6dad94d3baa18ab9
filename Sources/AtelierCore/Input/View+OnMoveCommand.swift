import Foundation

extension View {
    /// Adds an action to perform in response to a move command, like when the user presses an arrow key while
    /// the view has focus (held, it repeats); a nil action adds none.
    @_disfavoredOverload
    nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        // Arrows with a modifier are other commands (Shift extends a selection, Control moves by word).
        modifier(_KeyPressModifier(matches: { $0.modifiers.subtracting([.numericPad, .capsLock]).isEmpty && MoveCommandDirection($0.key) != nil && action != nil },
                                   phases: [.down, .repeat], action: { press in
            guard let action, let direction = MoveCommandDirection(press.key) else { return .ignored }
            action(direction)
            return .handled
        }))
    }
}

import Foundation

extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view has focus (on key
    /// down and repeat).
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == key }, phases: [.down, .repeat], action: { _ in action() }))
    }

    /// Performs an action if the user presses a key on a hardware keyboard while the view has focus, in the
    /// given phases.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == key }, phases: phases, action: action))
    }

    /// Performs an action if the user presses one or more keys on a hardware keyboard while the view has focus.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { keys.contains($0.key) }, phases: phases, action: action))
    }

    /// Performs an action if the user presses keys that type characters in the set while the view has focus:
    /// every character the press types must be in it.
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, phases: phases, action: action))
    }

    /// Performs an action if the user presses any key on a hardware keyboard while the view has focus.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { _ in true }, phases: phases, action: action))
    }

    /// Performs an action if the user presses any key on a hardware keyboard while the view has focus (on key
    /// down and repeat).
    nonisolated public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: [.down, .repeat], action: action)
    }
}

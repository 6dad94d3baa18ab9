import Foundation

extension TextInputNode: SemanticsNode {
    /// A field is one element: named by its prompt, its text as value (bullets for a secure field, never the
    /// text), with the caret and selection; an assistive technology can replace the text.
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        let role: AccessibilityRole = isSecure ? .secureTextField : kind == .editor ? .textEditor : .textField
        let element = SemanticsElement(id: builder.elementID(for: self), role: role,
                                       label: configuration?.prompt?.plainString ?? "", frameNodes: [self])
        let shown = inspection
        let text = shown.text
        func characters(_ utf8: Int) -> Int { String(decoding: text.utf8.prefix(max(0, utf8)), as: UTF8.self).count }
        let selection = characters(shown.selection.lowerBound)..<characters(shown.selection.upperBound)
        element.value = text
        element.text = AccessibilityTextState(text: text, caret: selection.upperBound, selection: selection)
        element.states = [.editable, .focusable]
        if kind != .singleLine { element.states.insert(.multiline) }
        if isFocused { element.states.insert(.focused) }
        if !environment.isEnabled { element.states.insert(.disabled) }
        if environment.isEnabled, let binding = configuration?.text {
            element.performers.setText = { binding.wrappedValue = $0 }
            element.performers.activate = { [weak self] in self?.takeFocus() }
        }
        element.performers.focusNode = self
        return [element]
    }
}

import Foundation

extension TextNode: SemanticsNode {
    /// A text is static text, labelled with its whole string (a truncated text reads in full).
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        let string = fullString
        guard !string.isEmpty else { return [] }
        return [SemanticsElement(id: builder.elementID(for: self), role: .staticText, label: string,
                                 traits: .isStaticText, frameNodes: [self])]
    }
}

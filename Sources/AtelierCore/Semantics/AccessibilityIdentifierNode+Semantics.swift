import Foundation

extension AccessibilityIdentifierNode: SemanticsNode {
    /// The identifier is given to each element of the view (UI automation finds them by it).
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        builder.childElements(of: self).map { element in
            let e = element.copy()
            e.identifier = identifier
            return e
        }
    }
}

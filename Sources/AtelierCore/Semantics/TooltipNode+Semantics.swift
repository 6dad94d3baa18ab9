import Foundation

/// A tooltip forms no accessibility element: its text is already the hint of the view it explains.
extension TooltipNode: SemanticsNode {
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] { [] }
}

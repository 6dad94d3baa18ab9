import Foundation

extension TextInputNode: TextInputInspectable {
    /// The field's state for tests: the text as drawn, the selection and composition (display offsets).
    var inspection: (text: String, selection: Range<Int>, marked: Range<Int>?) {
        (displayString, displayOffset(buffer.selection.lowerBound)..<displayOffset(buffer.selection.upperBound),
         buffer.marked.map { displayOffset($0.lowerBound)..<displayOffset($0.upperBound) })
    }
}

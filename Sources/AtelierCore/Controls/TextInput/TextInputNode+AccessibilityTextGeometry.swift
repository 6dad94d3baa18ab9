import Foundation

// A field's characters where the field draws them: the caret positions either side of each, on the lines a
// range covers, moved by the field's scroll and by the render effects above it (a scroll view's offset).
extension TextInputNode: AccessibilityTextGeometry {
    /// The UTF-8 offset, in the drawn string, of the character at a Unicode scalar offset.
    private func drawnOffset(scalar offset: Int, in scalars: String.UnicodeScalarView) -> Int {
        String(String.UnicodeScalarView(scalars.prefix(offset))).utf8.count
    }

    func accessibilityFrame(ofCharacters range: Range<Int>) -> CGRect? {
        let scalars = displayString.unicodeScalars
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= scalars.count, frame.hasFiniteArea else { return nil }
        let layout = currentLayout
        guard !layout.lines.isEmpty else { return nil }
        let lower = drawnOffset(scalar: range.lowerBound, in: scalars)
        let upper = drawnOffset(scalar: range.upperBound, in: scalars)
        let origin = CGPoint(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        // As the selection is drawn: a rectangle over each line's part of the range.
        var union = CGRect.null
        let first = layout.lineIndex(of: lower), last = layout.lineIndex(of: upper)
        for i in first...max(first, last) {
            let line = layout.lines[i]
            let from = layout.caretX(at: max(lower, line.range.lowerBound), line: i)
            let to = layout.caretX(at: min(upper, line.range.upperBound), line: i)
            union = union.union(CGRect(x: origin.x + min(from, to), y: origin.y + line.frame.minY,
                                       width: abs(to - from), height: line.frame.height))
        }
        guard !union.isNull else { return nil }
        let drawn = union.projected(by: windowProjection(inner: false))
        return drawn.minX.isFinite && drawn.minY.isFinite && drawn.width.isFinite && drawn.height.isFinite ? drawn : nil
    }

    func accessibilityCharacterOffset(at point: CGPoint) -> Int? {
        guard let local = localPoint(fromWindow: point, inner: false) else { return nil }
        let drawn = displayOffset(offset(at: local))
        return String(decoding: displayString.utf8.prefix(drawn), as: UTF8.self).unicodeScalars.count
    }
}

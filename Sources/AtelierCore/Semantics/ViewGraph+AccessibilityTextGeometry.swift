import Foundation

// Where a text element's characters are, asked of the view that lays its text out (the element's focus
// node, else the first of the nodes it covers that knows).
extension ViewGraph {
    /// The window frame, in points, of the characters in `range` (Unicode scalar offsets) of a text element;
    /// nil when the element is gone, has no laid-out text, or the range leaves its text.
    public func accessibilityFrame(ofCharacters range: Range<Int>, in element: AccessibilityElementID) -> CGRect? {
        textGeometry(of: element)?.accessibilityFrame(ofCharacters: range)
    }

    /// The offset (in Unicode scalars) of a text element's character nearest a window point, in points.
    public func accessibilityCharacterOffset(at point: CGPoint, in element: AccessibilityElementID) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return textGeometry(of: element)?.accessibilityCharacterOffset(at: point)
    }

    private func textGeometry(of id: AccessibilityElementID) -> AccessibilityTextGeometry? {
        guard let element = semanticsElement(id), element.text != nil else { return nil }
        if let own = element.performers.focusNode as? AccessibilityTextGeometry { return own }
        return element.frameNodes.lazy.compactMap { $0 as? AccessibilityTextGeometry }.first
    }
}

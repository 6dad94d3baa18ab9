import Foundation

/// A view whose text an assistive technology reads by character (a text field or editor): where its
/// characters are drawn and which one lies at a point, for AT-SPI's character and range extents. Offsets
/// count Unicode scalars of the element's exposed text (bullets for a secure field), as `AccessibilityTextState`.
@MainActor protocol AccessibilityTextGeometry: AnyObject {
    /// The window frame, in points, covering the characters in `range`; nil when the range is empty or
    /// leaves the text.
    func accessibilityFrame(ofCharacters range: Range<Int>) -> CGRect?
    /// The offset of the character nearest a window point (in points); nil when the view cannot tell.
    func accessibilityCharacterOffset(at point: CGPoint) -> Int?
}

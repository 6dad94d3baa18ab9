import Foundation

/// A window's accessibility tree as a platform bridge reads it (AT-SPI on the Linux desktop): the tree after
/// the latest frame's semantics phase, and the requests an assistive technology makes of its elements. All on
/// the main actor; a request answers false when the element is gone or cannot do it.
@_spi(Backend) @MainActor public protocol AccessibilityTreeSource: AnyObject {
    /// The window's element, with the tree under it, as of the latest frame.
    var accessibilityRoot: AccessibilityElement { get }
    /// Called after a frame whose semantics changed (the bridge compares the trees and sends events).
    var onAccessibilityTreeChanged: (() -> Void)? { get set }
    /// Performs an action of an element, as a tap or a key would.
    func performAccessibilityAction(_ action: AccessibilityElementAction, on element: AccessibilityElementID) -> Bool
    /// Sets an adjustable element's value (clamped to its range and step).
    func setAccessibilityValue(_ value: Double, on element: AccessibilityElementID) -> Bool
    /// Replaces a text element's text.
    func setAccessibilityText(_ text: String, on element: AccessibilityElementID) -> Bool
    /// Gives an element keyboard focus.
    func focusAccessibilityElement(_ element: AccessibilityElementID) -> Bool
    /// The window frame, in points, of a text element's characters in `range` (Unicode scalar offsets).
    func accessibilityFrame(ofCharacters range: Range<Int>, in element: AccessibilityElementID) -> CGRect?
    /// The offset of a text element's character nearest a window point, in points.
    func accessibilityCharacterOffset(at point: CGPoint, in element: AccessibilityElementID) -> Int?
}

extension AccessibilityTreeSource {
    /// No character geometry: a source without laid-out text.
    public func accessibilityFrame(ofCharacters range: Range<Int>, in element: AccessibilityElementID) -> CGRect? { nil }
    /// No character geometry: a source without laid-out text.
    public func accessibilityCharacterOffset(at point: CGPoint, in element: AccessibilityElementID) -> Int? { nil }
}

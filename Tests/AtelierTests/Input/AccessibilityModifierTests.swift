import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

// The accessibility modifiers store their properties in the node tree (issue 12), where an accessibility
// export will read them: one element per run of modifiers around a view, at the view's frame.

private struct Row: View {
    let hideSecond: Bool
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
                .accessibilityLabel("Close")
                .accessibilityHint(Text("Closes the window"))
                .accessibilityAddTraits([.isButton, .isSelected])
                .accessibilityRemoveTraits(.isSelected)
                .accessibilityValue("3 windows")
            Color.blue.frame(width: 40, height: 20)
                .accessibilityLabel("Hidden when asked")
                .accessibilityHidden(hideSecond)
            HStack { Text("Wi-Fi"); Text("On") }
                .accessibilityElement(children: .combine)
            VStack { Text("inner").accessibilityLabel("Inner label") }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Group")
        }
    }
}

@preconcurrency @MainActor final class AccessibilityModifierTests: XCTestCase {
    func testAccessibilityPropertiesAreKeptPerViewInTheNodeTree() {
        let host = TestHost(Row(hideSecond: false), size: CGSize(width: 200, height: 200))
        let elements = host.accessibilityElements
        XCTAssertEqual(elements.map(\.label), ["Close", "Hidden when asked", "Wi-Fi, On", "Group", "Inner label"])
        let close = elements[0]
        XCTAssertEqual(close.hint, "Closes the window")
        XCTAssertEqual(close.value, "3 windows")
        XCTAssertEqual(close.traits, .isButton, "added, then one removed again")
        XCTAssertEqual(close.frame.size, CGSize(width: 40, height: 20), "the frame of the view the modifiers wrap")
        XCTAssertEqual(elements[2].children, .combine)
        XCTAssertEqual(elements[3].children, .contain)
        // Hidden: the element and its subtree are gone.
        let hidden = TestHost(Row(hideSecond: true), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(hidden.accessibilityElements.map(\.label), ["Close", "Wi-Fi, On", "Group", "Inner label"])
        // Nothing drawn changes.
        XCTAssertEqual(hidden.pngData(), host.pngData())
    }
}

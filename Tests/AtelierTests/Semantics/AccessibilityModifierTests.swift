import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

// The accessibility modifiers change the elements the semantics phase builds from the views they modify.

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
    func testAccessibilityPropertiesApplyToTheElementsOfTheViewTheyModify() {
        let host = TestHost(Row(hideSecond: false), size: CGSize(width: 200, height: 200))
        let top = host.accessibilityTree.children
        XCTAssertEqual(top.map(\.label), ["Close", "Hidden when asked", "Wi-Fi, On", "Group"])
        let close = top[0]
        XCTAssertEqual(close.hint, "Closes the window")
        XCTAssertEqual(close.value, "3 windows")
        XCTAssertEqual(close.traits, .isButton, "added, then one removed again")
        XCTAssertEqual(close.role, .button, "a colour given the button trait is a button")
        XCTAssertEqual(close.frame.size, CGSize(width: 40, height: 20), "the frame of the view the modifiers wrap")
        XCTAssertEqual(top[2].role, .staticText, "two texts combined are one text")
        XCTAssertTrue(top[2].children.isEmpty)
        XCTAssertEqual(top[3].role, .group, "a container")
        XCTAssertEqual(top[3].children.map(\.label), ["Inner label"])
        // Hidden: the element and its subtree are gone.
        let hidden = TestHost(Row(hideSecond: true), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(hidden.accessibilityTree.children.map(\.label), ["Close", "Wi-Fi, On", "Group"])
        // Nothing drawn changes.
        XCTAssertEqual(hidden.pngData(), host.pngData())
    }
}

import XCTest
import Atelier
import AtelierTesting
import __APP__Kit

/// ContentView as a user sees it: where things are, their colours, and what a tap does.
@preconcurrency @MainActor final class ContentViewTests: XCTestCase {
    let size = CGSize(width: 420, height: 360)

    func testTheBadgeFromTheAssetCatalogueShowsAboveTheGreeting() throws {
        let host = TestHost(ContentView(), size: size)
        XCTAssertEqual(host.texts, ["Hello from __NAME__", "Not tapped yet", "Tap me"])
        let badge = try XCTUnwrap(host.accessibilityElement(labeled: "Badge")?.frame)
        XCTAssertEqual(badge.size, CGSize(width: 96, height: 96))
        XCTAssertEqual(badge.midX, size.width / 2)
        // Badge.imageset is an orange disc: its centre is orange, its corners clear over the white window.
        XCTAssertEqual(host.color(at: CGPoint(x: badge.midX, y: badge.midY)), RGBA(r: 255, g: 149, b: 0, a: 255))
        XCTAssertEqual(host.color(at: CGPoint(x: badge.minX + 2, y: badge.minY + 2)), RGBA(r: 255, g: 255, b: 255, a: 255))
        let greeting = try XCTUnwrap(host.frame(ofText: "Hello from __NAME__"))
        XCTAssertEqual(greeting.minY, badge.maxY + 16, accuracy: 0.5)
    }

    func testTheLeafIsAVectorTintedWithTheBrandColour() throws {
        let host = TestHost(ContentView(), size: size)
        let leaf = try XCTUnwrap(host.accessibilityElement(labeled: "Leaf")?.frame)
        XCTAssertEqual(leaf.size, CGSize(width: 24, height: 24))
        // Leaf.imageset is a black SVG marked as a template: its shape takes Brand's light colour, and its corner,
        // outside the shape, shows the window.
        XCTAssertEqual(host.color(at: CGPoint(x: leaf.midX, y: leaf.midY)), RGBA(r: 88, g: 86, b: 214, a: 255))
        XCTAssertEqual(host.color(at: CGPoint(x: leaf.minX + 1, y: leaf.minY + 1)), RGBA(r: 255, g: 255, b: 255, a: 255))
        let greeting = try XCTUnwrap(host.frame(ofText: "Hello from __NAME__"))
        XCTAssertEqual(greeting.minX, leaf.maxX + 8, accuracy: 0.5)
    }

    func testTheButtonIsFilledWithTheBrandColour() throws {
        let light = TestHost(ContentView(), size: size)
        let title = try XCTUnwrap(light.frame(ofText: "Tap me"))
        // Beside its title, inside the button: Brand.colorset's light colour, then its dark one.
        let inside = CGPoint(x: title.minX - 4, y: title.midY)
        XCTAssertEqual(light.color(at: inside), RGBA(r: 88, g: 86, b: 214, a: 255))
        let dark = TestHost(ContentView().environment(\.colorScheme, .dark), size: size)
        XCTAssertEqual(dark.color(at: inside), RGBA(r: 94, g: 92, b: 230, a: 255))
        // With the desktop's higher contrast, the colour set's high-contrast variants.
        let increased = TestHost(ContentView().environment(\.colorSchemeContrast, .increased), size: size)
        XCTAssertEqual(increased.color(at: inside), RGBA(r: 54, g: 52, b: 163, a: 255))
        let darkIncreased = TestHost(ContentView().environment(\.colorScheme, .dark).environment(\.colorSchemeContrast, .increased),
                                     size: size)
        XCTAssertEqual(darkIncreased.color(at: inside), RGBA(r: 125, g: 122, b: 255, a: 255))
    }

    func testTapsAreCounted() {
        let host = TestHost(ContentView(), size: size)
        host.tap(onText: "Tap me")
        XCTAssertTrue(host.texts.contains("Tapped once"), "\(host.texts)")
        XCTAssertTrue(host.keyDown(.return), "Return is the button's shortcut")
        XCTAssertTrue(host.texts.contains("Tapped 2 times"), "\(host.texts)")
    }
}

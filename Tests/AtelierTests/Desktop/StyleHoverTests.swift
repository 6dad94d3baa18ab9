import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A custom style that gets hover the SwiftUI way: `onHover` in its body, a state per control.
private struct HoverCardStyle: ButtonStyle {
    @State private var isHovered = false
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(isHovered ? Color.orange : Color.gray)
            .onHover { isHovered = $0 }
    }
}

/// The built-in styles react to the resting pointer as macOS's and iPadOS's do (a subtle highlight), through the
/// same `onHover` a program's own style uses; hover changes pixels only while the pointer is there.
@preconcurrency @MainActor final class StyleHoverTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    /// A point inside the button's fill, clear of its label: just inside its leading edge.
    private func fillPoint(of title: String, in host: TestHost) -> CGPoint {
        let label = host.frame(ofText: title)!
        return CGPoint(x: label.minX - 5, y: label.midY)
    }

    private func assertHoverHighlights(_ view: some View, title: String, file: StaticString = #filePath, line: UInt = #line) {
        let host = TestHost(view, size: size)
        let p = fillPoint(of: title, in: host)
        let before = host.color(at: p)
        host.hover(at: p)
        let hovered = host.color(at: p)
        XCTAssertNotEqual(hovered, before, "the hovered button's fill changes", file: file, line: line)
        let change = abs(Int(hovered.r) - Int(before.r)) + abs(Int(hovered.g) - Int(before.g)) + abs(Int(hovered.b) - Int(before.b))
        XCTAssertLessThan(change, 60, "subtly", file: file, line: line)
        host.pointerExit()
        XCTAssertEqual(host.color(at: p), before, "back when the pointer leaves", file: file, line: line)
    }

    func testBorderedButtonHighlights() {
        assertHoverHighlights(Button("Bordered") {}.buttonStyle(.bordered), title: "Bordered")
    }

    func testBorderedProminentButtonHighlights() {
        assertHoverHighlights(Button("Prominent") {}.buttonStyle(.borderedProminent), title: "Prominent")
    }

    func testHoverEffectDisabledKeepsTheButtonAsItIs() {
        let host = TestHost(Button("Bordered") {}.buttonStyle(.bordered).hoverEffectDisabled(), size: size)
        let p = fillPoint(of: "Bordered", in: host)
        let before = host.color(at: p)
        host.hover(at: p)
        XCTAssertEqual(host.color(at: p), before)
    }

    func testACustomStyleHoversPerControl() {
        let view = HStack(spacing: 20) {
            Button("One") {}
            Button("Two") {}
        }
        .buttonStyle(HoverCardStyle())
        let host = TestHost(view, size: size)
        let one = fillPoint(of: "One", in: host), two = fillPoint(of: "Two", in: host)
        host.hover(at: one)
        XCTAssertEqual(host.color(at: one), RGBA(r: 255, g: 149, b: 0, a: 255), "the hovered button is orange")
        XCTAssertNotEqual(host.color(at: two), RGBA(r: 255, g: 149, b: 0, a: 255), "its neighbour keeps its own state")
        host.hover(at: two)
        XCTAssertNotEqual(host.color(at: one), RGBA(r: 255, g: 149, b: 0, a: 255))
        XCTAssertEqual(host.color(at: two), RGBA(r: 255, g: 149, b: 0, a: 255))
    }

    func testListRowsThatActShade() {
        let view = List {
            Button("Row button") {}
            Text("Just text")
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 300))
        let button = host.frame(ofText: "Row button")!
        let p = CGPoint(x: 250, y: button.midY)
        let before = host.color(at: p)
        host.hover(at: p)
        XCTAssertNotEqual(host.color(at: p), before, "the whole row shades, far from its label")
        let text = host.frame(ofText: "Just text")!
        let q = CGPoint(x: 250, y: text.midY)
        let plain = host.color(at: q)
        host.hover(at: q)
        XCTAssertEqual(host.color(at: q), plain, "a row that does nothing does not")
        XCTAssertEqual(host.color(at: p), before, "and the first row is back")
    }

    func testSegmentsAndTabsShade() {
        struct Screen: View {
            @State var choice = 0
            var body: some View {
                Picker("Choice", selection: $choice) {
                    Text("First").tag(0)
                    Text("Second").tag(1)
                }
                .pickerStyle(.segmented)
                .padding()
            }
        }
        let host = TestHost(Screen(), size: size)
        let second = host.frame(ofText: "Second")!
        let p = CGPoint(x: second.minX - 4, y: second.midY)
        let before = host.color(at: p)
        host.hover(at: p)
        XCTAssertNotEqual(host.color(at: p), before, "an unselected segment shades under the pointer")

        let tabs = TestHost(TabView {
            Text("A page").tabItem { Label("Home", systemImage: "house") }
            Text("B page").tabItem { Label("More", systemImage: "ellipsis") }
        }, size: size)
        let more = tabs.frame(ofText: "More")!
        let q = CGPoint(x: more.maxX + 8, y: more.midY)
        let plain = tabs.color(at: q)
        tabs.hover(at: q)
        XCTAssertNotEqual(tabs.color(at: q), plain, "a tab bar item shows a platter under the pointer")
    }

    func testMenuItemsHighlight() {
        let host = TestHost(Menu("Actions") {
            Button("Copy") {}
            Button("Paste") {}
        }, size: CGSize(width: 300, height: 300))
        host.tap(onText: "Actions")
        host.advance(by: 1)
        let copy = host.frame(ofText: "Copy")!
        let p = CGPoint(x: copy.maxX + 30, y: copy.midY)
        let before = host.color(at: p)
        host.hover(at: p)
        host.advance(by: 0.5)  // the menu's items change in its presentation's animation
        XCTAssertEqual(host.color(at: p), RGBA(r: 229, g: 229, b: 234, a: 255), "the item under the pointer turns systemGray5")
        XCTAssertEqual(before, RGBA(r: 242, g: 242, b: 247, a: 255))
    }
}

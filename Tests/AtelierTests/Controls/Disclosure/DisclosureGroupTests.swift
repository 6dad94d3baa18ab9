import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// How often the disclosure tests' content closures ran.
@MainActor private enum DisclosureLog {
    static var contentBuilds = 0
}

/// A disclosure group with its own state, above a marker.
private struct OwnState: View {
    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Details") {
                let _ = DisclosureLog.contentBuilds += 1
                Text("Hidden text")
            }
            Spacer()
        }
    }
}

/// A disclosure group driven by a binding the view also shows.
private struct Bound: View {
    @State var open = true
    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Bound", isExpanded: $open) { Text("Inside") }
            Text(open ? "is open" : "is closed")
            Spacer()
        }
    }
}

/// A style with a text button that toggles, showing the content under a marker.
private struct PlusMinusStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack {
                configuration.label
                Text(configuration.isExpanded ? "minus" : "plus").onTapGesture { configuration.isExpanded.toggle() }
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// A style that wraps the group the style further out draws in a caption.
private struct CaptionedStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Text("caption")
            DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
        }
    }
}

/// The darkest pixel in a rectangle: how strongly a text there is drawn.
@MainActor private func darkest(_ host: TestHost, in rect: CGRect) -> Int {
    var result = 255
    for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
        for x in stride(from: rect.minX, to: rect.maxX, by: 1) {
            let c = host.color(at: CGPoint(x: x + 0.5, y: y + 0.5))
            result = min(result, (Int(c.r) + Int(c.g) + Int(c.b)) / 3)
        }
    }
    return result
}

@preconcurrency @MainActor final class DisclosureGroupTests: XCTestCase {
    func testCollapsedShowsTheLabelAndATrailingChevronOnly() {
        DisclosureLog.contentBuilds = 0
        let host = TestHost(OwnState(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Details"])
        XCTAssertEqual(DisclosureLog.contentBuilds, 0, "a collapsed group does not build its content")
        let label = host.frame(ofText: "Details")!
        XCTAssertEqual(label.minX, 0, accuracy: 0.5)
        // The chevron at the trailing edge, in the tint.
        let chevron = try! XCTUnwrap(host.box(of: Palette.blue, tolerance: 60))
        XCTAssertGreaterThan(chevron.minX, 280, "\(chevron)")
        XCTAssertLessThan(chevron.width, chevron.height, "pointing right, it is taller than wide: \(chevron)")
    }

    func testATapExpandsWithTheAnimationAndTurnsTheChevron() {
        let host = TestHost(OwnState(), size: CGSize(width: 300, height: 200))
        let before = host.box(of: Palette.blue, tolerance: 60)!
        host.tap(onText: "Details")
        host.advance(by: 0.1)
        // Part way, the content is there but still fading in.
        let inside = try! XCTUnwrap(host.frame(ofText: "Hidden text"))
        XCTAssertGreaterThan(inside.minY, host.frame(ofText: "Details")!.maxY, "below the label")
        XCTAssertGreaterThan(darkest(host, in: inside), 40, "still fading in")
        host.advance(by: 0.4)
        XCTAssertLessThan(darkest(host, in: inside), 40, "fully shown")
        // A quarter turn: pointing down, the chevron is wider than tall.
        let after = host.box(of: Palette.blue, tolerance: 60)!
        XCTAssertGreaterThan(after.width, after.height, "\(before) -> \(after)")
        host.tap(onText: "Details")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Details"])
    }

    func testABindingDrivesAndFollowsTheGroup() {
        let host = TestHost(Bound(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Bound", "Inside", "is open"])
        host.tap(onText: "Bound")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Bound", "is closed"])
    }

    func testLeftClosesRightOpensAndSpaceTogglesAFocusedGroup() {
        let host = TestHost(Bound(), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.keyDown(.tab))
        XCTAssertTrue(host.keyDown(.leftArrow))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("is closed"))
        XCTAssertTrue(host.keyDown(.rightArrow))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("is open"))
        XCTAssertTrue(host.keyDown(.space))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("is closed"))
    }

    func testTheContentsControlsStayFocusable() {
        var taps = 0
        let host = TestHost(DisclosureGroup(isExpanded: .constant(true)) {
            Button("Inner") { taps += 1 }
        } label: { Text("Outer") }, size: CGSize(width: 300, height: 200))
        host.keyDown(.tab)
        host.keyDown(.tab)
        host.keyDown(.space)
        XCTAssertEqual(taps, 1, "Tab reaches the button inside after the group's label")
    }

    func testACustomStyleDrawsItsOwnToggleAndTheContent() {
        let host = TestHost(OwnState().disclosureGroupStyle(PlusMinusStyle()), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Details", "plus"])
        host.tap(onText: "plus")
        XCTAssertEqual(host.texts, ["Details", "minus", "Hidden text"])
    }

    func testADisclosureGroupInItsStylesBodyDrawsTheStyleFurtherOut() {
        let host = TestHost(OwnState()
            .disclosureGroupStyle(CaptionedStyle())
            .disclosureGroupStyle(PlusMinusStyle()), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["caption", "Details", "plus"])
        host.tap(onText: "plus")
        XCTAssertEqual(host.texts, ["caption", "Details", "minus", "Hidden text"], "one state for both")
        let automatic = TestHost(OwnState().disclosureGroupStyle(CaptionedStyle()), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(automatic.texts, ["caption", "Details"])
        XCTAssertNotNil(automatic.box(of: Palette.blue, tolerance: 60), "the automatic chevron further out")
    }

    func testDisabledGroupDoesNotToggle() {
        let host = TestHost(Bound().disabled(true), size: CGSize(width: 300, height: 200))
        host.tap(onText: "Bound")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("is open"))
    }
}

import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private let size = CGSize(width: 390, height: 600)

/// A sheet whose content may set detents, a selection, the grabber and whether it may be dismissed.
private struct DraggableSheet: View {
    var detents: Set<PresentationDetent> = [.large]
    var bindsSelection = false
    var dismissDisabled = false
    var indicator = Visibility.automatic
    @State var show = true
    @State var dismissals = 0
    @State var detent = PresentationDetent.medium
    @State var level = 0.5
    var body: some View {
        VStack {
            Text(verbatim: "shown \(show) dismissed \(dismissals) detent \(detent == .large ? "large" : "medium")")
            Button("Show") { show = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $show, onDismiss: { dismissals += 1 }) {
            VStack {
                Text("Sheet body")
                Slider(value: $level).frame(width: 200)
                Text(verbatim: "level \(Int(level * 100))")
            }
            .modifier(Detents(detents: detents, selection: bindsSelection ? $detent : nil))
            .interactiveDismissDisabled(dismissDisabled)
            .presentationDragIndicator(indicator)
        }
    }
}

private struct Detents: ViewModifier {
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?
    func body(content: Content) -> some View {
        if let selection { content.presentationDetents(detents, selection: selection) } else { content.presentationDetents(detents) }
    }
}

@MainActor private func drag(_ host: TestHost, from start: CGPoint, by dy: CGFloat, steps: Int = 10) {
    host.pointerDown(at: start)
    for i in 1...steps {
        host.advance(by: 0.05)
        host.pointerMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(steps)))
    }
    host.advance(by: 0.3)
    host.pointerUp()
    host.advance(by: 1)
}


/// Where the sheet's text is while a drag from (60, 100) holds at `y`; the drag is then let go slowly.
@MainActor private func bodyMidY(_ host: TestHost, whileDraggedTo y: CGFloat) -> CGFloat {
    host.pointerDown(at: CGPoint(x: 60, y: 100))
    host.advance(by: 0.05)
    host.pointerMove(to: CGPoint(x: 60, y: y))
    let midY = host.frame(ofText: "Sheet body")?.midY ?? 0
    host.advance(by: 0.5)
    host.pointerUp()
    host.advance(by: 1)
    return midY
}

@preconcurrency @MainActor final class SheetDragTests: XCTestCase {
    func testDraggedDownPastHalfTheSheetGoesAndOnDismissRuns() {
        let host = TestHost(DraggableSheet(), size: size)
        host.advance(by: 1)
        let body = host.frame(ofText: "Sheet body")!
        // A short drag: the card follows, then comes back.
        XCTAssertEqual(bodyMidY(host, whileDraggedTo: 180), body.midY + 80, accuracy: 1, "the card follows the drag")
        XCTAssertEqual(host.frame(ofText: "Sheet body")?.midY ?? 0, body.midY, accuracy: 1, "and comes back")
        XCTAssertTrue(host.texts.contains("shown true dismissed 0 detent medium"), "\(host.texts)")
        // More than half its height (590 points) down: dismissed.
        drag(host, from: CGPoint(x: 60, y: 100), by: 320)
        XCTAssertFalse(host.texts.contains("Sheet body"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("shown false dismissed 1 detent medium"), "\(host.texts)")
    }

    func testAFlingDownDismissesFromLessThanHalf() {
        let host = TestHost(DraggableSheet(), size: size)
        host.advance(by: 1)
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        for i in 1...4 {
            host.advance(by: 0.01)
            host.pointerMove(to: CGPoint(x: 60, y: 100 + CGFloat(i) * 40))
        }
        host.pointerUp()
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("shown false dismissed 1 detent medium"), "160 points at 4,000 points a second: \(host.texts)")
    }

    func testASheetThatMayNotBeDismissedResistsAndStays() {
        let host = TestHost(DraggableSheet(dismissDisabled: true), size: size)
        host.advance(by: 1)
        let body = host.frame(ofText: "Sheet body")!
        XCTAssertEqual(bodyMidY(host, whileDraggedTo: 500), body.midY + 100, accuracy: 1, "a quarter of the drag")
        XCTAssertEqual(host.frame(ofText: "Sheet body")?.midY ?? 0, body.midY, accuracy: 1)
        host.keyDown(.escape)
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Sheet body"), "Escape does not dismiss it either: \(host.texts)")
        XCTAssertTrue(host.texts.contains("shown true dismissed 0 detent medium"), "\(host.texts)")
    }

    func testASheetIsDraggedBetweenItsDetentsAndTheSelectionFollows() {
        let host = TestHost(DraggableSheet(detents: [.medium, .large], bindsSelection: true), size: size)
        host.advance(by: 1)
        // Medium: the card's top 295 points above the bottom, its grabber centred 5 points below that.
        let top = 600 - 295.0
        let grabber = host.color(at: CGPoint(x: 195, y: top + 7.5))
        XCTAssertLessThan(Int(grabber.r), 235, "a grey grabber: \(grabber)")
        XCTAssertTrue(host.color(at: CGPoint(x: 195, y: top + 20)).r > 250, "white card below it")
        let medium = host.frame(ofText: "Sheet body")!
        drag(host, from: CGPoint(x: 60, y: top + 30), by: -250)
        XCTAssertTrue(host.texts.contains("shown true dismissed 0 detent large"), "\(host.texts)")
        let large = host.frame(ofText: "Sheet body")!
        XCTAssertEqual(large.midY - medium.midY, -(590.0 - 295.0) / 2, accuracy: 2, "the large detent: \(large), from \(medium)")
        // Back down a little past halfway between: medium again.
        drag(host, from: CGPoint(x: 60, y: 40), by: 200)
        XCTAssertTrue(host.texts.contains("shown true dismissed 0 detent medium"), "\(host.texts)")
        XCTAssertEqual(host.frame(ofText: "Sheet body")?.midY ?? 0, medium.midY, accuracy: 2)
    }

    func testOneDetentHasNoGrabberUnlessAsked() {
        let plain = TestHost(DraggableSheet(), size: size)
        plain.advance(by: 1)
        XCTAssertGreaterThan(plain.color(at: CGPoint(x: 195, y: 10 + 7.5)).r, 250, "no grabber")
        let asked = TestHost(DraggableSheet(indicator: .visible), size: size)
        asked.advance(by: 1)
        XCTAssertLessThan(asked.color(at: CGPoint(x: 195, y: 10 + 7.5)).r, 235, "a grabber")
    }

    func testASliderInTheSheetKeepsItsDrag() {
        let host = TestHost(DraggableSheet(), size: size)
        host.advance(by: 1)
        let body = host.frame(ofText: "Sheet body")!
        let level = host.frame(ofText: "level 50")!
        // The slider's thumb sits mid-track, between the two texts.
        let thumb = CGPoint(x: 195, y: (body.maxY + level.minY) / 2)
        host.pointerDown(at: thumb)
        host.advance(by: 0.05)
        host.pointerMove(to: CGPoint(x: 255, y: thumb.y + 60))
        host.advance(by: 0.05)
        host.pointerUp()
        host.advance(by: 1)
        XCTAssertFalse(host.texts.contains("level 50"), "the slider moved: \(host.texts)")
        XCTAssertEqual(host.frame(ofText: "Sheet body")?.midY ?? 0, body.midY, accuracy: 1, "the sheet did not")
    }
}

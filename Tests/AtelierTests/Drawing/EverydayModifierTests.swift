import XCTest
import Atelier
import AtelierTesting

// Modifiers that public SwiftUI code calls everywhere (issue 12): the safe area ones, which change nothing on
// a desktop window (it has no safe area); luminanceToAlpha, a colour effect; and sensory feedback and content
// transitions, accepted (a desktop plays no haptics; text content changes at once).

private struct Card: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(height: 40)
            Text("title")
        }
    }
}

@MainActor private final class Trigger { var value: Binding<Int>? }

private struct Counter: View {
    let trigger: Trigger
    @State private var count = 0
    var body: some View {
        let _ = trigger.value = $count
        Text("\(count)")
            .contentTransition(.numericText(countsDown: false))
            .sensoryFeedback(.selection, trigger: count)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
            .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }
            .sensoryFeedback(trigger: count) { .impact(flexibility: .soft) }
    }
}

@preconcurrency @MainActor final class EverydayModifierTests: XCTestCase {
    func testIgnoringTheSafeAreaLaysTheViewOutAsItIs() {
        let size = CGSize(width: 200, height: 300)
        let plain = TestHost(Card(), size: size)
        let ignoring = TestHost(Card().ignoresSafeArea(), size: size)
        let someEdges = TestHost(Card().ignoresSafeArea(.keyboard, edges: [.bottom]).edgesIgnoringSafeArea(.top), size: size)
        XCTAssertNotNil(plain.frame(ofText: "title"))
        XCTAssertEqual(ignoring.frame(ofText: "title"), plain.frame(ofText: "title"))
        XCTAssertEqual(someEdges.frame(ofText: "title"), plain.frame(ofText: "title"))
        XCTAssertEqual(ignoring.pngData(), plain.pngData())
        // A background colour that ignores the safe area still fills exactly the window.
        let filled = TestHost(ZStack { Color.green.ignoresSafeArea(); Text("over") }, size: size)
        XCTAssertEqual(filled.color(at: CGPoint(x: 1, y: 1)), RGBA(r: 52, g: 199, b: 89, a: 255))
        XCTAssertEqual(filled.color(at: CGPoint(x: 199, y: 299)), RGBA(r: 52, g: 199, b: 89, a: 255))
    }

    func testLuminanceToAlphaMakesBrightAreasOpaqueBlackAndDarkOnesClear() {
        let host = TestHost(ZStack {
            Color.white
            HStack(spacing: 0) {
                Color.white.frame(width: 50, height: 50)
                Color.black.frame(width: 50, height: 50)
                Color.red.frame(width: 50, height: 50)
            }
            .luminanceToAlpha()
        }, size: CGSize(width: 150, height: 50))
        XCTAssertEqual(host.color(at: CGPoint(x: 25, y: 25)), RGBA(r: 0, g: 0, b: 0, a: 255), "white becomes opaque black")
        XCTAssertEqual(host.color(at: CGPoint(x: 75, y: 25)), RGBA(r: 255, g: 255, b: 255, a: 255), "black becomes clear: the white below shows")
        // The system red (255, 59, 48) has a luminance of 0.392: black at that opacity over white.
        let red = host.color(at: CGPoint(x: 125, y: 25))
        XCTAssertEqual(Double(red.r), 255 * (1 - 0.392), accuracy: 2)
        XCTAssertEqual(red.r, red.g)
        XCTAssertEqual(red.g, red.b)
    }

    func testSensoryFeedbackAndContentTransitionsAreAcceptedAndChangeNothingDrawn() {
        let trigger = Trigger()
        let host = TestHost(Counter(trigger: trigger), size: CGSize(width: 100, height: 40))
        let plain = TestHost(Text("0"), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(host.pngData(), plain.pngData())
        trigger.value?.wrappedValue = 3
        XCTAssertEqual(host.texts, ["3"], "the trigger's change updates the view; the feedback plays nothing")
        trigger.value?.wrappedValue = 1
        XCTAssertEqual(host.texts, ["1"])
    }
}

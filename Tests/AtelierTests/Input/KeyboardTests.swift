import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A form with two buttons (Return and Escape shortcuts), a toggle and a disabled button, the way a
/// window's keyboard reaches them.
private struct KeyboardForm: View {
    @State private var log: [String] = []
    @State private var isOn = false
    var body: some View {
        VStack(spacing: 20) {
            Text(log.isEmpty ? "nothing yet" : log.joined(separator: ","))
            Button("Save") { log.append("save") }.keyboardShortcut(.defaultAction)
            Button("Discard") { log.append("discard") }.keyboardShortcut(.cancelAction)
            Toggle("Lights", isOn: $isOn).frame(width: 200)
            Text(isOn ? "lights on" : "lights off")
            Button("Off limits") { log.append("disabled") }.disabled(true)
            Button("Copy") { log.append("copy") }.keyboardShortcut("c")
        }
    }
}

@preconcurrency @MainActor final class KeyboardTests: XCTestCase {
    private static let size = CGSize(width: 300, height: 400)

    func testReturnAndEscapePerformTheDefaultAndCancelActions() {
        let host = TestHost(KeyboardForm(), size: Self.size)
        XCTAssertTrue(host.keyDown(.return))
        XCTAssertTrue(host.keyDown(.escape))
        XCTAssertEqual(host.texts.first, "save,discard")
    }

    func testControlStandsForCommandButAShortcutWithoutModifiersNeedsNone() {
        let host = TestHost(KeyboardForm(), size: Self.size)
        XCTAssertFalse(host.keyDown("c"), "the shortcut is Command-C: C alone does nothing")
        XCTAssertTrue(host.keyDown("c", modifiers: .command))
        XCTAssertFalse(host.keyDown(.return, modifiers: .shift), "Shift-Return is not the default action")
        XCTAssertEqual(host.texts.first, "copy")
    }

    func testTabMovesFocusThroughEnabledButtonsAndTogglesInOrderAndWraps() {
        let host = TestHost(KeyboardForm(), size: Self.size)
        XCTAssertNil(host.keyboardFocusFrame, "nothing has focus before Tab")
        var visited: [CGRect] = []
        for _ in 0..<5 {
            XCTAssertTrue(host.keyDown(.tab))
            visited.append(host.keyboardFocusFrame ?? .null)
        }
        let save = host.frame(ofText: "Save")!, discard = host.frame(ofText: "Discard")!
        let copy = host.frame(ofText: "Copy")!, lights = host.frame(ofText: "Lights")!
        XCTAssertTrue(visited[0].contains(save))
        XCTAssertTrue(visited[1].contains(discard))
        XCTAssertTrue(visited[2].contains(lights), "the toggle is the third stop")
        XCTAssertEqual(visited[2].width, 200, accuracy: 0.5, "a toggle's focus covers the whole toggle")
        XCTAssertTrue(visited[3].contains(copy), "the disabled button is skipped")
        XCTAssertEqual(visited[4], visited[0], "focus wraps around")
        XCTAssertTrue(host.keyDown(.tab, modifiers: .shift))
        XCTAssertTrue(host.keyboardFocusFrame!.contains(copy), "Shift-Tab goes back")
    }

    func testSpaceActivatesTheFocusedButtonAndFlipsTheFocusedToggle() {
        let host = TestHost(KeyboardForm(), size: Self.size)
        XCTAssertFalse(host.keyDown(.space), "Space does nothing while nothing has focus")
        host.keyDown(.tab)
        XCTAssertTrue(host.keyDown(.space))
        XCTAssertEqual(host.texts.first, "save")
        host.keyDown(.tab)
        host.keyDown(.tab)
        host.keyDown(.space)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("lights on"))
        host.keyDown(.space)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("lights off"))
    }

    func testTheFocusRingIsDrawnAroundTheFocusedControlOnly() {
        let host = TestHost(KeyboardForm(), size: Self.size)
        let save = host.frame(ofText: "Save")!
        // Just outside the button's label, where the ring's stroke runs (the button itself is borderless).
        let probe = CGPoint(x: save.midX, y: save.minY - 2.5)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.white), "no ring before Tab")
        host.keyDown(.tab)
        let ring = host.color(at: probe)
        XCTAssertTrue(ring.b > 200 && ring.r < 180, "a blue (accent) ring above Save after Tab, found \(ring)")
        host.keyDown(.tab)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.white), "the ring moves on with focus")
    }

    func testAControlInsideAnotherControlsStyleIsNotAStopOfItsOwn() {
        struct ButtonBackedToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: { configuration.label }
            }
        }
        struct Form: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Inner", isOn: $on).toggleStyle(ButtonBackedToggleStyle())
                    Text(on ? "is on" : "is off")
                    Button("After") {}
                }
            }
        }
        let host = TestHost(Form(), size: Self.size)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyboardFocusFrame!.contains(host.frame(ofText: "Inner")!))
        host.keyDown(.space)
        XCTAssertEqual(host.texts[1], "is on", "Space flips the toggle once")
        host.keyDown(.tab)
        XCTAssertTrue(host.keyboardFocusFrame!.contains(host.frame(ofText: "After")!), "the style's button is not a stop")
    }

    func testKeysWithoutAHandlerDoNothing() {
        let host = TestHost(Text("no controls here"), size: Self.size)
        for key: KeyEquivalent in [.return, .escape, .tab, .space, .upArrow, .delete, "q", "é"] {
            XCTAssertFalse(host.keyDown(key))
            XCTAssertFalse(host.keyDown(key, modifiers: [.command, .shift]))
        }
        XCTAssertNil(host.keyboardFocusFrame)
        XCTAssertEqual(host.texts, ["no controls here"])
    }

    func testAFocusedControlThatLeavesTheTreeLosesFocus() {
        struct Form: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Button("Hide me") { shown = false } }
                    Button("Stay") {}
                }
            }
        }
        let host = TestHost(Form(), size: Self.size)
        host.keyDown(.tab)
        host.keyDown(.space)
        XCTAssertEqual(host.texts, ["Stay"])
        XCTAssertNil(host.keyboardFocusFrame, "the removed button took its focus with it")
        XCTAssertFalse(host.keyDown(.space))
        host.keyDown(.tab)
        XCTAssertTrue(host.keyboardFocusFrame!.contains(host.frame(ofText: "Stay")!))
    }

    func testTabSkipsHiddenAndFullyFadedControls() {
        let view = VStack {
            Button("First") {}
            Button("Hidden") {}.hidden()
            Button("Faded") {}.opacity(0)
            Button("Last") {}
        }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyboardFocusFrame!.contains(host.frame(ofText: "Last")!), "Tab went from First to Last")
    }

    func testTabScrollsAControlOutOfViewIntoView() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Button("Top") {}
                Color.gray.frame(height: 1000)
                Button("Bottom") {}
                Color.gray.frame(height: 300)
            }
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 400))
        XCTAssertGreaterThan(host.frame(ofText: "Bottom")!.minY, 400, "Bottom starts out of view")
        host.keyDown(.tab)
        host.keyDown(.tab)
        let bottom = host.frame(ofText: "Bottom")!
        XCTAssertTrue(host.keyboardFocusFrame!.contains(bottom))
        XCTAssertGreaterThanOrEqual(bottom.minY, 0)
        XCTAssertLessThanOrEqual(bottom.maxY, 400 - FocusRing.width, "the focused button, ring and all, is in view: \(bottom)")
        host.keyDown(.tab)
        XCTAssertEqual(host.frame(ofText: "Top")!.minY, 0, accuracy: 0.5, "wrapping to Top scrolls back up")
    }
}

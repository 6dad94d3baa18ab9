import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

// MARK: - Views under test

/// A toggle with its own state, in the automatic style unless `style` wraps it.
private struct SwitchHolder: View {
    @State var isOn = false
    var body: some View {
        Toggle("Airplane Mode", isOn: $isOn)
    }
}

/// Seed 000's MyToggleStyle1, as printed.
private struct MyToggleStyle1: ToggleStyle {
    let width: CGFloat = 50

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label

            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: width, height: width / 2.0)
                    .foregroundColor(configuration.isOn ? .green : .red)

                RoundedRectangle(cornerRadius: 4)
                    .frame(width: (width / 2) - 4, height: (width / 2) - 6)
                    .padding(4)
                    .foregroundColor(.white)
                    .onTapGesture {
                        withAnimation {
                            configuration.$isOn.wrappedValue.toggle()
                        }
                }
            }
        }
    }
}

/// Seed 000's Example1, as printed.
private struct Example1: View {
    @State private var flag = true

    var body: some View {
        VStack {
            Toggle(isOn: $flag) {
                HStack {
                    Image(systemName: "ARKit")
                    Text("是否開啟AR功能：")
                }
            }
        }
        .toggleStyle(MyToggleStyle1())
    }
}

/// A style with state of its own: each tap on its counter counts, in the style; tapping "flip" flips.
private struct CountingToggleStyle: ToggleStyle {
    @State private var count = 0
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("count \(count)").onTapGesture { count += 1 }
            Text(configuration.isOn ? "on" : "off").onTapGesture { configuration.isOn.toggle() }
        }
    }
}

/// Two toggles in the counting style below a parent whose own state changes: each with a style value of
/// its own, or (`shared`) one style value set on the stack for both.
private struct CountingParent: View {
    var shared = false
    @State private var generation = 0
    @State private var a = false
    @State private var b = false
    var body: some View {
        if shared {
            VStack {
                Text("generation \(generation)").onTapGesture { generation += 1 }
                Toggle("A", isOn: $a)
                Toggle("B", isOn: $b)
            }
            .toggleStyle(CountingToggleStyle())
        } else {
            VStack {
                Text("generation \(generation)").onTapGesture { generation += 1 }
                Toggle("A", isOn: $a).toggleStyle(CountingToggleStyle())
                Toggle("B", isOn: $b).toggleStyle(CountingToggleStyle())
            }
        }
    }
}

/// A style that shows the configuration's state as text and flips on a tap of that text.
private struct StateTextStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

/// A style that frames `Toggle(configuration)` in red: the style further out draws the toggle.
private struct RedFrameToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(10).background(Color.red)
    }
}

/// A toggle for two alarms at once.
private struct AlarmsToggle: View {
    @State var morning = true
    @State var evening = false
    var body: some View {
        VStack {
            Toggle("All", sources: [$morning, $evening], isOn: \.self)
            Text("alarms \(morning ? "1" : "0")\(evening ? "1" : "0")")
        }
        .toggleStyle(StateTextStyle())
    }
}

/// A toggle in the button style.
private struct ButtonToggleHolder: View {
    @State var isOn = false
    var body: some View {
        Toggle(isOn: $isOn) { Text("Bookmark") }
            .tint(.green)
            .toggleStyle(.button)
    }
}

/// A disabled switch and a disabled custom-styled toggle.
private struct DisabledToggles: View {
    @State var a = false
    @State var b = false
    var body: some View {
        VStack {
            Toggle("Switch", isOn: $a)
            Toggle("Custom", isOn: $b).toggleStyle(StateTextStyle())
        }
        .disabled(true)
    }
}

/// A toggle in the checkbox style.
private struct CheckboxHolder: View {
    @State var isOn = false
    var body: some View {
        Toggle("Remember me", isOn: $isOn).toggleStyle(.checkbox)
    }
}

// MARK: - Helpers

/// The white ink's horizontal centre along the row at `y`, between `minX` and `maxX`: where a knob is.
@MainActor private func whiteCentre(_ host: TestHost, y: CGFloat, from minX: CGFloat, to maxX: CGFloat) -> CGFloat? {
    var xs: [CGFloat] = []
    var x = minX + 0.5
    while x < maxX {
        if nearRGBA(host.color(at: CGPoint(x: x, y: y)), Palette.white, 4) { xs.append(x) }
        x += 1
    }
    guard !xs.isEmpty else { return nil }
    return (xs.min()! + xs.max()!) / 2
}

/// Taps one toggle's style counter, updates the parent, flips the other toggle; checks the counts stay apart.
@MainActor private func checkStatePerToggle(shared: Bool) {
    let host = TestHost(CountingParent(shared: shared), size: CGSize(width: 300, height: 200))
    XCTAssertEqual(host.frames(ofText: "count 0").count, 2)
    guard let first = host.frames(ofText: "count 0").first else { return XCTFail("no counters") }
    host.tap(at: first.centre)
    XCTAssertEqual(host.texts, ["generation 0", "A", "count 1", "off", "B", "count 0", "off"], "only the first toggle's style counted")
    host.tap(onText: "generation 0")
    XCTAssertTrue(host.texts.contains("generation 1"))
    XCTAssertEqual(host.frames(ofText: "count 1").count, 1, "the count survives the parent's update; texts: \(host.texts)")
    XCTAssertEqual(host.frames(ofText: "count 0").count, 1)
    // Flipping one toggle leaves the other alone, and the counts too.
    guard let offB = host.frames(ofText: "off").last else { return XCTFail("no off") }
    host.tap(at: offB.centre)
    XCTAssertEqual(host.texts, ["generation 1", "A", "count 1", "off", "B", "count 0", "on"])
}

// MARK: - Tests

/// Toggle, its configuration, the toggle style environment and the built-in toggle styles.
@preconcurrency @MainActor final class ToggleTests: XCTestCase {
    func testDefaultSwitchLookOffAndOn() {
        let host = TestHost(SwitchHolder(), size: CGSize(width: 390, height: 80))
        XCTAssertEqual(host.texts, ["Airplane Mode"])
        guard let label = host.frame(ofText: "Airplane Mode") else { return XCTFail("no label") }
        XCTAssertEqual(label.minX, 0, accuracy: 0.5, "the label sits at the leading edge")
        XCTAssertEqual(label.midY, 40, accuracy: 1, "the row is centred vertically")
        // Off: the track (secondarySystemFill over white: about 233,233,235) fills 339...390 x 24.5...55.5.
        XCTAssertNil(host.box(of: Palette.green, tolerance: 20), "an off switch shows no green")
        let offTrack = host.color(at: CGPoint(x: 390 - 6, y: 40))
        XCTAssertTrue(nearRGBA(offTrack, RGBA(r: 233, g: 233, b: 235, a: 255), 4), "off track colour: \(offTrack)")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 390 - 53, y: 40)), Palette.white, 2), "nothing left of the track")
        let offKnob = whiteCentre(host, y: 40, from: 339, to: 390)
        XCTAssertEqual(offKnob ?? 0, 339 + 2 + 13.5, accuracy: 1.5, "the knob sits at the leading end")

        host.tap(at: CGPoint(x: 390 - 20, y: 40))
        host.advance(by: 1)
        guard let track = host.box(of: Palette.green, tolerance: 20) else { return XCTFail("no green track") }
        XCTAssertEqual(track.minX, 339, accuracy: 1, "track: \(track)")
        XCTAssertEqual(track.maxX, 390, accuracy: 1, "track: \(track)")
        XCTAssertEqual(track.height, 31, accuracy: 1.5, "track: \(track)")
        XCTAssertEqual(track.midY, 40, accuracy: 1, "track: \(track)")
        let onKnob = whiteCentre(host, y: 40, from: 339, to: 390)
        XCTAssertEqual(onKnob ?? 0, 390 - 2 - 13.5, accuracy: 1.5, "the knob sits at the trailing end")
        // The knob's shadow darkens the track just below it, softly.
        let belowKnob = host.color(at: CGPoint(x: 390 - 15.5, y: 40 + 13.5 + 1))
        XCTAssertFalse(nearRGBA(belowKnob, Palette.white, 2), "shadow under the knob: \(belowKnob)")
    }

    func testSwitchAnimatesTheKnobAndOnlyTheSwitchReactsToTaps() {
        let host = TestHost(SwitchHolder(), size: CGSize(width: 390, height: 80))
        // A tap on the label does nothing.
        host.tap(onText: "Airplane Mode")
        host.advance(by: 1)
        XCTAssertNil(host.box(of: Palette.green, tolerance: 20), "tapping the label does not flip the switch")

        host.tap(at: CGPoint(x: 390 - 40, y: 40))
        let start = whiteCentre(host, y: 40, from: 339, to: 390) ?? 0
        XCTAssertEqual(start, 354.5, accuracy: 1.5, "the knob starts at the leading end")
        host.advance(by: 0.06)
        let mid = whiteCentre(host, y: 40, from: 339, to: 390) ?? 0
        XCTAssertTrue(mid > 356 && mid < 373, "the knob is on its way: \(mid)")
        let midTrack = host.color(at: CGPoint(x: 390 - 6, y: 40))
        XCTAssertFalse(nearRGBA(midTrack, Palette.green, 20), "the colour is changing, not there yet: \(midTrack)")
        host.advance(by: 1)
        XCTAssertEqual(whiteCentre(host, y: 40, from: 339, to: 390) ?? 0, 374.5, accuracy: 1.5)
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 20))

        host.tap(at: CGPoint(x: 390 - 40, y: 40))
        host.advance(by: 1)
        XCTAssertNil(host.box(of: Palette.green, tolerance: 20), "a second tap turns it off")
        XCTAssertEqual(whiteCentre(host, y: 40, from: 339, to: 390) ?? 0, 354.5, accuracy: 1.5)
    }

    func testTintColoursTheSwitch() {
        let host = TestHost(Toggle("Tinted", isOn: .constant(true)).tint(.red), size: CGSize(width: 300, height: 60))
        XCTAssertNil(host.box(of: Palette.green, tolerance: 20))
        guard let track = host.box(of: Palette.red, tolerance: 20) else { return XCTFail("the tint colours the track") }
        XCTAssertEqual(track.width, 51, accuracy: 1.5)
        XCTAssertEqual(track.maxX, 300, accuracy: 1)
    }

    func testSeedStyleSetOnAVStackReachesTheToggle() {
        let host = TestHost(Example1(), size: CGSize(width: 390, height: 120))
        XCTAssertTrue(host.texts.contains("是否開啟AR功能："), "texts: \(host.texts)")
        guard let track = host.box(of: Palette.green, tolerance: 20) else { return XCTFail("no green track") }
        XCTAssertEqual(track.width, 50, accuracy: 2, "track: \(track)")
        XCTAssertEqual(track.height, 25, accuracy: 2, "track: \(track)")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 390 - 6, y: 60)), Palette.white, 1), "no built-in switch is drawn")
        // The track itself does not react; the knob does.
        host.tap(at: CGPoint(x: track.minX + 3, y: track.minY + 2))
        host.advance(by: 1)
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 20), "tapping outside the knob does nothing")
        host.tap(at: CGPoint(x: track.maxX - track.width / 4, y: track.midY))
        host.advance(by: 1)
        XCTAssertNil(host.box(of: Palette.green, tolerance: 20))
        XCTAssertNotNil(host.box(of: Palette.red, tolerance: 20), "after tapping the knob the track turns red")
        host.tap(at: CGPoint(x: track.minX + track.width / 4, y: track.midY))
        host.advance(by: 1)
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 20), "a second tap turns it green again")
    }

    func testStateInAStyleIsPerToggleAndSurvivesParentUpdates() {
        checkStatePerToggle(shared: false)
    }

    /// One style value set on a stack: its @State is installed per toggle, and each toggle's callbacks reach
    /// their own (each toggle's node installs its storage into its own copy of the style).
    func testStateInAStyleSharedByTwoTogglesIsPerToggle() throws {
        checkStatePerToggle(shared: true)
    }

    func testButtonStyleFillsWithTheTintWhenOn() {
        let host = TestHost(ButtonToggleHolder(), size: CGSize(width: 200, height: 100))
        guard let label = host.frame(ofText: "Bookmark") else { return XCTFail("no label") }
        // Off: the label in the tint, no fill.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.minX - 6, y: label.midY)), Palette.white, 2))
        XCTAssertTrue(host.box(of: Palette.green, tolerance: 40).map { $0.intersects(label) } ?? false,
                      "the label is drawn in the tint")
        host.tap(at: label.centre)
        host.advance(by: 0.5)
        // On: a green fill 12 points either side and 7 above and below, behind a white label.
        let fill = host.color(at: CGPoint(x: label.minX - 6, y: label.midY))
        XCTAssertTrue(nearRGBA(fill, Palette.green, 4), "on: tinted fill, is \(fill)")
        guard let box = host.box(of: Palette.green, tolerance: 4) else { return XCTFail("no fill") }
        XCTAssertEqual(box.width, label.width + 24, accuracy: 2, "fill \(box), label \(label)")
        XCTAssertEqual(box.height, label.height + 14, accuracy: 2, "fill \(box), label \(label)")
        var whiteInk = 0
        for y in Int(label.minY)..<Int(label.maxY) {
            for x in Int(label.minX)..<Int(label.maxX)
            where nearRGBA(host.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)), Palette.white, 10) {
                whiteInk += 1
            }
        }
        XCTAssertTrue(whiteInk > 20, "a white label on the fill (\(whiteInk) white points)")
        host.tap(at: label.centre)
        host.advance(by: 0.5)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.minX - 6, y: label.midY)), Palette.white, 2), "off again")
    }

    func testIsMixedFlowsThroughTheConfiguration() {
        let host = TestHost(AlarmsToggle(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.texts, ["All", "mixed", "alarms 10"])
        host.tap(onText: "mixed")
        XCTAssertEqual(host.texts, ["All", "on", "alarms 11"], "setting a mixed toggle sets every source")
        host.tap(onText: "on")
        XCTAssertEqual(host.texts, ["All", "off", "alarms 00"])

        // Toggle(configuration) hands isMixed on to the style further out.
        let nested = VStack {
            Toggle("Nested", sources: [Binding.constant(true), Binding.constant(false)], isOn: \.self)
                .toggleStyle(RedFrameToggleStyle())
        }
        .toggleStyle(StateTextStyle())
        let nestedHost = TestHost(nested, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(nestedHost.texts, ["Nested", "mixed"])
    }

    func testToggleConfigurationDrawsTheStyleFurtherOutAndNeverItself() {
        let view = VStack {
            Toggle("Framed", isOn: .constant(true)).toggleStyle(RedFrameToggleStyle())
        }
        .toggleStyle(StateTextStyle())
        let host = TestHost(view, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.texts, ["Framed", "on"], "the outer style draws the toggle inside the frame")
        XCTAssertNotNil(host.box(of: Palette.red, tolerance: 10))

        // With no style further out, the inner toggle is the automatic switch.
        let alone = TestHost(Toggle("Alone", isOn: .constant(true)).toggleStyle(RedFrameToggleStyle()),
                             size: CGSize(width: 300, height: 100))
        XCTAssertEqual(alone.texts, ["Alone"])
        guard let green = alone.box(of: Palette.green, tolerance: 20) else { return XCTFail("no switch") }
        XCTAssertEqual(green.width, 51, accuracy: 1.5)
        XCTAssertEqual(green.maxX, 290, accuracy: 1, "the switch sits inside the 10-point red frame")
    }

    func testConstantBindingIgnoresTaps() {
        let host = TestHost(Toggle("Fixed", isOn: .constant(true)), size: CGSize(width: 300, height: 60))
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 20))
        host.tap(at: CGPoint(x: 300 - 20, y: 30))
        host.advance(by: 1)
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 20), "a constant binding stays on")
        let custom = TestHost(Toggle("Fixed", isOn: .constant(false)).toggleStyle(StateTextStyle()),
                              size: CGSize(width: 300, height: 60))
        custom.tap(onText: "off")
        XCTAssertEqual(custom.texts, ["Fixed", "off"])
        let button = TestHost(Toggle("Fixed", isOn: .constant(false)).toggleStyle(.button), size: CGSize(width: 300, height: 60))
        button.tap(onText: "Fixed")
        button.advance(by: 1)
        XCTAssertNil(button.box(of: Palette.blue, tolerance: 4).flatMap { $0.width > 40 ? $0 : nil }, "no fill appears")
    }

    func testDisabledTogglesDoNotToggle() {
        let host = TestHost(DisabledToggles(), size: CGSize(width: 300, height: 120))
        guard let label = host.frame(ofText: "Switch") else { return XCTFail("no switch") }
        host.tap(at: CGPoint(x: 300 - 20, y: label.midY))
        host.advance(by: 1)
        host.tap(onText: "off")
        host.advance(by: 1)
        XCTAssertEqual(host.texts, ["Switch", "Custom", "off"])
        // The disabled switch is dimmed: its off track is lighter than an enabled one.
        let track = host.color(at: CGPoint(x: 300 - 6, y: label.midY))
        XCTAssertTrue(track.r > 236, "dimmed track: \(track)")
    }

    func testTheCheckboxStyleTogglesATintedBoxWithACheckmark() {
        let host = TestHost(CheckboxHolder(), size: CGSize(width: 300, height: 60))
        guard let label = host.frame(ofText: "Remember me") else { return XCTFail("no label") }
        let boxCentre = CGPoint(x: label.minX - 6 - 7, y: label.midY)
        XCTAssertTrue(nearRGBA(host.color(at: boxCentre), Palette.white, 2), "off: a white box")
        XCTAssertNil(host.box(of: Palette.blue, tolerance: 10))
        host.tap(at: label.centre)
        guard let box = host.box(of: Palette.blue, tolerance: 10) else { return XCTFail("on: a tinted box") }
        XCTAssertEqual(box.width, 14, accuracy: 1.5)
        XCTAssertEqual(box.height, 14, accuracy: 1.5)
        XCTAssertEqual(box.maxX, label.minX - 6, accuracy: 1.5)
        XCTAssertTrue(host.box(of: Palette.white, tolerance: 30).map { box.intersects($0) } ?? false, "a white checkmark")
        host.tap(at: boxCentre)
        XCTAssertNil(host.box(of: Palette.blue, tolerance: 10), "tapping the box turns it off")
    }

    func testInitializersAndStaticMembers() {
        let title = "From a String"
        let view = VStack {
            Toggle("Key", isOn: .constant(false))
            Toggle(title, isOn: .constant(false))
            Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
            Toggle(isOn: .constant(false)) { Text("Closure"); Text("Subtitle") }
            Toggle("Switch", isOn: .constant(false)).toggleStyle(.switch)
            Toggle("Automatic", isOn: .constant(false)).toggleStyle(.automatic)
            Toggle("Button", isOn: .constant(false)).toggleStyle(.button)
            Toggle("Checkbox", isOn: .constant(false)).toggleStyle(.checkbox)
        }
        let host = TestHost(view, size: CGSize(width: 390, height: 500))
        XCTAssertEqual(host.texts, ["Key", "From a String", "Wi-Fi", "Closure", "Subtitle", "Switch", "Automatic",
                                    "Button", "Checkbox"])
    }

    func testAStyleThatDrawsNothing() {
        let host = TestHost(VStack { Text("above"); Toggle("Gone", isOn: .constant(true)).toggleStyle(EmptyToggleStyle()) },
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["above"])
    }
}

private struct EmptyToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

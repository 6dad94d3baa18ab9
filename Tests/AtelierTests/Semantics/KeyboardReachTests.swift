import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Every control family in one window, as a keyboard user reaches it, with a disabled and a hidden button
/// that Tab must skip.
private struct AllControls: View {
    @State var isOn = false
    @State var check = true
    @State var value = 0.5
    @State var count = 1
    @State var name = ""
    @State var secret = ""
    @State var notes = ""
    @State var size = 1
    @State var flavour = 0
    @State var expanded = false
    @State var row: Int? = 1
    @State var date = Date(timeIntervalSince1970: 0)
    @State var colour = Color.red
    @State var log: [String] = []
    var body: some View {
        VStack(spacing: 6) {
            Text(log.isEmpty ? "log" : log.joined(separator: ","))
            Button("Plain button") { log.append("plain") }
            Toggle("Switch", isOn: $isOn)
            Toggle("Checkbox", isOn: $check).toggleStyle(.button)
            Slider(value: $value) { Text("Volume") }
            Stepper("Count \(count)", value: $count)
            TextField("Name", text: $name)
            SecureField("Password", text: $secret)
            TextEditor(text: $notes).frame(height: 40).accessibilityLabel("Notes")
            Link("Website", destination: URL(string: "https://example.com")!)
            Picker("Size", selection: $size) {
                Text("S").tag(0); Text("M").tag(1); Text("L").tag(2)
            }.pickerStyle(.segmented)
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag(0); Text("Mint").tag(1)
            }.pickerStyle(.menu)
            Menu("Actions") { Button("Copy") { log.append("copy") }; Button("Paste") { log.append("paste") } }
            DisclosureGroup("More", isExpanded: $expanded) { Text("Inside") }
            List(selection: $row) { ForEach(0..<3) { Text("Row \($0)").tag($0) } }.frame(height: 150)
            Button("Disabled") { log.append("disabled") }.disabled(true)
            Button("Hidden") { log.append("hidden") }.hidden()
            Button("Last") { log.append("last") }
        }
    }
}

/// What an element reads as in these tests: its role and label.
private func reading(_ e: AccessibilityElement) -> String { "\(e.role):\(e.label)" }

@preconcurrency @MainActor final class KeyboardReachTests: XCTestCase {
    private static let size = CGSize(width: 400, height: 900)

    /// The elements marked focused now.
    private func focused(_ host: TestHost) -> [AccessibilityElement] {
        host.accessibilityElements.filter { $0.states.contains(.focused) }
    }

    /// Presses Tab (or Shift-Tab) `count` times, Control-Tab in a text editor (where Tab types a tab); after
    /// each, exactly one element reads as focused, its frame inside the drawn focus frame. Returns the
    /// focused elements' roles and labels.
    private func tabs(_ host: TestHost, _ count: Int, backward: Bool = false,
                      file: StaticString = #filePath, line: UInt = #line) -> [String] {
        (0..<count).map { _ in
            var modifiers: EventModifiers = backward ? .shift : []
            // Control: the host reads a Linux keyboard's Control key as Command.
            if focused(host).first?.role == .textEditor { modifiers.insert(.command) }
            XCTAssertTrue(host.keyDown(.tab, modifiers: modifiers), file: file, line: line)
            let now = focused(host)
            XCTAssertEqual(now.count, 1, "one focused element: \(now.map(reading))", file: file, line: line)
            guard let element = now.first, let frame = host.keyboardFocusFrame else { return "none" }
            XCTAssertTrue(frame.insetBy(dx: -1, dy: -1).contains(element.frame) || element.frame.contains(frame),
                          "\(reading(element)) at \(element.frame), focus drawn at \(frame)", file: file, line: line)
            return reading(element)
        }
    }

    static let order = ["button:Plain button", "toggle:Switch", "toggle:Checkbox", "slider:Volume", "stepper:Count 1",
                        "textField:Name", "secureTextField:Password", "textEditor:Notes", "link:Website",
                        "radioButton:M", "popUpButton:Vanilla", "popUpButton:Actions", "disclosure:More",
                        "listItem:", "button:Last"]

    func testTabReachesEveryControlInReadingOrderAndShiftTabGoesBack() {
        let host = TestHost(AllControls(), size: Self.size)
        XCTAssertTrue(focused(host).isEmpty, "nothing is focused before Tab")
        let forward = tabs(host, Self.order.count + 1)
        XCTAssertEqual(Array(forward.prefix(Self.order.count)), Self.order)
        XCTAssertEqual(forward.last, Self.order.first, "Tab wraps around")
        // Reading order: each stop comes later in the semantics tree than the one before.
        let reading = host.accessibilityElements.map(reading)
        let places = Self.order.map { label in reading.firstIndex(of: label) ?? -1 }
        XCTAssertEqual(places, places.sorted(), "stops in reading order: \(places)")
        XCTAssertFalse(places.contains(-1))
        let backward = tabs(host, Self.order.count, backward: true)
        XCTAssertEqual(backward, [Self.order.last!] + Self.order.dropLast().reversed(),
                       "Shift-Tab goes back through the same stops")
    }

    func testEachStopIsAFocusableElementAndNoOtherEnabledControlIs() {
        let host = TestHost(AllControls(), size: Self.size)
        // Every enabled element that says it can take focus is a stop, save a group's other members (the
        // segments not selected) and the list's other rows, which the arrows reach.
        let focusable = host.accessibilityElements.filter { $0.states.contains(.focusable) && !$0.states.contains(.disabled) }
            .map(reading)
        let groupMembers: Set = ["radioButton:S", "radioButton:L"]
        XCTAssertEqual(focusable.filter { !groupMembers.contains($0) && $0 != "listItem:" },
                       Self.order.filter { $0 != "listItem:" }, "\(focusable)")
    }

    /// Focuses the stop whose element reads `target` by pressing Tab.
    private func tab(_ host: TestHost, to target: String, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<30 {
            host.keyDown(.tab, modifiers: focused(host).first?.role == .textEditor ? .command : [])
            if focused(host).map(reading) == [target] { return }
        }
        XCTFail("Tab never reached \(target)", file: file, line: line)
    }

    func testATextEditorTypesTabsAndControlTabLeavesIt() {
        let host = TestHost(AllControls(), size: Self.size)
        tab(host, to: "textField:Name")
        host.type("Ada")
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["secureTextField:Password"], "Tab leaves a one-line field")
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["textEditor:Notes"])
        host.type("a")
        XCTAssertTrue(host.keyDown(.tab))
        host.type("b")
        XCTAssertEqual(focused(host).first?.value, "a\tb", "Tab typed a tab in the editor")
        XCTAssertEqual(focused(host).map(reading), ["textEditor:Notes"], "and focus stayed")
        host.keyDown(.tab, modifiers: .command)
        XCTAssertEqual(focused(host).map(reading), ["link:Website"], "Control-Tab moves on")
        host.keyDown(.tab, modifiers: [.command, .shift])
        host.keyDown(.tab, modifiers: .shift)
        XCTAssertEqual(focused(host).map(reading), ["secureTextField:Password"], "Shift-Tab leaves the editor backward")
    }

    func testSpaceActivatesTheFocusedControlAndReturnOnlyTheDefaultAction() {
        let host = TestHost(AllControls(), size: Self.size)
        tab(host, to: "button:Plain button")
        XCTAssertFalse(host.keyDown(.return), "Return is the default action's, and there is none")
        XCTAssertEqual(host.texts.first, "log")
        XCTAssertTrue(host.keyDown(.space))
        XCTAssertEqual(host.texts.first, "plain")
        tab(host, to: "toggle:Switch")
        host.keyDown(.space)
        XCTAssertTrue(host.accessibilityElement(labeled: "Switch")!.states.contains(.checked), "Space flips a toggle")
        tab(host, to: "disclosure:More")
        XCTAssertFalse(host.texts.contains("Inside"))
        host.keyDown(.space)
        XCTAssertTrue(host.texts.contains("Inside"), "Space opens a disclosure group")
        XCTAssertTrue(host.accessibilityElement(labeled: "More")!.states.contains(.expanded))
    }

    func testALinkOpensFromTheKeyboard() {
        var opened: [URL] = []
        let view = VStack {
            Link("Website", destination: URL(string: "https://example.com")!)
        }.environment(\.openURL, OpenURLAction { opened.append($0); return .handled })
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["link:Website"])
        host.keyDown(.space)
        XCTAssertEqual(opened, [URL(string: "https://example.com")!])
    }

    func testTheArrowsMoveAListsSelectionAndScrollItIntoView() {
        struct Long: View {
            @State var row: Int?
            var body: some View {
                VStack(spacing: 0) {
                    Button("Before") {}
                    List(selection: $row) { ForEach(0..<60) { Text("Row \($0)").tag($0) } }
                    Text("row \(row.map(String.init) ?? "none")")
                }
            }
        }
        let host = TestHost(Long(), size: CGSize(width: 390, height: 400))
        host.keyDown(.tab)
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).first?.children.first?.label, "Row 0", "Tab enters the list at its first row")
        XCTAssertTrue(host.texts.contains("row none"), "entering selects nothing")
        for _ in 0..<20 { XCTAssertTrue(host.keyDown(.downArrow)) }
        XCTAssertTrue(host.texts.contains("row 20"), "Down went from row to row: \(host.texts.suffix(1))")
        XCTAssertEqual(focused(host).first?.children.first?.label, "Row 20")
        guard let shown = host.frame(ofText: "Row 20"), let ring = host.keyboardFocusFrame else { return XCTFail() }
        XCTAssertGreaterThanOrEqual(shown.minY, 0)
        XCTAssertLessThanOrEqual(ring.maxY, 400, "the focused row scrolled into view: \(ring)")
        XCTAssertTrue(ring.contains(CGPoint(x: shown.midX, y: shown.midY)))
        host.keyDown(.upArrow)
        XCTAssertTrue(host.texts.contains("row 19"))
        XCTAssertEqual(focused(host).first?.children.first?.label, "Row 19")
        host.keyDown(.tab, modifiers: .shift)
        XCTAssertEqual(focused(host).map(reading), ["button:Before"], "Shift-Tab leaves the list, one stop")
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).first?.children.first?.label, "Row 19", "and Tab comes back at the selected row")
    }

    func testTheArrowsMoveASegmentedPickersAndARadioGroupsChoice() {
        struct Pickers: View {
            @State var size = 1
            @State var speed = 0
            var body: some View {
                VStack {
                    Text("size \(size) speed \(speed)")
                    Picker("Size", selection: $size) { Text("S").tag(0); Text("M").tag(1); Text("L").tag(2) }
                        .pickerStyle(.segmented)
                    Picker("Speed", selection: $speed) { Text("Slow").tag(0); Text("Fast").tag(1) }
                        .pickerStyle(.radioGroup)
                    Button("After") {}
                }
            }
        }
        let host = TestHost(Pickers(), size: CGSize(width: 390, height: 300))
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["radioButton:M"], "Tab enters at the selected segment")
        XCTAssertTrue(host.keyDown(.rightArrow))
        XCTAssertEqual(host.texts.first, "size 2 speed 0")
        XCTAssertEqual(focused(host).map(reading), ["radioButton:L"], "focus goes with the choice")
        XCTAssertFalse(host.keyDown(.rightArrow), "past the last segment nothing moves")
        host.keyDown(.leftArrow)
        host.keyDown(.leftArrow)
        XCTAssertEqual(host.texts.first, "size 0 speed 0")
        XCTAssertEqual(focused(host).map(reading), ["radioButton:S"])
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["radioButton:Slow"], "the segments are one stop; the radio group the next")
        host.keyDown(.downArrow)
        XCTAssertEqual(host.texts.first, "size 0 speed 1")
        XCTAssertEqual(focused(host).map(reading), ["radioButton:Fast"])
        XCTAssertTrue(host.accessibilityElement(labeled: "Fast")!.states.contains(.checked))
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["button:After"])
        host.keyDown(.tab, modifiers: .shift)
        XCTAssertEqual(focused(host).map(reading), ["radioButton:Fast"], "Shift-Tab comes back at the selected button")
    }

    func testTheArrowsMoveATabBarsSelection() {
        struct Tabs: View {
            @State var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    Button("First content") {}.tabItem { Text("One") }.tag(0)
                    Button("Second content") {}.tabItem { Text("Two") }.tag(1)
                    Button("Third content") {}.tabItem { Text("Three") }.tag(2)
                }
            }
        }
        let host = TestHost(Tabs(), size: CGSize(width: 390, height: 500))
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["button:First content"])
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["tab:One"], "the tab bar is one stop, at the selected tab")
        host.keyDown(.rightArrow)
        XCTAssertTrue(host.texts.contains("Second content"), "\(host.texts)")
        XCTAssertEqual(focused(host).map(reading), ["tab:Two"])
        XCTAssertTrue(host.accessibilityElement(labeled: "Two")!.states.contains(.selected))
        host.keyDown(.rightArrow)
        XCTAssertFalse(host.keyDown(.rightArrow), "past the last tab nothing moves")
        XCTAssertEqual(focused(host).map(reading), ["tab:Three"])
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["button:Third content"], "Tab goes on to the shown tab's content")
    }

    func testMenusOpenFromTheKeyboardAndTheArrowsAndReturnChoose() {
        let host = TestHost(AllControls(), size: Self.size)
        tab(host, to: "popUpButton:Actions")
        XCTAssertTrue(host.keyDown(.downArrow), "Down opens a focused menu")
        host.advance(by: 0.4)
        XCTAssertTrue(host.accessibilityElement(labeled: "Actions")!.states.contains(.expanded))
        host.keyDown(.downArrow)
        XCTAssertEqual(focused(host).map(reading), ["menuItem:Copy"])
        host.keyDown(.downArrow)
        XCTAssertEqual(focused(host).map(reading), ["menuItem:Paste"])
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["menuItem:Copy"], "focus stays in the open menu")
        host.keyDown(.upArrow)
        XCTAssertTrue(host.keyDown(.return))
        host.advance(by: 0.4)
        XCTAssertEqual(host.texts.first, "paste", "Return chose the focused item")
        XCTAssertFalse(host.accessibilityElement(labeled: "Actions")!.states.contains(.expanded), "and closed the menu")
        XCTAssertEqual(focused(host).map(reading), ["popUpButton:Actions"], "focus is back on the menu's button")
        // Space opens too, Escape closes.
        host.keyDown(.space)
        host.advance(by: 0.4)
        XCTAssertTrue(host.accessibilityElement(labeled: "Actions")!.states.contains(.expanded))
        host.keyDown(.escape)
        host.advance(by: 0.4)
        XCTAssertFalse(host.accessibilityElement(labeled: "Actions")!.states.contains(.expanded))
        XCTAssertEqual(focused(host).map(reading), ["popUpButton:Actions"])
        // A menu-style picker: Return opens it (no default button here), Down and Return choose.
        host.keyDown(.tab, modifiers: .shift)
        XCTAssertEqual(focused(host).map(reading), ["popUpButton:Vanilla"])
        XCTAssertTrue(host.keyDown(.return))
        host.advance(by: 0.4)
        host.keyDown(.downArrow)
        host.keyDown(.downArrow)
        XCTAssertEqual(focused(host).map(reading), ["menuItem:Mint"])
        host.keyDown(.return)
        host.advance(by: 0.4)
        XCTAssertEqual(focused(host).map(reading), ["popUpButton:Mint"], "the picker reads its new choice, focused")
    }

    func testFocusStaysInsideAnAlert() {
        struct Screen: View {
            @State var shown = false
            @State var deleted = 0
            var body: some View {
                VStack {
                    Text("deleted \(deleted)")
                    Button("Behind") {}
                    Button("Ask") { shown = true }
                        .alert("Delete?", isPresented: $shown) {
                            Button("Delete", role: .destructive) { deleted += 1 }
                            Button("Cancel", role: .cancel) {}
                        }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 500))
        host.keyDown(.tab)
        host.keyDown(.tab)
        host.keyDown(.space)
        host.advance(by: 0.5)
        XCTAssertTrue(focused(host).isEmpty, "the alert takes focus away from what presented it")
        var seen: [String] = []
        for _ in 0..<4 {
            host.keyDown(.tab)
            seen.append(contentsOf: focused(host).map(reading))
        }
        XCTAssertEqual(seen, ["button:Delete", "button:Cancel", "button:Delete", "button:Cancel"], "Tab stays in the alert")
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertEqual(focused(host).map(reading), ["button:Ask"], "focus comes back where it was")
        // Space on an alert's button runs its action and the alert goes, as a click does.
        host.keyDown(.space)
        host.advance(by: 0.5)
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["button:Delete"])
        host.keyDown(.space)
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts.first, "deleted 1")
        XCTAssertNil(host.accessibilityElements.first { $0.role == .alert }, "the alert went")
        XCTAssertEqual(focused(host).map(reading), ["button:Ask"])
    }

    func testTheFocusRingShowsAroundTheFocusedRowSegmentAndTab() {
        struct Screen: View {
            @State var size = 0
            @State var row: Int? = 1
            var body: some View {
                VStack(spacing: 20) {
                    Picker("Size", selection: $size) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.segmented)
                    List(selection: $row) { ForEach(0..<3) { Text("Row \($0)").tag($0) } }.listStyle(.plain).frame(height: 150)
                }.padding(20)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 300))
        func isRing(_ c: RGBA) -> Bool { c.b > 200 && c.r < 190 && c.b > c.g }
        guard let s = host.frame(ofText: "S"), let m = host.frame(ofText: "M") else { return XCTFail() }
        let aboveS = CGPoint(x: s.midX, y: s.midY - 32 / 2 - 2.5)
        XCTAssertFalse(isRing(host.color(at: aboveS)), "no ring before Tab: \(host.color(at: aboveS))")
        host.keyDown(.tab)
        XCTAssertTrue(isRing(host.color(at: aboveS)), "a ring above the focused segment: \(host.color(at: aboveS))")
        XCTAssertFalse(isRing(host.color(at: CGPoint(x: m.midX, y: aboveS.y))), "none above the other segment")
        host.keyDown(.tab)
        XCTAssertFalse(isRing(host.color(at: aboveS)), "the ring left the picker")
        guard let ring = host.keyboardFocusFrame, let row1 = host.frame(ofText: "Row 1") else { return XCTFail() }
        XCTAssertTrue(ring.contains(CGPoint(x: row1.midX, y: row1.midY)), "focus is on the selected row")
        let edge = CGPoint(x: ring.midX, y: ring.minY - 1.5)
        XCTAssertTrue(isRing(host.color(at: edge)), "a ring along the row's top: \(host.color(at: edge))")
    }

    func testAScreenReaderMovesKeyboardFocus() {
        let host = TestHost(AllControls(), size: Self.size)
        XCTAssertTrue(host.focusAccessibilityElement(host.accessibilityElement(labeled: "Actions")!))
        XCTAssertEqual(focused(host).map(reading), ["popUpButton:Actions"])
        XCTAssertNotNil(host.keyboardFocusFrame, "and its ring shows")
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["disclosure:More"], "Tab goes on from there")
        // A segment that is not the selected one, a list row.
        XCTAssertTrue(host.focusAccessibilityElement(host.accessibilityElement(labeled: "L")!))
        XCTAssertEqual(focused(host).map(reading), ["radioButton:L"])
        let row2 = host.accessibilityElements.first { $0.role == .listItem && $0.children.first?.label == "Row 2" }!
        XCTAssertTrue(host.focusAccessibilityElement(row2))
        XCTAssertEqual(focused(host).first?.children.first?.label, "Row 2")
        host.keyDown(.upArrow)
        XCTAssertEqual(focused(host).first?.children.first?.label, "Row 1", "the arrows go on from the row")
        XCTAssertTrue(host.focusAccessibilityElement(host.accessibilityElement(labeled: "Name")!))
        host.type("x")
        XCTAssertEqual(host.accessibilityElement(labeled: "Name")?.value, "x", "a field focused so takes typing")
        // What cannot take keyboard focus says so and leaves it where it is; the screen reader's own focus
        // goes there (the semantics mark it), until the keyboard moves again.
        let field = host.keyboardFocusFrame
        XCTAssertFalse(host.focusAccessibilityElement(host.accessibilityElement(labeled: "Disabled")!))
        XCTAssertFalse(host.focusAccessibilityElement(host.accessibilityElement(labeled: "log")!))
        XCTAssertEqual(host.keyboardFocusFrame, field, "keyboard focus stayed on the field")
        XCTAssertEqual(focused(host).map(reading), ["staticText:log"], "the screen reader is on the text")
        host.keyDown(.tab)
        XCTAssertEqual(focused(host).map(reading), ["secureTextField:Password"], "the keyboard takes focus back")
    }

    func testTabOrderIsTheSemanticsReadingOrderWhereAZIndexReordersSiblings() {
        let view = ZStack {
            Button("Drawn on top") {}.offset(y: -40).zIndex(1)
            Button("Drawn below") {}.offset(y: 40)
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 300))
        let reading = host.accessibilityElements.filter { $0.role == .button }.map(reading)
        XCTAssertEqual(reading, ["button:Drawn below", "button:Drawn on top"], "the tree reads in drawing order")
        XCTAssertEqual(tabs(host, 2), reading, "Tab goes as the semantics tree reads")
    }

    func testAnIndexInsideAnIfReordersTheReadingAmongTheContainersViews() {
        let view = ZStack {
            if true { Button("Drawn on top") {}.offset(y: -40).zIndex(1) }
            Button("Drawn below") {}.offset(y: 40)
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 300))
        let reading = host.accessibilityElements.filter { $0.role == .button }.map(reading)
        XCTAssertEqual(reading, ["button:Drawn below", "button:Drawn on top"], "the tree reads in drawing order")
        XCTAssertEqual(tabs(host, 2), reading, "Tab goes as the semantics tree reads")
    }

    func testADatePickersAndAColorPickersButtonsAreStopsThatSpaceOpens() {
        struct Screen: View {
            @State var date = Date(timeIntervalSince1970: 0)
            @State var colour = Color.red
            var body: some View {
                VStack {
                    DatePicker("Day", selection: $date, displayedComponents: .date)
                    ColorPicker("Colour", selection: $colour)
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        XCTAssertTrue(host.keyDown(.tab))
        let capsule = host.keyboardFocusFrame!
        XCTAssertEqual(focused(host).map(\.role), [.datePicker])
        XCTAssertTrue(host.keyDown(.tab))
        let well = host.keyboardFocusFrame!
        XCTAssertEqual(focused(host).map(\.role), [.colorWell])
        XCTAssertGreaterThan(well.minY, capsule.maxY, "the date's capsule, then the colour well: \(capsule) \(well)")
        XCTAssertTrue(host.keyDown(.space))
        host.advance(by: 0.5)
        // The palette is open and has the keyboard: Tab goes round its controls, not back to the date.
        XCTAssertTrue(host.keyDown(.tab))
        XCTAssertFalse(host.keyboardFocusFrame!.intersects(capsule), "focus is in the palette: \(host.keyboardFocusFrame!)")
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertEqual(host.keyboardFocusFrame, well, "Escape closed it, focus back on the well")
    }
}

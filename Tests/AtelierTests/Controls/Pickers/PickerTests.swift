import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

/// A picker over flavours in a given style, its selection echoed in a text.
private struct FlavorPicker<S: PickerStyle>: View {
    let style: S
    @State var flavor: Flavor = .chocolate
    var body: some View {
        VStack(spacing: 20) {
            Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(style)
            Text(verbatim: "picked \(flavor.rawValue)")
            Spacer()
        }
        .padding(20)
    }
}


@preconcurrency @MainActor final class PickerTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    func testAMenuPickerShowsTheValueAndChoosingAnItemWritesTheSelection() {
        let host = TestHost(FlavorPicker(style: .menu), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(host.texts.contains("Chocolate"), "the button shows the current value: \(host.texts)")
        XCTAssertFalse(host.texts.contains("Vanilla"), "the options are in the closed menu")
        let value = host.frame(ofText: "Chocolate")!
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: value.minX + 3, y: value.midY))) ||
                      (0..<Int(value.width)).contains { isTint(host.color(at: CGPoint(x: value.minX + CGFloat($0), y: value.midY))) },
                      "the value is drawn in the tint")
        host.tap(onText: "Chocolate")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Vanilla"))
        XCTAssertTrue(host.texts.contains("Strawberry"))
        let rows = host.frames(ofText: "Chocolate")
        XCTAssertEqual(rows.count, 2, "the button and its menu item")
        host.tap(onText: "Vanilla")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("picked vanilla"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Strawberry"), "choosing closes the menu")
        XCTAssertTrue(host.texts.contains("Vanilla"), "the button shows the new value")
    }

    func testTheMenuMarksTheSelectedOptionWithACheckmark() {
        let host = TestHost(FlavorPicker(style: .menu), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Chocolate")
        host.advance(by: 0.4)
        let items = host.frames(ofText: "Chocolate").sorted { $0.minY < $1.minY }
        let chocolate = items.last!, vanilla = host.frame(ofText: "Vanilla")!
        // The checkmark sits before the selected item's title; the other items have none.
        @MainActor func inkBefore(_ frame: CGRect) -> Bool {
            (4...26).contains { dx in
                let c = host.color(at: CGPoint(x: frame.minX - CGFloat(dx), y: frame.midY))
                return c.r < 120 && c.g < 120 && c.b < 120
            }
        }
        XCTAssertTrue(inkBefore(chocolate), "a checkmark before the selected option")
        XCTAssertFalse(inkBefore(vanilla), "no checkmark before another option")
    }

    func testTheAutomaticStyleInAListRowShowsTheLabelAndTheValueAndTheRowOpensTheMenu() {
        struct Screen: View {
            @State var flavor: Flavor = .vanilla
            var body: some View {
                List {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.title).tag($0) }
                    }
                    Text(verbatim: "picked \(flavor.rawValue)")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        let label = host.frame(ofText: "Flavor")!, value = host.frame(ofText: "Vanilla")!
        XCTAssertEqual(label.minX, 40, accuracy: 1, "the label is leading, at the row's inset (20 + 20)")
        XCTAssertGreaterThan(value.minX, 250, "the value is trailing")
        XCTAssertEqual(label.midY, value.midY, accuracy: 1, "on one row")
        // In a row the value is secondary grey (#8A8A8E over white), as iOS 17 draws a Form's menu picker.
        XCTAssertTrue((0..<Int(value.width)).contains { host.color(at: CGPoint(x: value.minX + CGFloat($0), y: value.midY)) == RGBA(r: 0x8A, g: 0x8A, b: 0x8E, a: 255) },
                      "the value is secondary grey")
        XCTAssertFalse((0..<Int(value.width)).contains { isTint(host.color(at: CGPoint(x: value.minX + CGFloat($0), y: value.midY))) },
                       "the value is not in the tint")
        XCTAssertFalse((0..<Int(label.width)).contains { isTint(host.color(at: CGPoint(x: label.minX + CGFloat($0), y: label.midY))) },
                       "the label is not")
        host.tap(at: CGPoint(x: 200, y: label.midY))
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Strawberry"), "a tap anywhere in the row opens the menu")
        host.tap(onText: "Strawberry")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("picked strawberry"))
    }

    func testWithoutTagsAForEachTagsItsOptionsWithTheElementIDs() {
        struct Screen: View {
            @State var name = "b"
            var body: some View {
                VStack {
                    Picker("Letter", selection: $name) {
                        ForEach(["a", "b", "c"], id: \.self) { Text("Letter \($0)") }
                    }
                    .pickerStyle(.segmented)
                    Text(verbatim: "picked \(name)")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 200))
        host.tap(onText: "Letter c")
        XCTAssertTrue(host.texts.contains("picked c"), "\(host.texts)")
        host.tap(onText: "Letter a")
        XCTAssertTrue(host.texts.contains("picked a"))
    }

    func testAnOptionalSelectionMatchesOptionalTagsAndNilSelectsNothing() {
        struct Screen: View {
            @State var flavor: Flavor? = nil
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        Text("Chocolate").tag(Optional(Flavor.chocolate))
                        Text("Vanilla").tag(Flavor.vanilla as Flavor?)
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 300)
                    Text(verbatim: "picked \(flavor?.rawValue ?? "nothing")")
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 200))
        let chocolate = host.frame(ofText: "Chocolate")!
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 20, y: chocolate.minY - 3)), above: 250), "nil: no segment is selected")
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 280, y: chocolate.minY - 3)), above: 250))
        host.tap(onText: "Vanilla")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked vanilla"))
        XCTAssertTrue(isWhite(host.color(at: CGPoint(x: 280, y: chocolate.minY - 3)), above: 250), "the tapped segment shows selected")
        XCTAssertTrue(Diagnostics.warnings.filter { $0.contains("Picker") }.isEmpty, "\(Diagnostics.warnings)")
    }

    func testANilTagIsTheOptionANilSelectionSelects() {
        struct Screen: View {
            @State var flavor: Flavor? = .vanilla
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        Text("None").tag(nil as Flavor?)
                        Text("Vanilla").tag(Flavor.vanilla as Flavor?)
                    }
                    .pickerStyle(.inline)
                    Text(verbatim: "picked \(flavor?.rawValue ?? "nothing")")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 300))
        host.tap(onText: "None")
        XCTAssertTrue(host.texts.contains("picked nothing"), "\(host.texts)")
        host.tap(onText: "Vanilla")
        XCTAssertTrue(host.texts.contains("picked vanilla"))
    }

    func testSectionsInAMenuShowTheirHeaders() {
        struct Screen: View {
            @State var food = "apple"
            var body: some View {
                Picker("Food", selection: $food) {
                    Section("Fruit") {
                        Text("Apple").tag("apple")
                        Text("Pear").tag("pear")
                    }
                    Section("Vegetables") {
                        Text("Leek").tag("leek")
                    }
                }
                .pickerStyle(.menu)
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Apple")
        host.advance(by: 0.4)
        let fruit = host.frame(ofText: "Fruit"), vegetables = host.frame(ofText: "Vegetables")
        XCTAssertNotNil(fruit)
        XCTAssertNotNil(vegetables)
        let pear = host.frame(ofText: "Pear")!, leek = host.frame(ofText: "Leek")!
        XCTAssertLessThan(pear.maxY, vegetables!.minY, "the second header comes after the first section's items")
        XCTAssertLessThan(vegetables!.maxY, leek.minY)
        host.tap(onText: "Leek")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Leek"), "the button shows the choice from the second section")
    }

    func testASelectionMatchingNoTagDrawsNothingSelectedAndWarnsOnce() {
        struct Screen: View {
            @State var number = 7
            @State var redraws = 0
            var body: some View {
                VStack {
                    Picker("Number", selection: $number) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 300)
                    Button("Redraw \(redraws)") { redraws += 1 }
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 200))
        host.tap(onText: "Redraw 0")
        host.tap(onText: "Redraw 1")
        XCTAssertTrue(host.texts.contains("Redraw 2"))
        let one = host.frame(ofText: "One")!
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 20, y: one.minY - 3)), above: 250), "no segment is selected")
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 280, y: one.minY - 3)), above: 250))
        let warnings = Diagnostics.warnings.filter { $0.contains("matches no option") }
        XCTAssertEqual(warnings.count, 1, "\(Diagnostics.warnings)")
        XCTAssertTrue(warnings[0].contains("7"))
    }

    func testAnEmptyPickerWarnsAndDrawsAnEmptyControl() {
        struct Screen: View {
            @State var number = 0
            var body: some View {
                VStack {
                    Picker("Number", selection: $number) { ForEach([Int](), id: \.self) { Text("\($0)") } }.pickerStyle(.wheel)
                    Picker("Other", selection: $number) { ForEach([Int](), id: \.self) { Text("\($0)") } }.pickerStyle(.segmented)
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 400))
        _ = host.pngData()
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("no options") }, "\(Diagnostics.warnings)")
        XCTAssertFalse(host.keyDown(.downArrow), "nothing to move to")
    }

    func testTheSegmentedControlHasIOSMetricsAndItsSegmentSlidesWithAnAnimation() {
        struct Screen: View {
            @State var index = 0
            var body: some View {
                Picker("Side", selection: $index) {
                    Text("Left").tag(0)
                    Text("Right").tag(1)
                }
                .pickerStyle(.segmented)
                .frame(width: 300)
                .padding(.top, 20)
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 120))
        // The track: 32 points high from y = 20, tertiarySystemFill over white (118,118,128 at 0.12).
        let track = host.color(at: CGPoint(x: 150, y: 21))
        XCTAssertEqual(Int(track.r), 239, accuracy: 3)
        XCTAssertEqual(Int(track.b), 240, accuracy: 3)
        XCTAssertTrue(isWhite(host.color(at: CGPoint(x: 150, y: 19)), above: 250), "nothing above the track")
        XCTAssertTrue(isWhite(host.color(at: CGPoint(x: 150, y: 53)), above: 250), "nothing below its 32 points")
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 150, y: 51)), above: 250))
        // The selected segment: white, inset by 2.
        XCTAssertTrue(isWhite(host.color(at: CGPoint(x: 75, y: 25)), above: 250))
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 225, y: 25)), above: 250))
        let left = host.frame(ofText: "Left")!
        XCTAssertEqual(left.midX, 75, accuracy: 1.5, "labels are centred in equal segments")
        XCTAssertEqual(left.height, 16, accuracy: 2, "13-point labels")
        host.tap(onText: "Right")
        host.advance(by: 0.125)
        XCTAssertTrue(isWhite(host.color(at: CGPoint(x: 150, y: 25)), above: 250), "half-way, the segment covers the middle")
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 8, y: 25)), above: 250), "and has left the first segment's start")
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 292, y: 25)), above: 250), "and not yet reached the second's end")
        host.advance(by: 0.3)
        XCTAssertTrue(isWhite(host.color(at: CGPoint(x: 225, y: 25)), above: 250))
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: 75, y: 25)), above: 250))
    }

    func testTheArrowKeysMoveAFocusedSegmentedControlsSelection() {
        let host = TestHost(FlavorPicker(style: .segmented), size: CGSize(width: 390, height: 300))
        XCTAssertTrue(host.keyDown(.tab))
        XCTAssertNotNil(host.keyboardFocusFrame)
        host.keyDown(.rightArrow)
        XCTAssertTrue(host.texts.contains("picked vanilla"), "\(host.texts)")
        host.keyDown(.rightArrow)
        host.keyDown(.rightArrow)
        XCTAssertTrue(host.texts.contains("picked strawberry"), "the last option stays selected")
        host.keyDown(.leftArrow)
        XCTAssertTrue(host.texts.contains("picked vanilla"))
    }

    func testAWheelSpinsByDragSnapsToARowAndAnswersArrowKeys() {
        struct Screen: View {
            @State var number = 3
            var body: some View {
                VStack(spacing: 0) {
                    Picker("Number", selection: $number) {
                        ForEach(0..<20, id: \.self) { Text("Row \($0)").tag($0) }
                    }
                    .pickerStyle(.wheel)
                    Text(verbatim: "picked \(number)")
                    Spacer()
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 400))
        let selected = host.frame(ofText: "Row 3")!
        XCTAssertEqual(selected.midY, 108, accuracy: 1.5, "the selection sits at the centre of the 216-point wheel")
        let above = host.frame(ofText: "Row 2")!, far = host.frame(ofText: "Row 0")!
        XCTAssertLessThan(above.height, selected.height, "rows shrink as they turn away")
        XCTAssertLessThan(far.height, above.height)
        XCTAssertEqual(selected.midY - above.midY, 32 * sin(.pi / 9) / (.pi / 9), accuracy: 1.5)
        // A slow drag up by two rows and a bit: it snaps to the nearest row, two further on.
        host.pointerDown(at: CGPoint(x: 150, y: 150))
        for step in 1...20 {
            host.advance(by: 0.05)
            host.pointerMove(to: CGPoint(x: 150, y: 150 - CGFloat(step) * 70 / 20))
        }
        host.advance(by: 0.2)
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 5"), "\(host.texts.filter { $0.hasPrefix("picked") })")
        XCTAssertEqual(host.frame(ofText: "Row 5")!.midY, 108, accuracy: 1.5, "the chosen row rests at the centre")
        // A tap on the row below turns it to the centre.
        let below = host.frame(ofText: "Row 6")!
        host.tap(at: CGPoint(x: 150, y: below.midY))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 6"))
        XCTAssertTrue(host.keyDown(.tab))
        host.keyDown(.downArrow)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 7"))
        host.keyDown(.upArrow)
        host.keyDown(.upArrow)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 5"))
    }

    func testTheInlineStyleShowsARowPerOptionWithACheckmarkOnTheSelectedOne() {
        let host = TestHost(FlavorPicker(style: .inline), size: CGSize(width: 390, height: 400))
        let chocolate = host.frame(ofText: "Chocolate")!, vanilla = host.frame(ofText: "Vanilla")!
        XCTAssertGreaterThanOrEqual(vanilla.midY - chocolate.midY, 44, "rows of at least 44 points")
        @MainActor func checkmark(onRowAt y: CGFloat) -> Bool {
            (330...370).contains { x in isTint(host.color(at: CGPoint(x: CGFloat(x), y: y))) }
        }
        XCTAssertTrue(checkmark(onRowAt: chocolate.midY))
        XCTAssertFalse(checkmark(onRowAt: vanilla.midY))
        host.tap(onText: "Vanilla")
        XCTAssertTrue(host.texts.contains("picked vanilla"))
        XCTAssertTrue(checkmark(onRowAt: vanilla.midY))
        XCTAssertFalse(checkmark(onRowAt: chocolate.midY))
    }

    func testInAListRowTheInlineStyleLeavesTheTitleToTheSection() {
        struct Screen: View {
            @State var size = 1
            var body: some View {
                List {
                    Section("Sizes") {
                        Picker("Size", selection: $size) { Text("Small").tag(1); Text("Large").tag(2) }
                            .pickerStyle(.inline)
                    }
                    Text(verbatim: "picked \(size)")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 500))
        XCTAssertFalse(host.texts.contains("Size"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("SIZE"))
        host.tap(onText: "Large")
        XCTAssertTrue(host.texts.contains("picked 2"))
    }

    func testARadioGroupSelectsByTapAndByArrowKeys() {
        let host = TestHost(FlavorPicker(style: .radioGroup), size: CGSize(width: 390, height: 300))
        let label = host.frame(ofText: "Flavor")!, chocolate = host.frame(ofText: "Chocolate")!, vanilla = host.frame(ofText: "Vanilla")!
        XCTAssertLessThan(label.maxX, chocolate.minX, "the label leads")
        XCTAssertGreaterThan(vanilla.minY, chocolate.maxY - 1, "the options are a column")
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: chocolate.minX - 14, y: chocolate.midY - 5))), "the selected circle is tinted")
        XCTAssertFalse(isTint(host.color(at: CGPoint(x: vanilla.minX - 14, y: vanilla.midY - 5))))
        host.tap(onText: "Strawberry")
        XCTAssertTrue(host.texts.contains("picked strawberry"))
        XCTAssertTrue(host.keyDown(.tab))
        host.keyDown(.upArrow)
        XCTAssertTrue(host.texts.contains("picked vanilla"))
    }

    func testTheNavigationLinkStylePushesTheOptionsAndChoosingOneGoesBack() {
        struct Screen: View {
            @State var flavor: Flavor = .chocolate
            var body: some View {
                NavigationStack {
                    List {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { Text($0.title).tag($0) }
                        }
                        .pickerStyle(.navigationLink)
                        Text(verbatim: "picked \(flavor.rawValue)")
                    }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(host.texts.contains("Chocolate"))
        XCTAssertFalse(host.texts.contains("Vanilla"))
        host.tap(onText: "Flavor")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Vanilla"), "the options were pushed: \(host.texts)")
        host.tap(onText: "Vanilla")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("picked vanilla"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Strawberry"), "back on the first level")
    }

    func testAPaletteShowsTheOptionsIconsAndSelectsByTap() {
        struct Screen: View {
            @State var tool = "pencil"
            var body: some View {
                VStack {
                    Picker("Tool", selection: $tool) {
                        Label("Pencil", systemImage: "pencil").tag("pencil")
                        Label("Eraser", systemImage: "eraser").tag("eraser")
                    }
                    .pickerStyle(.palette)
                    .frame(width: 200)
                    Text(verbatim: "picked \(tool)")
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 200, height: 200))
        XCTAssertFalse(host.texts.contains("Pencil"), "icons only")
        host.tap(at: CGPoint(x: 150, y: 16))
        XCTAssertTrue(host.texts.contains("picked eraser"), "\(host.texts)")
    }

    func testAPickerStyleSetOnAContainerReachesEveryPickerAndAnUnknownStyleDrawsAsAutomatic() {
        struct Unknown: PickerStyle {}
        struct Screen: View {
            @State var a = 1
            @State var b = 1
            var body: some View {
                VStack {
                    Picker("A", selection: $a) { Text("A one").tag(1); Text("A two").tag(2) }
                    Picker("B", selection: $b) { Text("B one").tag(1); Text("B two").tag(2) }
                        .pickerStyle(Unknown())
                }
                .pickerStyle(.segmented)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.texts.contains("A two"), "the container's segmented style shows every option")
        XCTAssertFalse(host.texts.contains("B two"), "the nearer (unknown) style is automatic: a menu")
        XCTAssertTrue(host.texts.contains("B one"))
    }

    func testAPickerInAMenuShowsItsOptionsAsTheMenusItems() {
        struct Screen: View {
            @State var sort = "name"
            var body: some View {
                VStack {
                    Menu("Sort") {
                        Picker("Sort by", selection: $sort) {
                            Text("Name").tag("name")
                            Text("Date").tag("date")
                        }
                        Button("Refresh") {}
                    }
                    Text(verbatim: "sorted by \(sort)")
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Sort")
        host.advance(by: 0.4)
        let name = host.frame(ofText: "Name")!, date = host.frame(ofText: "Date")!, refresh = host.frame(ofText: "Refresh")!
        XCTAssertLessThan(name.maxY, date.minY)
        XCTAssertLessThan(date.maxY, refresh.minY, "the options are items, in order, before the next item")
        XCTAssertFalse(host.texts.contains("Sort by"), "no nested menu button")
        host.tap(onText: "Date")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("sorted by date"))
        XCTAssertFalse(host.texts.contains("Refresh"), "choosing an option closes the menu")
    }

    func testLabelsHiddenHidesARadioGroupsLabel() {
        let host = TestHost(FlavorPicker(style: .radioGroup).labelsHidden(), size: CGSize(width: 390, height: 300))
        XCTAssertFalse(host.texts.contains("Flavor"))
        XCTAssertTrue(host.texts.contains("Vanilla"))
    }

    func testADisabledPickerDoesNotChange() {
        struct Screen: View {
            @State var index = 0
            var body: some View {
                VStack {
                    Picker("Side", selection: $index) { Text("Left").tag(0); Text("Right").tag(1) }
                        .pickerStyle(.segmented)
                        .disabled(true)
                    Text(verbatim: "picked \(index)")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 200))
        host.tap(onText: "Right")
        XCTAssertTrue(host.texts.contains("picked 0"))
    }

    func testAPickerOverSeveralSourcesWritesEveryOne() {
        struct Screen: View {
            @State var first = 1
            @State var second = 2
            var body: some View {
                VStack {
                    Picker("Size", sources: [$first, $second], selection: \.self) {
                        Text("Small").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.inline)
                    Text(verbatim: "sizes \([first, second])")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 300))
        host.tap(onText: "Large")
        XCTAssertTrue(host.texts.contains("sizes [2, 2]"), "\(host.texts)")
    }

    func testACurrentValueLabelReplacesTheSelectedOptionOnTheMenuButton() {
        struct Screen: View {
            @State var n = 1
            var body: some View {
                Picker(selection: $n) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                } label: {
                    Text("Count")
                } currentValueLabel: {
                    Text(verbatim: "#\(n)")
                }
                .pickerStyle(.menu)
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.texts.contains("#1"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("One"))
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

private let grouped = RGBA(r: 242, g: 242, b: 247, a: 255)

/// A user style: the content in a VStack under a title, on white.
private struct TitledFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Text("Titled form")
            configuration.content
        }
    }
}

/// A style whose body holds `Form(configuration)`: it draws the form style further out, under a banner.
private struct BannerFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Text("Banner")
            Form(configuration)
        }
    }
}

@preconcurrency @MainActor final class FormTests: XCTestCase {
    override func setUp() async throws {
        ButtonLog.entries = []
    }

    func testGroupedFormLooksLikeAnInsetGroupedList() {
        let form = Form {
            Section {
                Text("Alpha")
                Text("Beta")
            } header: { Text("Header") } footer: { Text("Footer") }
        }
        for (name, view) in [("automatic", AnyView(form)), ("grouped", AnyView(form.formStyle(.grouped))),
                             ("explicit automatic", AnyView(form.formStyle(.automatic)))] {
            let host = TestHost(view, size: CGSize(width: 390, height: 400))
            XCTAssertEqual(host.texts, ["HEADER", "Alpha", "Beta", "Footer"], name)
            guard let header = host.frame(ofText: "HEADER"), let alpha = host.frame(ofText: "Alpha"),
                  let beta = host.frame(ofText: "Beta"), let footer = host.frame(ofText: "Footer") else { return XCTFail(name) }
            XCTAssertEqual(alpha.minX, 40, accuracy: 1, "\(name): rows 20 into a card inset 20 (UIKit's margins beyond 375 points)")
            XCTAssertEqual(header.minX, 40, accuracy: 1, name)
            XCTAssertEqual(beta.midY - alpha.midY, 44, accuracy: 1, "\(name): 44-point rows")
            XCTAssertLessThan(header.maxY, alpha.minY, name)
            XCTAssertLessThan(beta.maxY, footer.minY, name)
            XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 8, y: alpha.midY)), grouped, 2), "\(name): grouped background")
            XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 200, y: alpha.midY)), Palette.white, 2), "\(name): white card")
            let line = (alpha.midY + beta.midY) / 2
            let onLine = (Int(line) - 2...Int(line) + 2).map { host.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
            XCTAssertTrue(onLine.contains { $0.r < 240 && $0.r > 150 }, "\(name): a separator between the rows")
        }
        // A form is grouped whatever list style is in effect.
        let plainList = TestHost(form.listStyle(.plain), size: CGSize(width: 390, height: 400))
        guard let alpha = plainList.frame(ofText: "Alpha") else { return XCTFail() }
        XCTAssertEqual(alpha.minX, 40, accuracy: 1)
    }

    func testWideFormsUseTwentyPointMargins() {
        let host = TestHost(Form { Text("Row") }, size: CGSize(width: 430, height: 200))
        guard let row = host.frame(ofText: "Row") else { return XCTFail() }
        XCTAssertEqual(row.minX, 40, accuracy: 1, "card 20 from the edge, content 20 into it")
    }

    func testAutomaticButtonMakesTheWholeRowOneButton() {
        let host = TestHost(Form { Button("Sign Out") { ButtonLog.entries.append("out") } }, size: CGSize(width: 390, height: 300))
        guard let label = host.frame(ofText: "Sign Out") else { return XCTFail() }
        XCTAssertNotNil(host.box(of: Palette.blue, tolerance: 40), "the label is drawn in the tint")
        host.tap(at: CGPoint(x: 340, y: label.midY))
        XCTAssertEqual(ButtonLog.entries, ["out"], "a tap in the row's empty part runs the button")
        host.pointerDown(at: CGPoint(x: 340, y: label.midY))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: label.midY)), RGBA(r: 209, g: 209, b: 214, a: 255), 4),
                      "the row highlights while pressed: \(host.color(at: CGPoint(x: 300, y: label.midY)))")
        host.pointerUp()
        XCTAssertEqual(ButtonLog.entries, ["out", "out"])
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: label.midY)), Palette.white, 2), "and unhighlights")
    }

    func testPlainButtonsInAFormRowFireSeparately() {
        let rowStyled = Form {
            HStack {
                Button("One") { ButtonLog.entries.append("1") }
                Spacer()
                Button("Two") { ButtonLog.entries.append("2") }
            }
            .buttonStyle(.plain)
        }
        let formStyled = Form {
            HStack {
                Button("One") { ButtonLog.entries.append("1") }
                Spacer()
                Button("Two") { ButtonLog.entries.append("2") }
            }
        }
        .buttonStyle(.borderless)
        for (name, view) in [("plain on the row", AnyView(rowStyled)), ("borderless on the form", AnyView(formStyled))] {
            ButtonLog.entries = []
            let host = TestHost(view, size: CGSize(width: 390, height: 300))
            host.tap(onText: "One")
            XCTAssertEqual(ButtonLog.entries, ["1"], name)
            host.tap(onText: "Two")
            XCTAssertEqual(ButtonLog.entries, ["1", "2"], name)
            guard let one = host.frame(ofText: "One") else { return XCTFail(name) }
            host.pointerDown(at: CGPoint(x: 195, y: one.midY))
            XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 195, y: one.midY)), Palette.white, 2), "\(name): no row highlight")
            host.pointerUp()
            XCTAssertEqual(ButtonLog.entries, ["1", "2"], "\(name): the row between them is no button")
        }
    }

    func testToggleAndTextFieldRows() {
        struct Settings: View {
            @State var on = false
            @State var name = ""
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $on)
                    TextField("Name", text: $name)
                    Text(on ? "is on" : "is off")
                }
            }
        }
        let host = TestHost(Settings(), size: CGSize(width: 390, height: 400))
        guard let label = host.frame(ofText: "Wi-Fi"), let field = host.frame(ofText: "Name") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(label.minX, 40, accuracy: 1, "the toggle's label leading")
        XCTAssertEqual(field.minX, 40, accuracy: 1.5, "the text field's prompt leading")
        // The switch (51 wide) ends at the row's trailing inset: its off track is grey there, white past it.
        let track = host.color(at: CGPoint(x: 390 - 40 - 10, y: label.midY))
        XCTAssertFalse(nearRGBA(track, Palette.white, 3), "a switch at the trailing inset: \(track)")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 390 - 40 - 60, y: label.midY)), Palette.white, 2), "nothing before it")
        host.tap(at: CGPoint(x: 390 - 40 - 20, y: label.midY))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("is on"), "tapping the switch flips it: \(host.texts)")
        let on = host.color(at: CGPoint(x: 390 - 40 - 40, y: label.midY))
        XCTAssertTrue(nearRGBA(on, Palette.green, 6), "the on track is green: \(on)")
    }

    func testColumnsStyleAlignsLabelsAndValues() {
        let view = Form {
            LabeledContent("Name", value: "Ada")
            LabeledContent("Favourite number", value: "42")
        }
        .formStyle(.columns)
        let host = TestHost(view, size: CGSize(width: 500, height: 300))
        guard let short = host.frame(ofText: "Name"), let long = host.frame(ofText: "Favourite number"),
              let ada = host.frame(ofText: "Ada"), let number = host.frame(ofText: "42") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(ada.minX, number.minX, accuracy: 0.5, "values start on one line")
        XCTAssertEqual(short.maxX, long.maxX, accuracy: 0.5, "labels end on one line (trailing-aligned)")
        XCTAssertLessThan(long.maxX, ada.minX)
        XCTAssertGreaterThan(short.minX - long.minX, 10, "the short label is pushed right")
        XCTAssertNil(host.box(of: grouped, tolerance: 1), "no grouped list background")
    }

    func testCustomStyleAndTheNextStyleOut() {
        let custom = TestHost(Form { Text("Row") }.formStyle(TitledFormStyle()), size: CGSize(width: 390, height: 200))
        XCTAssertEqual(custom.texts, ["Titled form", "Row"])
        XCTAssertNil(custom.box(of: grouped, tolerance: 1), "the custom style replaces the grouped look")
        // BannerFormStyle's Form(configuration) draws the style further out: here the titled one.
        let nested = TestHost(Form { Text("Row") }.formStyle(BannerFormStyle()).formStyle(TitledFormStyle()),
                              size: CGSize(width: 390, height: 200))
        XCTAssertEqual(nested.texts, ["Banner", "Titled form", "Row"])
        // Alone, its inner Form is the automatic, grouped one; nothing recurses.
        let alone = TestHost(Form { Text("Row") }.formStyle(BannerFormStyle()), size: CGSize(width: 390, height: 300))
        XCTAssertEqual(alone.texts, ["Banner", "Row"])
        XCTAssertNotNil(alone.box(of: grouped, tolerance: 1), "the grouped look under the banner")
    }

    /// Controls from different families meet in a Form as on iOS: a Picker's row opens its menu and chooses, a
    /// Stepper steps, a Slider's track takes a press, a DisclosureGroup opens, each in its own grouped row.
    func testPickerStepperSliderAndDisclosureRowsInAForm() {
        struct Screen: View {
            @State var size = 0
            @State var count = 2
            @State var level = 0.0
            var body: some View {
                Form {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    Stepper("Count \(count)", value: $count, in: 0...5)
                    Slider(value: $level)
                    DisclosureGroup("More") { Text("Hidden detail") }
                    Text(verbatim: "size \(size) level \(level > 0.5 ? "high" : "low")")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        guard let size = host.frame(ofText: "Size"), let small = host.frame(ofText: "Small") else {
            return XCTFail("the picker row: \(host.texts)")
        }
        XCTAssertEqual(size.midY, small.midY, accuracy: 1, "label and value on one row")
        XCTAssertGreaterThan(small.minX, 250, "the value is trailing")
        host.tap(at: CGPoint(x: 200, y: size.midY))
        host.advance(by: 0.4)
        host.tap(onText: "Large")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("size 1 level low"), "\(host.texts)")

        // The stepper's plus half is the trailing half of its 94-point bar, at the row's trailing inset.
        guard let count = host.frame(ofText: "Count 2") else { return XCTFail("the stepper row: \(host.texts)") }
        host.tap(at: CGPoint(x: 390 - 20 - 16 - 20, y: count.midY))
        XCTAssertTrue(host.texts.contains("Count 3"), "\(host.texts)")

        // A press near the trailing end of the slider's track sets a high level.
        guard let detail = host.frame(ofText: "More") else { return XCTFail("the disclosure row: \(host.texts)") }
        let sliderY = (count.maxY + detail.minY) / 2
        host.tap(at: CGPoint(x: 390 - 20 - 16 - 30, y: sliderY))
        XCTAssertTrue(host.texts.contains("size 1 level high"), "\(host.texts)")

        XCTAssertFalse(host.texts.contains("Hidden detail"))
        host.tap(onText: "More")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Hidden detail"), "the group opens in its row")
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Seed 002's SectionList, as printed.
private struct SectionList: View {
    var body: some View {
        List {
            Section {
                Text("Hello world!")
                Text("Hello world!")
            } header: {
                Text("使用 List + Section 实现\n标题只能大写：hello world！")
            } footer: {
                Text("This is a Footer title")
            }
        }
    }
}

/// Seed 001's ListCells (`plain` true) and ListCellsDefault.
private struct ListCells: View {
    let plain: Bool
    var body: some View {
        let list = List {
            HStack {
                Button("11") { ButtonLog.entries.append("1") }
                Button("22") { ButtonLog.entries.append("2") }
            }
        }
        if plain { list.buttonStyle(.plain) } else { list }
    }
}

/// A user style, as seed 001's roundedAndShadowPro: a blue rounded fill behind white text.
private struct BlueFillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .background(RoundedRectangle(cornerRadius: 10).foregroundColor(.blue))
    }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private let grouped = RGBA(r: 242, g: 242, b: 247, a: 255)

@preconcurrency @MainActor final class ListTests: XCTestCase {
    override func setUp() async throws {
        ButtonLog.entries = []
    }

    func testASectionStacksHeaderRowsAndFooterOnAnInsetGroupedCard() {
        let view = List {
            Section {
                Text("Alpha")
                Text("Beta")
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            }
        }
        let host = TestHost(view, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.texts, ["HEADER", "Alpha", "Beta", "Footer"], "the header is uppercased")
        guard let header = host.frame(ofText: "HEADER"), let alpha = host.frame(ofText: "Alpha"),
              let beta = host.frame(ofText: "Beta"), let footer = host.frame(ofText: "Footer") else {
            return XCTFail("texts: \(host.texts)")
        }
        XCTAssertLessThanOrEqual(header.maxY, alpha.minY, "header above the rows")
        XCTAssertLessThan(alpha.maxY, beta.minY, "rows stacked")
        XCTAssertLessThanOrEqual(beta.maxY, footer.minY, "footer below")
        XCTAssertEqual(alpha.minX, 40, accuracy: 1, "row content 20 into a card inset 20 (UIKit's margins beyond 375 points)")
        XCTAssertEqual(header.minX, 40, accuracy: 1, "header aligned with the rows")
        XCTAssertEqual(footer.minX, 40, accuracy: 1, "footer aligned with the rows")
        XCTAssertEqual(beta.midY - alpha.midY, 44, accuracy: 1, "rows are 44 points high")
        XCTAssertLessThan(header.height, alpha.height, "the header is footnote, smaller than body")
        // The grouped background outside the card, white on the card, and rounded corners.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 8, y: alpha.midY)), grouped, 2), "\(host.color(at: CGPoint(x: 8, y: alpha.midY)))")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 200, y: alpha.midY)), Palette.white, 2))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 382, y: 390)), grouped, 2), "the list fills the proposal")
        let cardTop = alpha.midY - 22
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 20.5, y: cardTop + 0.5)), grouped, 6), "the card's corner is rounded")
        // A separator between the rows, inset from the leading edge, none after the last row.
        let line = (alpha.midY + beta.midY) / 2
        let onLine = (Int(line) - 2...Int(line) + 2).map { host.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
        XCTAssertTrue(onLine.contains { $0.r < 240 && $0.r > 150 }, "a separator between the rows: \(onLine)")
        let beforeInset = (Int(line) - 2...Int(line) + 2).map { host.color(at: CGPoint(x: 24, y: Double($0) + 0.5)) }
        XCTAssertTrue(beforeInset.allSatisfy { nearRGBA($0, Palette.white, 2) }, "the separator starts at the content inset")
        let afterLast = (Int(beta.midY + 20)...Int(beta.midY + 24)).map { host.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
        XCTAssertFalse(afterLast.contains { $0.r < 240 && $0.r > 150 && $0.b < 240 }, "no separator after the last row: \(afterLast)")
    }

    func testTheSeedsSectionListShowsItsRowsFooterAndUppercasedHeader() {
        let host = TestHost(SectionList(), size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.frames(ofText: "Hello world!").count, 2)
        XCTAssertTrue(host.texts.contains("This is a Footer title"))
        XCTAssertTrue(host.texts.contains("使用 LIST + SECTION 实现\n标题只能大写：HELLO WORLD！"), "texts: \(host.texts)")
    }

    func testAutomaticButtonsActAsTheWholeRow() {
        let host = TestHost(ListCells(plain: false), size: CGSize(width: 390, height: 300))
        host.tap(onText: "11")
        XCTAssertEqual(ButtonLog.entries, ["1", "2"], "the row runs both actions")
        ButtonLog.entries = []
        guard let label = host.frame(ofText: "22") else { return XCTFail("no label") }
        host.tap(at: CGPoint(x: 340, y: label.midY))
        XCTAssertEqual(ButtonLog.entries, ["1", "2"], "a tap in the row's empty part too")
        // The row highlights while pressed.
        host.pointerDown(at: CGPoint(x: 340, y: label.midY))
        let pressed = host.color(at: CGPoint(x: 300, y: label.midY))
        XCTAssertTrue(nearRGBA(pressed, RGBA(r: 209, g: 209, b: 214, a: 255), 4), "pressed row: \(pressed)")
        host.pointerUp()
    }

    func testPlainButtonsInARowWorkAlone() {
        let host = TestHost(ListCells(plain: true), size: CGSize(width: 390, height: 300))
        host.tap(onText: "11")
        XCTAssertEqual(ButtonLog.entries, ["1"])
        ButtonLog.entries = []
        guard let label = host.frame(ofText: "22") else { return XCTFail("no label") }
        host.tap(at: CGPoint(x: 340, y: label.midY))
        XCTAssertEqual(ButtonLog.entries, [], "the row itself is no button")
        let borderless = TestHost(List { HStack { Button("A") { ButtonLog.entries.append("a") }; Button("B") { ButtonLog.entries.append("b") } } }
            .buttonStyle(.borderless), size: CGSize(width: 390, height: 300))
        borderless.tap(onText: "B")
        XCTAssertEqual(ButtonLog.entries, ["b"])
    }

    func testButtonsOutsideAListKeepTheirOwnBehaviour() {
        let host = TestHost(HStack { Button("A") { ButtonLog.entries.append("a") }; Button("B") { ButtonLog.entries.append("b") } },
                            size: CGSize(width: 300, height: 100))
        host.tap(onText: "A")
        XCTAssertEqual(ButtonLog.entries, ["a"])
    }

    func testEditButtonWithAStyleAndASimultaneousGesture() {
        let view = EditButton()
            .buttonStyle(BlueFillStyle())
            .simultaneousGesture(TapGesture().onEnded { ButtonLog.entries.append("pressed") })
        let host = TestHost(view, size: CGSize(width: 390, height: 200))
        XCTAssertEqual(host.texts, ["Edit"])
        guard let label = host.frame(ofText: "Edit") else { return XCTFail() }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.midX, y: label.minY - 4)), Palette.blue), "the style draws it")
        host.tap(onText: "Edit")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Done"])
        XCTAssertEqual(ButtonLog.entries, ["pressed"])
        host.tap(onText: "Done")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Edit"])
    }

    func testEditButtonTogglesTheEnvironmentBinding() {
        struct Editor: View {
            @State var mode: EditMode = .inactive
            var body: some View {
                VStack {
                    EditButton()
                    Text(mode.isEditing ? "editing" : "idle")
                }
                .environment(\.editMode, $mode)
            }
        }
        let host = TestHost(Editor(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Edit", "idle"])
        host.tap(onText: "Edit")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Done", "editing"])
        XCTAssertTrue(EditMode.transient.isEditing)
        XCTAssertFalse(EditMode.inactive.isEditing)
    }

    func testForEachRowsAndDataForms() {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
        let host = TestHost(List(fruits) { Text($0.name) }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.texts, ["Apple", "Banana", "Cherry"])
        let frames = ["Apple", "Banana", "Cherry"].compactMap { host.frame(ofText: $0) }
        XCTAssertEqual(frames.count, 3)
        if frames.count == 3 {
            XCTAssertEqual(frames[1].midY - frames[0].midY, 44, accuracy: 1)
            XCTAssertEqual(frames[2].midY - frames[1].midY, 44, accuracy: 1)
        }
        let mixed = TestHost(List {
            Text("Top")
            ForEach(["x", "y"], id: \.self) { Text($0) }
            Section("Named") { Text("Inside") }
        }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(mixed.texts, ["Top", "x", "y", "NAMED", "Inside"])
        var selection: Int? = nil
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let selectable = TestHost(List(fruits, selection: binding) { Text($0.name) }, size: CGSize(width: 390, height: 300))
        XCTAssertEqual(selectable.texts.count, 3)
        let ranged = TestHost(List(0..<2) { Text("row \($0)") }, size: CGSize(width: 390, height: 300))
        XCTAssertEqual(ranged.texts, ["row 0", "row 1"])
    }

    func testAnEmptyListShowsOnlyItsBackground() {
        let host = TestHost(List {}, size: CGSize(width: 390, height: 300))
        XCTAssertEqual(host.texts, [])
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 195, y: 150)), grouped, 2), "an empty list is its background")
        let noRows = TestHost(List { Section("Only a header") {} }, size: CGSize(width: 390, height: 300))
        XCTAssertEqual(noRows.texts, ["ONLY A HEADER"])
        noRows.tap(at: CGPoint(x: 195, y: 150))
    }

    func testPlainStyleHasNoCards() {
        let view = List {
            Section { Text("One"); Text("Two") } header: { Text("Head") }
        }
        .listStyle(.plain)
        let host = TestHost(view, size: CGSize(width: 390, height: 300))
        guard let one = host.frame(ofText: "One") else { return XCTFail("texts: \(host.texts)") }
        XCTAssertEqual(one.minX, 20, accuracy: 1, "rows run edge to edge, content inset 20")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 4, y: one.midY)), Palette.white, 1), "no grouped background at the edge")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 195, y: 290)), Palette.white, 1), "plain background: white")
        XCTAssertNil(host.box(of: grouped, tolerance: 1), "no grouped background anywhere")
        // The other styles compile and draw.
        for style in [AnyListStyleProbe(.insetGrouped), AnyListStyleProbe(.grouped), AnyListStyleProbe(.inset), AnyListStyleProbe(.sidebar), AnyListStyleProbe(.automatic)] {
            let h = TestHost(style.apply(List { Text("Row") }), size: CGSize(width: 390, height: 200))
            XCTAssertEqual(h.texts, ["Row"])
        }
    }

    func testRowInsetsAndRowBackgroundsApplyToTheirRows() {
        let view = List {
            Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            Text("Red").listRowBackground(Color.red)
        }
        let host = TestHost(view, size: CGSize(width: 390, height: 300))
        guard let inset = host.frame(ofText: "Inset"), let red = host.frame(ofText: "Red") else { return XCTFail() }
        XCTAssertEqual(inset.minX, 60, accuracy: 1, "40 into a card 20 from the edge")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: red.midY)), Palette.red, 4))
    }
}

/// Applies one of the built-in list styles, for looping over them.
@MainActor private struct AnyListStyleProbe {
    let apply: (List<Never, Text>) -> AnyView
    init<S: ListStyle>(_ style: S) { apply = { AnyView($0.listStyle(style)) } }
}

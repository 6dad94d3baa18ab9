import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

// Forms, date and colour pickers and every picker style as a screen reader reads them: form rows with their
// place in their section under a heading, a date picker's box and wheels, a calendar's days, a colour well,
// inline and wheel pickers.

@preconcurrency @MainActor final class PickerSemanticsTests: XCTestCase {
    private static let day = Date(timeIntervalSince1970: 1_700_000_000)   // 14 November 2023, UTC
    private static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_GB")
        return calendar
    }

    private struct FormScreen: View {
        @State var on = true
        @State var age = 30
        @State var date = PickerSemanticsTests.day
        @State var color = Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
        @State var choice = 0
        var body: some View {
            Form {
                Section("Profile") {
                    Toggle("Public", isOn: $on)
                    TextField("Age", value: $age, format: .number)
                }
                Section {
                    DatePicker("Birthday", selection: $date, displayedComponents: .date)
                    ColorPicker("Colour", selection: $color)
                    Picker("Plan", selection: $choice) { Text("Free").tag(0); Text("Pro").tag(1) }.pickerStyle(.inline)
                } header: { Text("More") }
                Text("plan \(choice) date \(Int(date.timeIntervalSince1970))")
            }
            .environment(\.calendar, PickerSemanticsTests.utc)
        }
    }

    func testFormRowsHaveTheirPlaceUnderTheirSectionsHeading() throws {
        let h = TestHost(FormScreen(), size: CGSize(width: 390, height: 844))
        let headings = h.accessibilityElements.filter { $0.role == .heading }
        XCTAssertEqual(headings.map { $0.label.lowercased() }, ["profile", "more"])
        let rows = h.accessibilityElements.filter { $0.role == .listItem }
        XCTAssertEqual(rows.compactMap(\.position).map { "\($0.index)/\($0.count)" }, ["1/2", "2/2", "1/3", "2/3", "3/3", "1/1"],
                       "a row outside any section is a section of its own")
        XCTAssertEqual(rows[0].children.map(\.role), [.toggle])
        XCTAssertEqual(rows[1].children.first?.role, .textField)
        XCTAssertEqual(rows[1].children.first?.value, "30", "a number field reads its number")
    }

    func testACompactDatePickerIsOneElementNamedByItsLabel() throws {
        let h = TestHost(FormScreen(), size: CGSize(width: 390, height: 844))
        let picker = try XCTUnwrap(h.accessibilityElement(labeled: "Birthday"))
        XCTAssertEqual(picker.role, .datePicker)
        XCTAssertEqual(picker.value, "14 Nov 2023")
        XCTAssertFalse(h.accessibilityElements.contains { $0.role == .staticText && $0.label == "Birthday" }, "the label is not read twice")
        XCTAssertTrue(h.performAccessibilityAction(.increment, on: picker))
        XCTAssertEqual(h.accessibilityElement(labeled: "Birthday")?.value, "15 Nov 2023", "increment moves a day")
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Birthday"))))
        h.advance(by: 1)
        XCTAssertTrue(try XCTUnwrap(h.accessibilityElement(labeled: "Birthday")).states.contains(.expanded), "activating opens the calendar")
        XCTAssertNotNil(h.accessibilityElement(labeled: "Wednesday, 15 November 2023"), "whose days are buttons")
    }

    func testAColourWellReadsItsColour() throws {
        let h = TestHost(FormScreen(), size: CGSize(width: 390, height: 844))
        let well = try XCTUnwrap(h.accessibilityElement(labeled: "Colour"))
        XCTAssertEqual(well.role, .colorWell)
        XCTAssertEqual(well.value, "red 100%, green 0%, blue 0%")
        XCTAssertTrue(h.performAccessibilityAction(on: well))
        h.advance(by: 1)
        XCTAssertTrue(try XCTUnwrap(h.accessibilityElement(labeled: "Colour")).states.contains(.expanded))
    }

    func testAnInlinePickerIsARadioGroupNamedByItsLabel() throws {
        let h = TestHost(FormScreen(), size: CGSize(width: 390, height: 844))
        let group = try XCTUnwrap(h.accessibilityElement(labeled: "Plan"))
        XCTAssertEqual(group.role, .radioGroup)
        XCTAssertEqual(group.children.map(\.label), ["Free", "Pro"], "the checkmark is a state, not a word")
        XCTAssertEqual(group.children.map { $0.states.contains(.checked) }, [true, false])
        XCTAssertTrue(h.performAccessibilityAction(on: group.children[1]))
        XCTAssertEqual(h.accessibilityElement(labeled: "Plan")?.children.map { $0.states.contains(.checked) }, [false, true])
        XCTAssertNotNil(h.accessibilityElements.first { $0.label.hasPrefix("plan 1") })
    }

    private struct Wheels: View {
        @State var flavour = 0
        @State var date = PickerSemanticsTests.day
        var body: some View {
            VStack {
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag(0)
                    Text("Mint").tag(1)
                    Text("Lemon").tag(2)
                }
                .pickerStyle(.wheel)
                DatePicker("Start", selection: $date, displayedComponents: .date).datePickerStyle(.wheel)
                Text("flavour \(flavour)")
            }
            .environment(\.calendar, PickerSemanticsTests.utc)
        }
    }

    func testAWheelIsOneAdjustableElementReadingItsChoice() throws {
        let h = TestHost(Wheels(), size: CGSize(width: 390, height: 844))
        let wheel = try XCTUnwrap(h.accessibilityElement(labeled: "Flavour"))
        XCTAssertEqual(wheel.role, .pickerWheel)
        XCTAssertEqual(wheel.value, "Vanilla")
        XCTAssertEqual(wheel.valueRange, AccessibilityValueRange(minimum: 0, maximum: 2, step: 1, current: 0))
        XCTAssertFalse(h.accessibilityElements.contains { $0.label == "Mint" }, "the rows are the wheel's value, not elements")
        XCTAssertTrue(h.performAccessibilityAction(.increment, on: wheel))
        h.advance(by: 1)
        XCTAssertEqual(h.accessibilityElement(labeled: "Flavour")?.value, "Mint")
        XCTAssertNotNil(h.accessibilityElement(labeled: "flavour 1"))
        XCTAssertTrue(h.setAccessibilityValue(2, on: try XCTUnwrap(h.accessibilityElement(labeled: "Flavour"))))
        h.advance(by: 1)
        XCTAssertEqual(h.accessibilityElement(labeled: "Flavour")?.value, "Lemon")

        let columns = h.accessibilityElements.filter { $0.role == .pickerWheel }.dropFirst()
        XCTAssertEqual(columns.map(\.label), ["Month", "Day", "Year"])
        XCTAssertEqual(columns.map(\.value), ["November", "14", "2023"])
        XCTAssertTrue(h.performAccessibilityAction(.decrement, on: try XCTUnwrap(columns.first)))
        h.advance(by: 1)
        XCTAssertEqual(h.accessibilityElement(labeled: "Month")?.value, "October")
    }

    private struct MonthScreen: View {
        @State var date = PickerSemanticsTests.day
        var body: some View {
            DatePicker("Due", selection: $date, displayedComponents: .date)
                .datePickerStyle(.graphical)
                .environment(\.calendar, PickerSemanticsTests.utc)
        }
    }

    func testAGraphicalCalendarsDaysAreButtonsAndItsArrowsAreNamed() throws {
        let h = TestHost(MonthScreen(), size: CGSize(width: 390, height: 844))
        let selected = h.accessibilityElements.filter { $0.states.contains(.selected) }
        XCTAssertEqual(selected.map(\.label), ["Tuesday, 14 November 2023"])
        XCTAssertEqual(selected.first?.role, .button)
        XCTAssertEqual(h.accessibilityElements.filter { $0.role == .button && $0.label.hasSuffix("November 2023") }.count, 30)
        XCTAssertNotNil(h.accessibilityElement(labeled: "Previous Month"))
        XCTAssertNil(h.accessibilityElements.first { $0.label.contains("chevron") }, "no symbol names are read")
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Friday, 24 November 2023"))))
        XCTAssertEqual(h.accessibilityElements.filter { $0.states.contains(.selected) }.map(\.label), ["Friday, 24 November 2023"])
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Next Month"))))
        XCTAssertNotNil(h.accessibilityElement(labeled: "Friday, 1 December 2023"))
    }
}

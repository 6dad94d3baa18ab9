import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private let utc = TimeZone(identifier: "UTC")!
private var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}

private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30) -> Date {
    gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

private func stamp(_ date: Date) -> String {
    let c = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
}

extension View {
    /// A fixed calendar, time zone and locale, so that what a date picker draws does not depend on the machine.
    fileprivate func fixedDates() -> some View {
        environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.timeZone, utc)
            .environment(\.locale, Locale(identifier: "en_US"))
    }
}

/// A date picker in a style, its selection echoed in a text.
private struct DateScreen<S: DatePickerStyle>: View {
    let style: S
    var components: DatePickerComponents = [.date]
    var range: ClosedRange<Date>? = nil
    @State var date: Date
    var body: some View {
        VStack(spacing: 10) {
            Group {
                if let range {
                    DatePicker("Start", selection: $date, in: range, displayedComponents: components)
                } else {
                    DatePicker("Start", selection: $date, displayedComponents: components)
                }
            }
            .datePickerStyle(style)
            Text(verbatim: "picked \(stamp(date))")
            Spacer()
        }
        .padding(.horizontal, 10)
        .fixedDates()
    }
}

/// A time as Foundation writes it in English: a narrow no-break space before AM and PM, as on iOS 17.
private func spaced(_ time: String) -> String { time.replacingOccurrences(of: " ", with: "\u{202F}") }


@MainActor private func hasTint(_ host: TestHost, in frame: CGRect) -> Bool {
    for x in stride(from: frame.minX, to: frame.maxX, by: 1) where isTint(host.color(at: CGPoint(x: x, y: frame.midY))) { return true }
    return false
}

@preconcurrency @MainActor final class DatePickerTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    func testTheGraphicalStyleShowsTheMonthAndATappedDayBecomesTheSelection() {
        let host = TestHost(DateScreen(style: .graphical, date: day(2026, 12, 2)), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(host.texts.contains("December 2026"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("SUN") && host.texts.contains("SAT"))
        let sun = host.frame(ofText: "SUN")!, sat = host.frame(ofText: "SAT")!
        XCTAssertLessThan(sun.midX, sat.midX, "the week starts on Sunday in en_US")
        // 1 December 2026 is a Tuesday: its number sits in the third column.
        let first = host.frames(ofText: "1").first!, tue = host.frame(ofText: "TUE")!
        XCTAssertEqual(first.midX, tue.midX, accuracy: 1.5)
        host.tap(onText: "15")
        XCTAssertTrue(host.texts.contains("picked 2026-12-15 10:30"), "the day changes, the time stays: \(host.texts)")
    }

    func testTheSelectedDayIsATintedCircleWithAWhiteNumberAndTodayIsInTheTint() {
        // The test host's clock starts on 1 January 2001.
        let host = TestHost(DateScreen(style: .graphical, date: day(2001, 1, 10)), size: CGSize(width: 390, height: 600))
        let ten = host.frame(ofText: "10")!
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: ten.midX - 16, y: ten.midY))), "a tinted circle around the selected day")
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: ten.midX, y: ten.midY - 17))))
        XCTAssertFalse(isTint(host.color(at: CGPoint(x: ten.midX, y: ten.midY - 23))), "40 points across")
        var white = false
        for x in stride(from: ten.minX, to: ten.maxX, by: 1) where isWhite(host.color(at: CGPoint(x: x, y: ten.midY))) { white = true }
        XCTAssertTrue(white, "its number is white")
        let today = host.frames(ofText: "1").first!
        XCTAssertTrue(hasTint(host, in: today), "today's number is in the tint")
        XCTAssertFalse(isTint(host.color(at: CGPoint(x: today.midX - 16, y: today.midY))), "without a circle")
        XCTAssertFalse(hasTint(host, in: host.frame(ofText: "12")!), "other days are not tinted")
    }

    func testTheChevronsMoveBetweenMonths() {
        let host = TestHost(DateScreen(style: .graphical, date: day(2026, 12, 2)), size: CGSize(width: 390, height: 600))
        let title = host.frame(ofText: "December 2026")!
        // The next-month chevron is the trailing one, 16 points in; the previous one is left of it.
        let next = CGPoint(x: 390 - 10 - 16 - 8, y: title.midY)
        host.tap(at: next)
        XCTAssertTrue(host.texts.contains("January 2027"), "\(host.texts)")
        host.tap(onText: "20")
        XCTAssertTrue(host.texts.contains("picked 2027-01-20 10:30"))
        let previous = CGPoint(x: next.x - 20 - 20 - 4, y: title.midY)
        host.tap(at: previous)
        host.tap(at: previous)
        XCTAssertTrue(host.texts.contains("November 2026"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("picked 2027-01-20 10:30"), "moving between months selects nothing")
    }

    func testWithKeyboardFocusTheArrowsMoveTheSelectedDayAndTheMonthFollows() {
        let host = TestHost(DateScreen(style: .graphical, date: day(2026, 12, 24)), size: CGSize(width: 390, height: 600))
        // Tab goes to the previous and next month buttons, then to the days.
        host.keyDown(.tab)
        host.keyDown(.tab)
        host.keyDown(.tab)
        let focus = host.keyboardFocusFrame
        XCTAssertNotNil(focus)
        XCTAssertGreaterThan(focus?.height ?? 0, 200, "the days take focus: \(String(describing: focus))")
        host.keyDown(.rightArrow)
        XCTAssertTrue(host.texts.contains("picked 2026-12-25 10:30"), "\(host.texts)")
        host.keyDown(.downArrow)
        XCTAssertTrue(host.texts.contains("picked 2027-01-01 10:30"))
        XCTAssertTrue(host.texts.contains("January 2027"), "the month follows the selection")
        host.keyDown(.upArrow)
        host.keyDown(.leftArrow)
        XCTAssertTrue(host.texts.contains("picked 2026-12-24 10:30"))
        XCTAssertTrue(host.texts.contains("December 2026"))
    }

    func testLabelsHiddenLeavesOnlyTheDateAndAColourWell() {
        struct Screen: View {
            @State var date = day(2026, 12, 2)
            @State var color = Color.red
            var body: some View {
                VStack {
                    DatePicker("Start", selection: $date, displayedComponents: .date)
                    ColorPicker("Tint", selection: $color)
                    Text("shown")
                }
                .labelsHidden()
                .fixedDates()
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 300))
        XCTAssertFalse(host.texts.contains("Start"))
        XCTAssertFalse(host.texts.contains("Tint"))
        XCTAssertTrue(host.texts.contains("Dec 2, 2026"))
        XCTAssertEqual(host.frame(ofText: "Dec 2, 2026")!.midX, 195, accuracy: 1, "without its label the box is the whole picker")
    }

    func testSpaceOpensAFocusedCompactDate() {
        let host = TestHost(DateScreen(style: .compact, date: day(2026, 12, 2)), size: CGSize(width: 390, height: 700))
        host.keyDown(.tab)
        host.keyDown(.space)
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("December 2026"), "\(host.texts)")
    }

    func testARangeDisablesTheDaysOutsideItAndKeepsTheSelectionInside() {
        let range = day(2026, 12, 5, 0, 0)...day(2026, 12, 20, 23, 0)
        let host = TestHost(DateScreen(style: .graphical, range: range, date: day(2026, 12, 25)), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("outside the picker's range") }, "\(Diagnostics.warnings)")
        let twenty = host.frame(ofText: "20")!
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: twenty.midX - 16, y: twenty.midY))), "the range's end shows selected")
        host.tap(onText: "3")
        XCTAssertTrue(host.texts.contains("picked 2026-12-25 10:30"), "a day before the range does nothing")
        let three = host.frame(ofText: "3")!
        var darkest = 255
        for x in stride(from: three.minX, to: three.maxX, by: 1) { darkest = min(darkest, Int(host.color(at: CGPoint(x: x, y: three.midY)).r)) }
        XCTAssertGreaterThan(darkest, 120, "out-of-range days are grey")
        host.tap(onText: "8")
        XCTAssertTrue(host.texts.contains("picked 2026-12-08 23:00"), "the day changes, with the time the picker showed (the range's end)")
    }

    func testAPartialRangeClampsAWriteToItsBound() {
        struct Screen: View {
            @State var date = day(2026, 12, 10)
            var body: some View {
                VStack {
                    DatePicker("Due", selection: $date, in: ...day(2026, 12, 12, 8, 0), displayedComponents: .date)
                        .datePickerStyle(.graphical)
                    DatePicker("From", selection: $date, in: day(2026, 12, 1, 0, 0)..., displayedComponents: .date)
                        .datePickerStyle(ClampingProbe())
                    Text(verbatim: "picked \(stamp(date))")
                }
                .fixedDates()
            }
        }
        /// A style that tries to write a date long before its range.
        struct ClampingProbe: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button("Too early") { configuration.selection = day(1999, 1, 1) }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        host.tap(onText: "13")
        XCTAssertTrue(host.texts.contains("picked 2026-12-10 10:30"), "a day after the end does nothing")
        host.tap(onText: "12")
        XCTAssertTrue(host.texts.contains("picked 2026-12-12 08:00"), "the day's time past the end is clamped to it: \(host.texts)")
        host.tap(onText: "Too early")
        XCTAssertTrue(host.texts.contains("picked 2026-12-01 00:00"), "a write before the start lands on it")
    }

    func testTimeWheelsSpinAndAnswerArrowKeys() {
        let host = TestHost(DateScreen(style: .wheel, components: .hourAndMinute, date: day(2026, 12, 2, 10, 30)),
                            size: CGSize(width: 390, height: 500))
        XCTAssertTrue(host.texts.contains("AM") && host.texts.contains("PM"))
        let minute = host.frame(ofText: "30")!
        XCTAssertEqual(host.frame(ofText: "10")!.midY, minute.midY, accuracy: 1, "hour and minute on the band")
        // Drag the minutes up by one row.
        host.pointerDown(at: CGPoint(x: minute.midX, y: minute.midY))
        for step in 1...10 {
            host.advance(by: 0.05)
            host.pointerMove(to: CGPoint(x: minute.midX, y: minute.midY - CGFloat(step) * 3.4))
        }
        host.advance(by: 0.2)
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 2026-12-02 10:31"), "\(host.texts.filter { $0.hasPrefix("picked") })")
        // Tab reaches the hour wheel first; the down arrow turns it one row on.
        XCTAssertTrue(host.keyDown(.tab))
        host.keyDown(.downArrow)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 2026-12-02 11:31"))
        // Tab, Tab: the AM/PM wheel.
        host.keyDown(.tab)
        host.keyDown(.tab)
        host.keyDown(.downArrow)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 2026-12-02 23:31"))
    }

    func testDateWheelsShowMonthDayAndYearAndKeepTheDayInTheMonth() {
        let host = TestHost(DateScreen(style: .wheel, date: day(2026, 3, 31)), size: CGSize(width: 390, height: 500))
        let march = host.frame(ofText: "March")!, year = host.frame(ofText: "2026")!
        XCTAssertEqual(march.midY, year.midY, accuracy: 1)
        XCTAssertLessThan(march.maxX, year.minX)
        // The row above March is February: a tap turns it to the centre, the 31st becoming the 28th.
        let february = host.frame(ofText: "February")!
        host.tap(at: CGPoint(x: february.midX, y: february.midY))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("picked 2026-02-28 10:30"), "\(host.texts.filter { $0.hasPrefix("picked") })")
    }

    func testTheCompactStyleOpensACalendarAndATimeWheelOnACard() {
        let host = TestHost(DateScreen(style: .compact, components: [.date, .hourAndMinute], date: day(2026, 12, 2)),
                            size: CGSize(width: 390, height: 700))
        XCTAssertTrue(host.texts.contains("Dec 2, 2026"), "\(host.texts)")
        let label = host.frame(ofText: "Start")!, date = host.frame(ofText: "Dec 2, 2026")!, time = host.frame(ofText: spaced("10:30 AM"))!
        XCTAssertLessThan(label.maxX, date.minX)
        XCTAssertLessThan(date.maxX, time.minX)
        XCTAssertGreaterThan(time.maxX, 340, "the boxes are trailing")
        // The grey box: tertiarySystemFill over white.
        let box = host.color(at: CGPoint(x: date.minX - 5, y: date.midY))
        XCTAssertEqual(Int(box.r), 239, accuracy: 3)
        XCTAssertFalse(host.texts.contains("December 2026"))
        host.tap(onText: "Dec 2, 2026")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("December 2026"), "the calendar opens")
        XCTAssertTrue(hasTint(host, in: host.frame(ofText: "Dec 2, 2026")!), "the open part is in the tint")
        host.tap(onText: "15")
        host.advance(by: 0.2)
        XCTAssertTrue(host.texts.contains("picked 2026-12-15 10:30"))
        XCTAssertTrue(host.texts.contains("Dec 15, 2026"))
        host.keyDown(.escape)
        host.advance(by: 0.4)
        XCTAssertFalse(host.texts.contains("December 2026"), "Escape closes it")
        host.tap(onText: spaced("10:30 AM"))
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("PM"), "the time opens on wheels")
    }

    func testTheGraphicalStyleWithTheTimeHasATimeRow() {
        let host = TestHost(DateScreen(style: .graphical, components: [.date, .hourAndMinute], date: day(2026, 12, 2, 17, 5)),
                            size: CGSize(width: 390, height: 700))
        let time = host.frame(ofText: "Time")!, value = host.frame(ofText: spaced("5:05 PM"))!
        XCTAssertEqual(time.midY, value.midY, accuracy: 1)
        XCTAssertGreaterThan(time.minY, host.frame(ofText: "31")!.maxY, "below the days")
    }

    func testACustomStyleGetsTheConfigurationAndADatePickerInsideItDrawsTheNextStyleOut() {
        struct Stepping: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    HStack {
                        configuration.label
                        Text(verbatim: "shows \(stamp(configuration.selection))")
                        Button("Next day") { configuration.selection += 86_400 }
                    }
                    Text(verbatim: "from \(configuration.minimumDate.map(stamp) ?? "-") parts \(configuration.displayedComponents.rawValue)")
                    DatePicker(selection: configuration.$selection, displayedComponents: .date) { configuration.label }
                }
            }
        }
        struct Screen: View {
            @State var date = day(2026, 12, 2)
            var body: some View {
                VStack {
                    DatePicker("Trip", selection: $date, in: day(2026, 1, 1, 0, 0)..., displayedComponents: .date)
                        .datePickerStyle(Stepping())
                    Text(verbatim: "picked \(stamp(date))")
                }
                .datePickerStyle(.graphical)
                .fixedDates()
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 800))
        XCTAssertTrue(host.texts.contains("Trip"))
        XCTAssertTrue(host.texts.contains("from 2026-01-01 00:00 parts \(DatePickerComponents.date.rawValue)"), "\(host.texts)")
        host.tap(onText: "Next day")
        XCTAssertTrue(host.texts.contains("picked 2026-12-03 10:30"))
        XCTAssertTrue(host.texts.contains("shows 2026-12-03 10:30"))
        XCTAssertTrue(host.texts.contains("December 2026"), "the picker inside the style is graphical, the style further out")
        host.tap(onText: "24")
        XCTAssertTrue(host.texts.contains("picked 2026-12-24 10:30"))
    }

    func testANonFiniteSelectionShowsTheRangeStartAndWarns() {
        let host = TestHost(DateScreen(style: .compact, range: day(2026, 5, 1)...day(2026, 6, 1),
                                       date: Date(timeIntervalSinceReferenceDate: .nan)),
                            size: CGSize(width: 390, height: 300))
        XCTAssertTrue(host.texts.contains("May 1, 2026"), "\(host.texts)")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("not a finite date") })
    }
}

@preconcurrency @MainActor final class MultiDatePickerTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    private struct Screen: View {
        @State var days: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 4)]
        var body: some View {
            VStack {
                MultiDatePicker("Trips", selection: $days, in: day(2026, 12, 3, 0, 0)..<day(2026, 12, 28, 0, 0))
                let list = days.compactMap { $0.day }.sorted().map(String.init).joined(separator: ",")
                Text(verbatim: "days \(list)")
            }
            .fixedDates()
        }
    }

    func testTappingDaysAddsAndRemovesThem() {
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(host.texts.contains("December 2026"), "the first selected day's month shows")
        let four = host.frame(ofText: "4")!
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: four.midX - 16, y: four.midY))), "a selection from plain components shows")
        host.tap(onText: "10")
        host.tap(onText: "12")
        XCTAssertTrue(host.texts.contains("days 4,10,12"), "\(host.texts)")
        let ten = host.frame(ofText: "10")!
        XCTAssertTrue(isTint(host.color(at: CGPoint(x: ten.midX - 16, y: ten.midY))))
        host.tap(onText: "4")
        XCTAssertTrue(host.texts.contains("days 10,12"), "a second tap takes a day out")
    }

    func testDaysOutsideTheHalfOpenRangeDoNothing() {
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "2")
        host.tap(onText: "28")
        XCTAssertTrue(host.texts.contains("days 4"), "the 2nd is before the range, the 28th is its open end: \(host.texts)")
        host.tap(onText: "27")
        XCTAssertTrue(host.texts.contains("days 4,27"))
    }
}

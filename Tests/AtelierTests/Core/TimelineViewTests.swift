import XCTest
import Atelier
import AtelierTesting
@_spi(Backend) import AtelierCore

// TimelineView builds its content at its schedule's dates on the host's virtual clock, which starts at
// TestHost.defaultStartDate (2001-01-01 00:00:00 UTC), so every run sees the same dates.

@MainActor private final class Calls { var count = 0; var dates: [Date] = [] }

private let start = TestHost.defaultStartDate

/// Seconds since the host's start date, as the text a user reads.
private func seconds(_ date: Date) -> String { "\(Int(date.timeIntervalSince(start).rounded(.down)))" }

private struct Counter<S: TimelineSchedule>: View {
    let schedule: S
    let calls: Calls
    var body: some View {
        TimelineView(schedule) { context in
            let _ = calls.count += 1
            let _ = calls.dates.append(context.date)
            Text(seconds(context.date))
        }
    }
}

@preconcurrency @MainActor final class TimelineViewTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    func testAPeriodicScheduleAdvancesACounterWithTheClock() {
        let calls = Calls()
        let host = TestHost(Counter(schedule: .periodic(from: start, by: 1), calls: calls), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(host.texts, ["0"])
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["0"], "half a second: no date yet")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["1"])
        host.advance(by: 3)
        XCTAssertEqual(host.texts, ["4"])
        XCTAssertEqual(calls.dates.map { $0.timeIntervalSince(start) }, [0, 1, 2, 3, 4], "one update per date, each given its date")
        XCTAssertEqual(host.date, start.addingTimeInterval(4))
        XCTAssertTrue(host.wantsFrames, "the next second is waited for")
    }

    func testAPeriodicScheduleThatStartedEarlierShowsItsLatestDate() {
        let calls = Calls()
        // Started 10.5 s before the host, every 2 s: the dates fall at odd seconds of the host's clock.
        let host = TestHost(Counter(schedule: .periodic(from: start.addingTimeInterval(-10.5), by: 2), calls: calls),
                            size: CGSize(width: 100, height: 40))
        XCTAssertEqual(calls.dates.first?.timeIntervalSince(start), -0.5, "the schedule's date just before now")
        host.advance(by: 1.4)
        XCTAssertEqual(calls.dates.last?.timeIntervalSince(start), -0.5)
        host.advance(by: 0.2)
        XCTAssertEqual(calls.dates.last?.timeIntervalSince(start), 1.5)
        XCTAssertEqual(host.texts, ["1"])
    }

    func testExplicitDatesUpdateAtEachDateThenStop() {
        let calls = Calls()
        let dates = [1.0, 2.5, 4].map { start.addingTimeInterval($0) }
        let host = TestHost(Counter(schedule: .explicit(dates), calls: calls), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(host.texts, ["0"], "before the first date, the content shows the time the timeline started")
        host.advance(by: 1)
        XCTAssertEqual(host.texts, ["1"])
        host.advance(by: 2)
        XCTAssertEqual(host.texts, ["2"])
        host.advance(by: 1)
        XCTAssertEqual(host.texts, ["4"])
        let count = calls.count
        XCTAssertFalse(host.wantsFrames, "after the last date nothing is scheduled")
        host.advance(by: 10)
        XCTAssertEqual(calls.count, count, "no update after the last date")
        XCTAssertEqual(host.texts, ["4"])
    }

    func testEveryMinuteUpdatesAtTheStartOfEachMinute() {
        let calls = Calls()
        // The host starts 38 s into a minute: the first date is the start of that minute.
        let host = TestHost(Counter(schedule: .everyMinute, calls: calls), size: CGSize(width: 100, height: 40),
                            startDate: start.addingTimeInterval(38))
        XCTAssertEqual(host.texts, ["0"])
        host.advance(by: 21)
        XCTAssertEqual(host.texts, ["0"])
        host.advance(by: 1)
        XCTAssertEqual(host.texts, ["60"])
        host.advance(by: 60)
        XCTAssertEqual(host.texts, ["120"])
        XCTAssertEqual(calls.count, 3)
    }

    func testAnAnimationScheduleUpdatesEveryFrameAndAPausedOneNever() {
        let running = Calls(), paused = Calls(), slow = Calls()
        let a = TestHost(Counter(schedule: .animation, calls: running), size: CGSize(width: 100, height: 40))
        let b = TestHost(Counter(schedule: .animation(paused: true), calls: paused), size: CGSize(width: 100, height: 40))
        let c = TestHost(Counter(schedule: .animation(minimumInterval: 0.5), calls: slow), size: CGSize(width: 100, height: 40))
        a.advance(by: 1); b.advance(by: 1); c.advance(by: 1)
        XCTAssertEqual(running.count, 61, "the first frame and 60 more in a second")
        XCTAssertEqual(a.texts, ["1"])
        XCTAssertEqual(slow.count, 3, "at most every half second")
        XCTAssertEqual(paused.count, 1, "a paused schedule shows its first date only")
        XCTAssertEqual(b.texts, ["0"])
        XCTAssertFalse(b.wantsFrames, "a paused timeline asks for no frames")
        XCTAssertTrue(a.wantsFrames)
    }

    func testPausingAndResumingAnAnimationTimeline() {
        @MainActor final class Model { var paused: Binding<Bool>? }
        struct Pausable: View {
            let model: Model
            let calls: Calls
            @State private var paused = false
            var body: some View {
                let _ = model.paused = $paused
                Counter(schedule: .animation(minimumInterval: 1, paused: paused), calls: calls)
            }
        }
        let model = Model(), calls = Calls()
        let host = TestHost(Pausable(model: model, calls: calls), size: CGSize(width: 100, height: 40))
        host.advance(by: 2)
        XCTAssertEqual(host.texts, ["2"])
        model.paused?.wrappedValue = true
        XCTAssertEqual(host.texts, ["2"])
        host.advance(by: 5)
        XCTAssertEqual(host.texts, ["2"], "paused at the date it was paused on")
        XCTAssertFalse(host.wantsFrames)
        model.paused?.wrappedValue = false
        XCTAssertEqual(host.texts, ["7"], "resumed from now")
        host.advance(by: 1)
        XCTAssertEqual(host.texts, ["8"])
    }

    func testACustomScheduleAndTheContextCadence() {
        /// Every whole second whose count is a square: 0, 1, 4, 9...
        struct Squares: TimelineSchedule {
            func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
                (0..<5).map { start.addingTimeInterval(Double($0 * $0)) }
            }
        }
        var cadences: [TimelineViewDefaultContext.Cadence] = []
        let calls = Calls()
        let host = TestHost(TimelineView(Squares()) { context in
            let _ = calls.dates.append(context.date)
            let _ = cadences.append(context.cadence)
            Text(seconds(context.date))
        }, size: CGSize(width: 100, height: 40))
        host.advance(by: 10)
        XCTAssertEqual(calls.dates.map { $0.timeIntervalSince(start) }, [0, 1, 4, 9])
        XCTAssertEqual(host.texts, ["9"])
        XCTAssertTrue(cadences.allSatisfy { $0 == .live })
        typealias Cadence = TimelineViewDefaultContext.Cadence
        XCTAssertTrue(Cadence.live < Cadence.seconds && Cadence.seconds < Cadence.minutes, "slower cadences compare greater")
    }

    func testBadSchedulesGiveADefinedResult() {
        // A NaN or zero interval: the start date alone, and no timer.
        for interval in [Double.nan, 0, -1] {
            let calls = Calls()
            let host = TestHost(Counter(schedule: .periodic(from: start, by: interval), calls: calls), size: CGSize(width: 100, height: 40))
            host.advance(by: 3)
            XCTAssertEqual(host.texts, ["0"], "interval \(interval)")
            XCTAssertFalse(host.wantsFrames)
        }
        // A schedule far denser than frames is shown at most 120 times a second, with one warning.
        let calls = Calls()
        let host = TestHost(Counter(schedule: .periodic(from: start.addingTimeInterval(-1), by: 1e-6), calls: calls),
                            size: CGSize(width: 100, height: 40))
        host.advance(by: 0.1)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("TimelineView") }.count, 1, "\(Diagnostics.warnings)")
        XCTAssertLessThanOrEqual(calls.count, 14, "one update, then at most one each 1/120 s")
        XCTAssertEqual(host.texts, ["0"])
    }

    func testATimelineThatGoesAwayLeavesNoTimer() {
        @MainActor final class Model { var shown: Binding<Bool>? }
        struct Toggled: View {
            let model: Model
            let calls: Calls
            @State private var shown = true
            var body: some View {
                let _ = model.shown = $shown
                if shown { Counter(schedule: .periodic(from: start, by: 1), calls: calls) } else { Text("gone") }
            }
        }
        let model = Model(), calls = Calls()
        let host = TestHost(Toggled(model: model, calls: calls), size: CGSize(width: 100, height: 40))
        host.advance(by: 1)
        model.shown?.wrappedValue = false
        XCTAssertEqual(host.texts, ["gone"])
        let count = calls.count
        host.advance(by: 3)
        XCTAssertEqual(calls.count, count)
        XCTAssertFalse(host.wantsFrames)
    }
}

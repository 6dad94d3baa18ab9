import XCTest
@testable @_spi(Backend) import AtelierCore
import Atelier
@testable import AtelierTesting

@MainActor private enum PathCalls {
    static var count = 0
}

/// Large inputs cost what the work is: each test counts the work done (timers stored, bodies evaluated,
/// paths made, levels built), which does not depend on the machine's load; the timings are in the report.
@preconcurrency @MainActor final class StallTests: XCTestCase {
    private struct PathShape: Shape {
        let make: @Sendable (CGRect) -> Path
        func path(in rect: CGRect) -> Path {
            MainActor.assumeIsolated { PathCalls.count += 1 }
            return make(rect)
        }
    }

    // MARK: Typing

    func testTypingThousandsOfCharactersKeepsTheClocksTimersFewAndLinear() {
        // Each key cancels the caret's blink timer and schedules another: the cancelled ones stayed in the
        // clock's array, sorted again at every schedule, so typing was quadratic.
        struct Editor: View {
            @State var text = ""
            var body: some View { TextEditor(text: $text).frame(width: 300, height: 200) }
        }
        let host = TestHost(Editor(), size: CGSize(width: 300, height: 200))
        host.tap(at: CGPoint(x: 150, y: 100))
        let line = String(repeating: "typing ", count: 10) + "\n"
        host.type(String(repeating: line, count: 50))
        XCTAssertEqual(host.focusedTextField?.text.count, line.count * 50)
        XCTAssertLessThanOrEqual(host.graph.clock.storedTimerCount, 64,
                                 "cancelled timers do not pile up: \(host.graph.clock.storedTimerCount) kept after \(line.count * 50) keys")
        // The caret still blinks after the typing stops.
        host.advance(by: 0.6)
        XCTAssertNotNil(host.graph.nextTimerTime)
    }

    func testTheClockFiresTimersInTimeOrderWithCancelledOnesSkipped() {
        let clock = AnimationClock()
        var fired: [Int] = []
        var timers: [AnimationClock.ScheduledTimer] = []
        // Scheduled out of order, half of them cancelled, many times over the compaction threshold.
        for i in 0..<1_000 {
            let delay = Double((i * 7919) % 1_000) / 100
            timers.append(clock.schedule(after: delay) { fired.append(i) })
        }
        for (i, timer) in timers.enumerated() where i % 2 == 1 { timer.cancel() }
        XCTAssertLessThanOrEqual(clock.storedTimerCount, 600, "cancelled timers are dropped as they pile up")
        clock.advance(to: 20)
        XCTAssertEqual(fired.count, 500)
        XCTAssertTrue(fired.allSatisfy { $0 % 2 == 0 })
        let times = fired.map { Double(($0 * 7919) % 1_000) / 100 }
        XCTAssertEqual(times, times.sorted(), "in time order")
        XCTAssertNil(clock.nextFireTime)
        XCTAssertEqual(clock.storedTimerCount, 0)
    }

    // MARK: Paths

    func testATapOnAMillionPointPathMakesThePathOncePerChangeAndHits() {
        var tapped = 0
        let zigzag = PathShape { rect in
            var p = Path()
            p.move(to: CGPoint(x: 0, y: rect.maxY))
            for i in 0..<1_000_000 {
                p.addLine(to: CGPoint(x: rect.width * CGFloat(i) / 1_000_000, y: i % 2 == 0 ? 0 : 4))
            }
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
        PathCalls.count = 0
        let host = TestHost(zigzag.fill(Color.blue).frame(width: 100, height: 100).onTapGesture { tapped += 1 },
                            size: CGSize(width: 100, height: 100))
        _ = host.pngData()
        let drawn = PathCalls.count
        for _ in 0..<3 { host.tap(at: CGPoint(x: 50, y: 60)) }
        XCTAssertEqual(tapped, 3)
        XCTAssertLessThanOrEqual(PathCalls.count - drawn, 2, "hit testing makes the path once, not at every event")
    }

    func testTheOnePassWindingNumberAgreesWithTheFillRule() {
        var ring = Path()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: both ellipses wind the same way")
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50), eoFill: true), "even-odd: the hole")
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        XCTAssertFalse(ring.contains(CGPoint(x: 2, y: 2)), "outside the curve, inside its bounds")
        var open = Path()
        open.move(to: .zero)
        open.addLine(to: CGPoint(x: 100, y: 0))
        open.addQuadCurve(to: CGPoint(x: 0, y: 100), control: CGPoint(x: 100, y: 100))
        XCTAssertTrue(open.contains(CGPoint(x: 40, y: 40)), "an open subpath is closed for filling")
        XCTAssertFalse(open.contains(CGPoint(x: 95, y: 95)))
    }

    // MARK: Deep painting

    @MainActor private static func nested(_ depth: Int, _ wrap: (AnyView) -> AnyView) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<depth { view = wrap(view) }
        return view
    }

    func testTwentyThousandLevelsOfEffectsInAnyViewsPaintToTheStackGuardWithOneWarning() {
        let wraps: [(String, (AnyView) -> AnyView)] = [
            ("opacity", { AnyView($0.opacity(0.999)) }),
            ("background", { AnyView($0.background(Color.white.opacity(0.01))) }),
        ]
        for (name, wrap) in wraps {
            Diagnostics.reset()
            let host = TestHost(Self.nested(20_000, wrap), size: CGSize(width: 100, height: 100))
            XCTAssertNotNil(host.pngData(), name)
            host.tap(at: CGPoint(x: 50, y: 50))
            XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("nested too deeply") }.count, 1, "\(name): \(Diagnostics.warnings)")
        }
    }
}

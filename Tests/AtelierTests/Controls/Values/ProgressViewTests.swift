import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// The progress view's own colour, beside the system colours of `Palette`.
private enum ProgressPalette {
    /// tertiarySystemFill (118,118,128 at 0.12) over white.
    static let track = RGBA(r: 239, g: 239, b: 240, a: 255)
}

/// A custom style that shows the completed fraction as text, and whether there are labels.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            if let fraction = configuration.fractionCompleted {
                Text("\(Int((fraction * 100).rounded()))%")
            } else {
                Text("indeterminate")
            }
            Text(configuration.label == nil ? "no label" : "label")
            configuration.label
            configuration.currentValueLabel
        }
    }
}

/// A style that frames the progress view as the style further out draws it.
private struct GreenFrameStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(6).background(Color.green)
    }
}

/// ProgressView and ProgressViewStyle: linear, circular, custom styles, bad values.
@preconcurrency @MainActor final class ProgressViewTests: XCTestCase {
    override func setUp() {
        Diagnostics.reset()
    }

    /// The bounds of the non-white pixels in a host's frame.
    @MainActor private static func nonWhite(_ host: TestHost) -> (box: CGRect, count: Int)? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, count = 0
        for y in 0..<Int(host.size.height) {
            for x in 0..<Int(host.size.width) {
                let c = host.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                if Int(c.r) + Int(c.g) + Int(c.b) < 3 * 235 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y); count += 1
                }
            }
        }
        guard minX <= maxX else { return nil }
        return (CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), count)
    }

    func testLinearAtAQuarterFillsAQuarterOfTheTrack() {
        for view in [AnyView(ProgressView(value: 0.25).progressViewStyle(.linear)), AnyView(ProgressView(value: 0.25)),
                     AnyView(ProgressView(value: 1, total: 4))] {
            let host = TestHost(view.padding(.horizontal, 20), size: CGSize(width: 240, height: 40))
            guard let fill = host.box(of: Palette.blue, tolerance: 30),
                  let track = host.box(of: ProgressPalette.track, tolerance: 3) else { return XCTFail("no bar drawn") }
            XCTAssertEqual(fill.minX, 20, accuracy: 1, "the fill starts at the leading edge: \(fill)")
            XCTAssertEqual(fill.width, 50, accuracy: 2, "a quarter of the 200-point track: \(fill)")
            XCTAssertEqual(fill.height, 4, accuracy: 1, "4 points tall")
            XCTAssertEqual(fill.midY, 20, accuracy: 1, "centred in the canvas")
            XCTAssertEqual(track.maxX, 220, accuracy: 1, "the track spans the proposed width: \(track)")
            XCTAssertEqual(track.height, 4, accuracy: 1)
            XCTAssertEqual(host.color(at: CGPoint(x: 150, y: 20)), ProgressPalette.track, "tertiarySystemFill over white")
        }
    }

    func testLinearFollowsTheTintAndLayoutDirection() {
        let tinted = TestHost(ProgressView(value: 0.5).tint(.red).padding(.horizontal, 20), size: CGSize(width: 240, height: 40))
        XCTAssertEqual(tinted.box(of: Palette.red, tolerance: 30)?.width ?? 0, 100, accuracy: 2)
        let rtl = TestHost(ProgressView(value: 0.25).padding(.horizontal, 20).environment(\.layoutDirection, .rightToLeft),
                           size: CGSize(width: 240, height: 40))
        XCTAssertEqual(rtl.box(of: Palette.blue, tolerance: 30)?.maxX ?? 0, 220, accuracy: 1, "fills from the right")
    }

    func testTheLinearStyleShowsTheLabelAboveAndTheCurrentValueBelowTheBar() {
        let view = ProgressView(value: 0.5) { Text("Loading") } currentValueLabel: { Text("50%") }
        let host = TestHost(view.padding(.horizontal, 20), size: CGSize(width: 240, height: 100))
        XCTAssertEqual(host.texts, ["Loading", "50%"])
        guard let label = host.frame(ofText: "Loading"), let value = host.frame(ofText: "50%"),
              let bar = host.box(of: Palette.blue, tolerance: 30) else { return XCTFail("parts missing") }
        XCTAssertEqual(label.minX, 20, accuracy: 0.5, "leading-aligned")
        XCTAssertEqual(bar.minY - label.maxY, 4, accuracy: 1, "the label above the bar")
        XCTAssertEqual(value.minY - bar.maxY, 4, accuracy: 1, "the current value below it")
        XCTAssertLessThan(value.height, label.height, "the current value in a smaller font")

        let titled = TestHost(ProgressView("Loading", value: 0.5), size: CGSize(width: 240, height: 100))
        XCTAssertEqual(titled.texts, ["Loading"])
        let key: LocalizedStringKey = "Key"
        XCTAssertEqual(TestHost(ProgressView(key, value: 0.5), size: CGSize(width: 240, height: 100)).texts, ["Key"])
    }

    func testCircularIndeterminateDrawsASpinner() {
        for view in [AnyView(ProgressView()), AnyView(ProgressView().progressViewStyle(.circular))] {
            let host = TestHost(view, size: CGSize(width: 100, height: 100))
            guard let ink = Self.nonWhite(host) else { return XCTFail("the spinner draws ink") }
            XCTAssertEqual(ink.box.midX, 50, accuracy: 1.5, "centred: \(ink.box)")
            XCTAssertEqual(ink.box.midY, 50, accuracy: 1.5)
            XCTAssertEqual(ink.box.width, 20, accuracy: 2, "20 points across")
            XCTAssertGreaterThan(ink.count, 40)
            XCTAssertNil(host.box(of: Palette.blue, tolerance: 30), "grey, not tinted")
            XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 50, y: 50)), Palette.white), "hollow centre")
        }
        let labeled = TestHost(ProgressView("Loading"), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(labeled.texts, ["Loading"])
        guard let label = labeled.frame(ofText: "Loading"), let ink = Self.nonWhite(labeled) else { return XCTFail() }
        XCTAssertEqual(label.minY - ink.box.minY, 20 + 8, accuracy: 1.5, "the label 8 points below the spinner")
        XCTAssertEqual(label.midX, 100, accuracy: 0.5)
    }

    func testCircularDeterminateDrawsAnArc() {
        let host = TestHost(ProgressView(value: 0.5).progressViewStyle(.circular), size: CGSize(width: 100, height: 100))
        guard let arc = host.box(of: Palette.blue, tolerance: 40) else { return XCTFail("the arc is tinted") }
        XCTAssertGreaterThanOrEqual(arc.minX, 48, "half a turn clockwise from the top: the right half: \(arc)")
        XCTAssertEqual(arc.maxX, 60, accuracy: 1)
        XCTAssertEqual(arc.height, 20, accuracy: 2)
        XCTAssertNotNil(Self.nonWhite(host), "the track")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 41.5, y: 50)), ProgressPalette.track, 6), "the track shows on the left")
    }

    func testACustomStyleReadsFractionCompletedAndLabels() {
        let view = VStack {
            ProgressView(value: 3, total: 4)
            ProgressView()
            ProgressView("Task", value: 0.1)
            ProgressView(value: Float(0.5)) { Text("L") } currentValueLabel: { Text("V") }
        }
        .progressViewStyle(PercentStyle())
        let host = TestHost(view, size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.texts, ["75%", "no label", "indeterminate", "no label", "10%", "label", "Task", "50%", "label", "L", "V"])
    }

    func testProgressViewOfAConfigurationDrawsTheStyleFurtherOut() {
        let view = VStack { ProgressView(value: 0.2).progressViewStyle(GreenFrameStyle()) }.progressViewStyle(PercentStyle())
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["20%", "no label"])
        XCTAssertNotNil(host.box(of: Palette.green))
        let alone = TestHost(ProgressView(value: 0.2).progressViewStyle(GreenFrameStyle()).padding(.horizontal, 20),
                             size: CGSize(width: 240, height: 60))
        XCTAssertEqual(alone.box(of: Palette.blue, tolerance: 30)?.width ?? 0, 188 * 0.2, accuracy: 2,
                       "the automatic (linear) style inside the frame")
    }

    func testBadValuesClampWithOneWarning() {
        let view = VStack {
            ProgressView(value: -1)
            ProgressView(value: 2)
            ProgressView(value: 7, total: 4)
            ProgressView(value: Double.infinity)
            ProgressView(value: Double.nan)
            ProgressView(value: 0.5, total: 0)
            ProgressView(value: 0.5, total: -3)
            ProgressView(value: 0.5, total: .nan)
            ProgressView(value: nil as Double?)
        }
        .progressViewStyle(PercentStyle())
        let host = TestHost(view, size: CGSize(width: 300, height: 600))
        XCTAssertEqual(host.texts.filter { $0 != "no label" },
                       ["0%", "100%", "100%", "100%", "0%", "0%", "0%", "0%", "indeterminate"])
        let warnings = Diagnostics.warnings
        XCTAssertEqual(warnings.filter { $0.contains("outside") }.count, 1, "\(warnings)")
        XCTAssertEqual(warnings.filter { $0.contains("NaN") }.count, 1, "\(warnings)")
        XCTAssertEqual(warnings.filter { $0.contains("total") && !$0.contains("outside") }.count, 1, "\(warnings)")

        // A bad value draws a defined bar: empty or full, never outside the track.
        let over = TestHost(ProgressView(value: 5).padding(.horizontal, 20), size: CGSize(width: 240, height: 40))
        XCTAssertEqual(over.box(of: Palette.blue, tolerance: 30)?.width ?? 0, 200, accuracy: 1)
        let nan = TestHost(ProgressView(value: Double.nan).padding(.horizontal, 20), size: CGSize(width: 240, height: 40))
        XCTAssertNil(nan.box(of: Palette.blue, tolerance: 30))
    }

    func testAFoundationProgressGivesItsCompletedFraction() {
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 3
        let host = TestHost(ProgressView(progress).progressViewStyle(PercentStyle()), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["30%", "no label"])
    }

    // MARK: The spinner turns while it shows

    /// The spinner's pixels: the colour at each point of its 20-point square centred in a 100-point window.
    @MainActor private static func spinnerPixels(_ host: TestHost, centre: CGPoint = CGPoint(x: 50, y: 50)) -> [RGBA] {
        var result: [RGBA] = []
        for y in stride(from: centre.y - 10, to: centre.y + 10, by: 1) {
            for x in stride(from: centre.x - 10, to: centre.x + 10, by: 1) {
                result.append(host.color(at: CGPoint(x: x + 0.5, y: y + 0.5)))
            }
        }
        return result
    }

    func testTheSpinnerTurnsASpokeEveryEighthOfASecond() {
        let host = TestHost(ProgressView(), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.wantsFrames, "a spinner on screen asks for frames")
        let start = Self.spinnerPixels(host)
        host.advance(by: 0.0625)
        XCTAssertEqual(Self.spinnerPixels(host), start, "still within the first step")
        host.advance(by: 0.0625)
        let turned = Self.spinnerPixels(host)
        XCTAssertNotEqual(turned, start, "a step later the spokes have turned")
        host.advance(by: 0.125 * 7)
        XCTAssertEqual(Self.spinnerPixels(host), start, "a full turn in a second brings it back")
        XCTAssertTrue(host.wantsFrames)
    }

    func testAHiddenSpinnerAsksForNoFrames() {
        let hidden: [(String, AnyView)] = [
            ("hidden()", AnyView(ProgressView().hidden())),
            ("opacity 0", AnyView(ProgressView().opacity(0))),
            ("outside the window", AnyView(ProgressView().offset(x: 400))),
            ("scrolled out of view", AnyView(ScrollView { VStack { Color.clear.frame(height: 600); ProgressView() } }.frame(height: 100))),
            ("determinate", AnyView(ProgressView(value: 0.5).progressViewStyle(.circular))),
            ("in an unselected tab", AnyView(TabView {
                Text("First").tabItem { Text("One") }
                ProgressView().tabItem { Text("Two") }
            })),
        ]
        for (what, view) in hidden {
            let host = TestHost(view, size: CGSize(width: 100, height: 100))
            host.advance(by: 0.5)
            XCTAssertFalse(host.wantsFrames, what)
        }
    }

    func testTheSpinnerStartsAndStopsWithItsVisibility() {
        struct Toggled: View {
            @State var shows = true
            @State var opaque = true
            var body: some View {
                VStack {
                    Button("remove") { shows.toggle() }
                    Button("fade") { opaque.toggle() }
                    if shows { ProgressView().opacity(opaque ? 1 : 0) }
                }
            }
        }
        let host = TestHost(Toggled(), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.wantsFrames)
        host.tap(onText: "fade")
        host.advance(by: 0.1)
        XCTAssertFalse(host.wantsFrames, "faded out, it stops")
        host.tap(onText: "fade")
        XCTAssertTrue(host.wantsFrames, "back in view, it turns again")
        host.tap(onText: "remove")
        host.advance(by: 0.1)
        XCTAssertFalse(host.wantsFrames, "removed, nothing is left asking")
    }

    func testScrollingASpinnerBackIntoViewTurnsItAgain() {
        let host = TestHost(ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 300); ProgressView() } },
                            size: CGSize(width: 100, height: 100))
        XCTAssertFalse(host.wantsFrames)
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 260), at: CGPoint(x: 50, y: 50)))
        XCTAssertTrue(host.wantsFrames, "scrolled into view")
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A style that shows what it receives: the value as a percentage and which labels came.
private struct ReadoutGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("\(Int((configuration.value * 100).rounded()))%")
            configuration.label
            Text(configuration.currentValueLabel == nil ? "no current" : "has current")
            Text(configuration.minimumValueLabel == nil ? "no bounds" : "has bounds")
            configuration.maximumValueLabel
        }
    }
}

/// A style that frames the style further out: a red border around `Gauge(configuration)`.
private struct FramedGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Gauge(configuration)
            .padding(4)
            .border(Color.red, width: 2)
    }
}

/// The point at `degrees` on a circular gauge's ring (58 points across, a 6-point ring) at the origin.
private func ringPoint(_ degrees: Double) -> CGPoint {
    let a = degrees * .pi / 180
    return CGPoint(x: 29 + 26 * cos(a), y: 29 + 26 * sin(a))
}

/// The ring's track, tertiarySystemFill over white, and the open ring's, systemFill over white.
private let capacityTrack = RGBA(r: 239, g: 239, b: 240, a: 255)
private let accessoryTrack = RGBA(r: 228, g: 228, b: 230, a: 255)

@preconcurrency @MainActor final class GaugeTests: XCTestCase {
    func testAutomaticIsALinearCapacityBar() {
        let host = TestHost(Gauge(value: 0.5) { Text("Battery") }, size: CGSize(width: 200, height: 60))
        let label = try! XCTUnwrap(host.frame(ofText: "Battery"))
        XCTAssertEqual(label.minX, 0, accuracy: 0.5)
        // The tinted half of a 6-point bar below the label, over the track.
        let filled = try! XCTUnwrap(host.box(of: Palette.blue, tolerance: 4))
        XCTAssertEqual(filled.minX, 0, accuracy: 1)
        // Measured between the capsule's antialiased ends.
        XCTAssertEqual(filled.width, 100, accuracy: 2.5)
        XCTAssertEqual(filled.height, 6, accuracy: 1)
        XCTAssertEqual(filled.minY, label.maxY + 4, accuracy: 1)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 150, y: filled.midY)), capacityTrack, 2),
                      "\(host.color(at: CGPoint(x: 150, y: filled.midY)))")
    }

    func testBoundLabelsAndCurrentValueLabel() {
        let host = TestHost(Gauge(value: 20, in: 0...40) { Text("Speed") } currentValueLabel: { Text("20 km/h") }
                            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") },
                            size: CGSize(width: 240, height: 80))
        let minimum = try! XCTUnwrap(host.frame(ofText: "0")), maximum = try! XCTUnwrap(host.frame(ofText: "40"))
        let current = try! XCTUnwrap(host.frame(ofText: "20 km/h"))
        let filled = try! XCTUnwrap(host.box(of: Palette.blue, tolerance: 4))
        XCTAssertEqual(minimum.minX, 0, accuracy: 0.5)
        XCTAssertEqual(maximum.maxX, 240, accuracy: 0.5)
        XCTAssertEqual(filled.minX, minimum.maxX + 8, accuracy: 1, "the bar starts after the minimum label")
        XCTAssertEqual(filled.midY, minimum.midY, accuracy: 1)
        XCTAssertGreaterThan(current.minY, filled.maxY, "the current value below the bar")
    }

    func testCustomStyleReceivesTheFractionAndTheLabels() {
        let host = TestHost(VStack {
            Gauge(value: 30, in: 0...200) { Text("Fuel") }
            Gauge(value: 3, in: 1...5) { Text("Level") } currentValueLabel: { Text("3") }
                minimumValueLabel: { Text("1") } maximumValueLabel: { Text("5") }
        }
        .gaugeStyle(ReadoutGaugeStyle()), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.texts, ["15%", "Fuel", "no current", "no bounds",
                                    "50%", "Level", "has current", "has bounds", "5"])
    }

    func testGaugeOfAConfigurationDrawsTheStyleFurtherOut() {
        let host = TestHost(Gauge(value: 0.25) { Text("Ring") }
            .gaugeStyle(FramedGaugeStyle())
            .gaugeStyle(.accessoryCircularCapacity), size: CGSize(width: 70, height: 70))
        // The red frame 2 points wide around 4 points of padding around the 58-point ring, centred in 70 points.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 2.5, y: 35)), Palette.red, 4))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 4.5, y: 35)), Palette.white, 4))
        // Inside, the ring of the outer style: tinted from the top a quarter round, the track beyond.
        let offset = CGPoint(x: 6, y: 6)
        let tinted = ringPoint(-45), track = ringPoint(135)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: tinted.x + offset.x, y: tinted.y + offset.y)), Palette.blue, 4))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: track.x + offset.x, y: track.y + offset.y)), capacityTrack, 2))
        XCTAssertEqual(host.texts, ["Ring"], "the label in the middle")
    }

    func testAccessoryCircularCapacityFillsClockwiseFromTheTop() {
        let host = TestHost(Gauge(value: 0.6) { Text("x") } currentValueLabel: { Text("60") }
            .gaugeStyle(.accessoryCircularCapacity), size: CGSize(width: 58, height: 58))
        XCTAssertTrue(nearRGBA(host.color(at: ringPoint(0)), Palette.blue, 4), "a quarter round is filled")
        XCTAssertTrue(nearRGBA(host.color(at: ringPoint(90)), Palette.blue, 4), "half round too")
        XCTAssertTrue(nearRGBA(host.color(at: ringPoint(180)), capacityTrack, 2), "three quarters is past 0.6")
        XCTAssertEqual(host.texts, ["60"], "the current value label replaces the label")
    }

    func testAccessoryCircularIsAnOpenRingWithAMarker() {
        let host = TestHost(Gauge(value: 0.5) { Text("UV") }.gaugeStyle(.accessoryCircular),
                            size: CGSize(width: 58, height: 58))
        XCTAssertTrue(nearRGBA(host.color(at: ringPoint(90)), Palette.white, 2), "the gap at the bottom")
        XCTAssertTrue(nearRGBA(host.color(at: ringPoint(180)), accessoryTrack, 3), "\(host.color(at: ringPoint(180)))")
        // The marker at the half-way point: the top of the ring.
        XCTAssertTrue(nearRGBA(host.color(at: ringPoint(-90)), Palette.blue, 4), "\(host.color(at: ringPoint(-90)))")
        XCTAssertFalse(nearRGBA(host.color(at: ringPoint(0)), Palette.blue, 40))
        XCTAssertTrue(host.texts.contains("UV"), "the label in the gap")
    }

    func testAccessoryLinearMarkerAndGradientTint() {
        let host = TestHost(Gauge(value: 1) { Text("Temp") }
            .gaugeStyle(.accessoryLinear)
            .tint(Gradient(colors: [.red, .blue])), size: CGSize(width: 200, height: 40))
        let label = try! XCTUnwrap(host.frame(ofText: "Temp"))
        let y = label.maxY + 2 + 6.5
        // The whole track in the gradient, red at the leading end; the marker (white with a dot) at the end.
        let start = host.color(at: CGPoint(x: 3, y: y))
        XCTAssertGreaterThan(Int(start.r), 200, "\(start)")
        XCTAssertLessThan(Int(start.b), 90, "\(start)")
        let marker = host.color(at: CGPoint(x: 200 - 6.5, y: y))
        XCTAssertTrue(nearRGBA(marker, Palette.white, 3), "\(marker)")
        let beforeMarker = host.color(at: CGPoint(x: 200 - 20, y: y))
        XCTAssertGreaterThan(Int(beforeMarker.b), 180, "bluer towards the end: \(beforeMarker)")
    }

    func testTheLinearCapacityStyleFillsItsValueWithTheLabelAboveAndTheValueBelow() {
        let host = TestHost(Gauge(value: 0.25) { Text("Steps") } currentValueLabel: { Text("2500") }
            .gaugeStyle(.accessoryLinearCapacity), size: CGSize(width: 200, height: 60))
        let filled = try! XCTUnwrap(host.box(of: Palette.blue, tolerance: 4))
        XCTAssertEqual(filled.width, 50, accuracy: 2.5)
        XCTAssertEqual(filled.height, 5, accuracy: 1)
        let label = try! XCTUnwrap(host.frame(ofText: "Steps")), current = try! XCTUnwrap(host.frame(ofText: "2500"))
        XCTAssertLessThan(label.maxY, filled.minY)
        XCTAssertGreaterThan(current.minY, filled.maxY)
        XCTAssertEqual(current.midX, 100, accuracy: 1, "the current value centred below")
    }

    func testTintColoursTheBar() {
        let host = TestHost(Gauge(value: 1) { Text("Green") }.tint(.green), size: CGSize(width: 200, height: 60))
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 4))
        XCTAssertNil(host.box(of: Palette.blue, tolerance: 4))
    }

    func testBadValuesShowEmptyWithOneWarning() {
        Diagnostics.reset()
        let host = TestHost(VStack {
            Gauge(value: Double.nan) { Text("NaN") }
            Gauge(value: 500, in: 0...10) { Text("Over") }.gaugeStyle(ReadoutGaugeStyle())
            Gauge(value: -3, in: 0...10) { Text("Under") }.gaugeStyle(ReadoutGaugeStyle())
        }, size: CGSize(width: 200, height: 300))
        XCTAssertTrue(host.texts.contains("100%"), "clamped: \(host.texts)")
        XCTAssertTrue(host.texts.contains("0%"))
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("Gauge") }.count, 1, "\(Diagnostics.warnings)")
    }
}

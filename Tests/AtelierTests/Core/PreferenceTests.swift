import XCTest
import Atelier
import AtelierTesting
@_spi(Backend) import AtelierCore  // Diagnostics only

// Preferences: values written below, combined up the tree with reduce, read by onPreferenceChange, by the
// views overlayPreferenceValue and backgroundPreferenceValue build, and as anchors resolved by a GeometryProxy.

private struct WidestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct SelectionKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@MainActor private final class Probe {
    var widths: Binding<[CGFloat]>?
    var selected: Binding<Int>?
    var reports: [CGFloat] = []
}

/// Bars that report their widths; the widest shows in a text below them.
private struct Bars: View {
    let probe: Probe
    @State private var widths: [CGFloat] = [40, 90, 60]
    @State private var widest: CGFloat = 0
    var body: some View {
        let _ = probe.widths = $widths
        VStack {
            ForEach(widths.indices, id: \.self) { i in
                Color.red.frame(width: widths[i], height: 10).preference(key: WidestKey.self, value: widths[i])
            }
            Text("widest \(Int(widest))")
        }
        .onPreferenceChange(WidestKey.self) { value in
            probe.reports.append(value)
            widest = value
        }
    }
}

/// Labels of different lengths made as wide as the widest: the classic use of a measuring preference.
private struct EqualWidthLabels: View {
    @State private var width: CGFloat?
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["A", "Medium", "The longest label"], id: \.self) { title in
                Text(title)
                    .background(GeometryReader { proxy in Color.clear.preference(key: WidestKey.self, value: proxy.size.width) })
                    .frame(width: width, alignment: .leading)
                    .background(Color.yellow)
            }
        }
        .onPreferenceChange(WidestKey.self) { width = $0 }
    }
}

/// Three squares; the selected one's bounds travel up as an anchor, and an overlay draws a ring there.
private struct Highlighted: View {
    let probe: Probe
    @State private var selected = 0
    var body: some View {
        let _ = probe.selected = $selected
        HStack(spacing: 20) {
            ForEach(0..<3, id: \.self) { i in
                let isSelected = i == selected
                Color.gray.frame(width: 40, height: 40)
                    .anchorPreference(key: SelectionKey.self, value: .bounds) { isSelected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectionKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width + 8, height: rect.height + 8)
                        .offset(x: rect.minX - 4, y: rect.minY - 4)
                }
            }
        }
    }
}

@preconcurrency @MainActor final class PreferenceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    func testOnPreferenceChangeReadsTheReducedValueAndItsChanges() {
        let probe = Probe()
        let host = TestHost(Bars(probe: probe), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.texts.contains("widest 90"), "\(host.texts): the action ran and its state change drew, in the first frame")
        XCTAssertEqual(probe.reports, [90], "reported once")
        probe.widths?.wrappedValue = [40, 120, 60]
        XCTAssertTrue(host.texts.contains("widest 120"), "\(host.texts)")
        probe.widths?.wrappedValue = [40, 120, 70]
        XCTAssertTrue(host.texts.contains("widest 120"))
        XCTAssertEqual(probe.reports, [90, 120], "an unchanged value runs no action")
    }

    func testMeasuredLabelsTakeTheWidestWidth() {
        let host = TestHost(EqualWidthLabels(), size: CGSize(width: 300, height: 200))
        let longest = host.frame(ofText: "The longest label")!
        let short = host.frame(ofText: "A")!
        XCTAssertEqual(short.minX, longest.minX, "leading aligned")
        // Each label's yellow background is as wide as the longest label, right after layout.
        let yellow = RGBA(r: 255, g: 204, b: 0, a: 255)
        XCTAssertEqual(host.color(at: CGPoint(x: longest.maxX - 2, y: short.midY)), yellow, "the short label's row reaches the longest's width")
        XCTAssertNotEqual(host.color(at: CGPoint(x: longest.maxX + 2, y: short.midY)), yellow)
    }

    func testTransformPreferenceAndLaterWritersReplaceTheContentsValue() {
        final class Seen { var names: [String] = [] }
        let seen = Seen()
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            VStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("c").preference(key: NamesKey.self, value: ["c"])
            }
            .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } }
            Text("d").preference(key: NamesKey.self, value: ["d"]).preference(key: NamesKey.self, value: ["outer"])
        }
        .onPreferenceChange(NamesKey.self) { seen.names = $0 }
        _ = TestHost(view, size: CGSize(width: 100, height: 200)).texts
        XCTAssertEqual(seen.names, ["a", "B", "C", "outer"], "tree order; transformed; the outer writer wins")
    }

    func testAnAnchorResolvesInTheOverlayAndFollowsTheSelection() {
        // The HStack is 160 x 40, centred in 200 x 100: squares at x 20, 80, 140; y 30.
        let probe = Probe()
        let host = TestHost(Highlighted(probe: probe), size: CGSize(width: 200, height: 100))
        let blue = RGBA(r: 0, g: 122, b: 255, a: 255), gray = RGBA(r: 142, g: 142, b: 147, a: 255)
        XCTAssertEqual(host.color(at: CGPoint(x: 18, y: 50)), blue, "the ring around the first square")
        XCTAssertEqual(host.color(at: CGPoint(x: 40, y: 50)), blue, "drawn over it")
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 50)), gray, "the second is not selected")
        probe.selected?.wrappedValue = 1
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 50)), blue, "the ring moved to the second")
        XCTAssertEqual(host.color(at: CGPoint(x: 40, y: 50)), gray)
        XCTAssertEqual(host.color(at: CGPoint(x: 78, y: 27)), blue, "4 points around it")
        XCTAssertNotEqual(host.color(at: CGPoint(x: 74, y: 50)), blue)
    }

    func testBackgroundPreferenceValueDrawsBehind() {
        let view = Text("Hi").preference(key: WidestKey.self, value: 60)
            .backgroundPreferenceValue(WidestKey.self) { width in Color.green.frame(width: width, height: 30) }
        let host = TestHost(view, size: CGSize(width: 100, height: 100))
        let green = RGBA(r: 52, g: 199, b: 89, a: 255)
        XCTAssertEqual(host.color(at: CGPoint(x: 22, y: 50)), green, "60 wide, centred: from x 20")
        XCTAssertNotEqual(host.color(at: CGPoint(x: 18, y: 50)), green)
    }

    func testAPreferenceThatChangesEveryTimeItIsReadStopsWithOneWarning() {
        struct Runaway: View {
            @State private var n: CGFloat = 0
            var body: some View {
                Text("n").preference(key: WidestKey.self, value: n + 1).onPreferenceChange(WidestKey.self) { n = $0 }
            }
        }
        let host = TestHost(Runaway(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.texts, ["n"])
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("preference changes every time") }.count, 1, "\(Diagnostics.warnings)")
    }
}

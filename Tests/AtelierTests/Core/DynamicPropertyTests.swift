import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

// One style value set on a container is evaluated by every control below it: each control's node installs
// its own storage into its own copy of the style, so @State, @GestureState and @Environment are per control,
// in the style's body and in the callbacks that body creates.

/// Red while its own gesture holds it, blue otherwise; fires on release.
private struct HoldStyle: PrimitiveButtonStyle {
    @GestureState private var holding = false
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 80, height: 30)
            .background(holding ? Color.red : Color.blue)
            .gesture(DragGesture(minimumDistance: 0)
                .updating($holding) { _, state, _ in state = true }
                .onEnded { _ in configuration.trigger() })
    }
}

/// Counts its own taps in a @State, written from the tap callback the body creates.
private struct TapCountingStyle: PrimitiveButtonStyle {
    @State private var taps = 0
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("taps \(taps)")
        }
        .onTapGesture {
            taps += 1
            configuration.trigger()
        }
    }
}

/// Sizes itself by the control size it reads, and reports that size from its callback.
private struct SizedByControlSizeStyle: ButtonStyle {
    @Environment(\.controlSize) private var controlSize
    static func width(for size: ControlSize) -> CGFloat {
        switch size {
        case .mini: 30
        case .small: 40
        case .regular: 70
        case .large: 100
        case .extraLarge: 120
        }
    }
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: Self.width(for: controlSize), height: 20)
            .background(Color.green)
            .simultaneousGesture(TapGesture().onEnded { ButtonLog.entries.append("\(controlSize)") })
    }
}

/// A counter whose own state is tapped; used twice from one value.
private struct CounterRow: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Text("\(name) \(count)").onTapGesture { count += 1 }
    }
}

/// A property wrapper of the program's own, holding state: its `update()` runs before each body.
private struct Tally: DynamicProperty {
    @State private var storage = 0
    private(set) var updates = 0
    var value: Int {
        get { storage }
        nonmutating set { storage = newValue }
    }
    mutating func update() { updates += 1 }
}

private struct TallyRow: View {
    let name: String
    var tally = Tally()
    var body: some View {
        Text("\(name) \(tally.value) updated \(tally.updates)").onTapGesture { tally.value += 1 }
    }
}

/// A dynamic property that is a class: its state lives in the instance, which the layout does not walk.
private final class ClassProperty: DynamicProperty {
    @State var inside = 0
}

/// A dynamic property that is an enum.
private enum EnumProperty: DynamicProperty {
    case idle
}

private struct HoldsUnusual {
    let object = ClassProperty()
    let mode = EnumProperty.idle
    @State var count = 0
}

@preconcurrency @MainActor final class DynamicPropertyTests: XCTestCase {
    func testGestureStateOfOneStyleOnAStackIsPerButton() {
        ButtonLog.entries = []
        let view = VStack(spacing: 20) {
            Button("One") { ButtonLog.entries.append("one") }
            Button("Two") { ButtonLog.entries.append("two") }
        }
        .buttonStyle(HoldStyle())
        let host = TestHost(view, size: CGSize(width: 200, height: 120))
        guard let one = host.frame(ofText: "One"), let two = host.frame(ofText: "Two") else { return XCTFail("no labels") }
        let beside = { (r: CGRect) in CGPoint(x: r.midX - 30, y: r.midY) }
        XCTAssertTrue(nearRGBA(host.color(at: beside(one)), Palette.blue, 2))
        XCTAssertTrue(nearRGBA(host.color(at: beside(two)), Palette.blue, 2))

        host.pointerDown(at: one.centre)
        host.advance(by: 0.1)
        XCTAssertTrue(nearRGBA(host.color(at: beside(one)), Palette.red, 2), "the held button turns red")
        XCTAssertTrue(nearRGBA(host.color(at: beside(two)), Palette.blue, 2), "the other button stays blue")
        host.pointerUp()
        host.advance(by: 0.1)
        XCTAssertEqual(ButtonLog.entries, ["one"])
        XCTAssertTrue(nearRGBA(host.color(at: beside(one)), Palette.blue, 2), "released: blue again")

        host.pointerDown(at: two.centre)
        host.advance(by: 0.1)
        XCTAssertTrue(nearRGBA(host.color(at: beside(one)), Palette.blue, 2), "holding two leaves one blue")
        XCTAssertTrue(nearRGBA(host.color(at: beside(two)), Palette.red, 2))
        host.pointerUp()
        host.advance(by: 0.1)
        XCTAssertEqual(ButtonLog.entries, ["one", "two"])
    }

    func testStateOfOneStyleOnAStackIsPerButtonInBodyAndCallbacks() {
        ButtonLog.entries = []
        let view = VStack {
            Button("A") { ButtonLog.entries.append("a") }
            Button("B") { ButtonLog.entries.append("b") }
            Button("C") { ButtonLog.entries.append("c") }
        }
        .buttonStyle(TapCountingStyle())
        let host = TestHost(view, size: CGSize(width: 200, height: 150))
        XCTAssertEqual(host.texts, ["A", "taps 0", "B", "taps 0", "C", "taps 0"])
        host.tap(onText: "B")
        host.tap(onText: "B")
        host.tap(onText: "C")
        XCTAssertEqual(host.texts, ["A", "taps 0", "B", "taps 2", "C", "taps 1"])
        XCTAssertEqual(ButtonLog.entries, ["b", "b", "c"])
    }

    func testEnvironmentOfOneStyleOnAStackIsPerButtonInBodyAndCallbacks() {
        ButtonLog.entries = []
        let view = VStack(spacing: 10) {
            Button("S") {}.controlSize(.small)
            Button("R") {}
            Button("L") {}.controlSize(.large)
        }
        .buttonStyle(SizedByControlSizeStyle())
        let host = TestHost(view, size: CGSize(width: 200, height: 120))
        let green = Palette.green
        for (label, size) in [("S", ControlSize.small), ("R", .regular), ("L", .large)] {
            guard let text = host.frame(ofText: label) else { return XCTFail("no \(label)") }
            // The green background spans the style's width for this button's control size (the label's
            // glyphs sit in its middle, so the span is measured from the first green point to the last).
            let row = (0..<200).filter { x in
                nearRGBA(host.color(at: CGPoint(x: Double(x) + 0.5, y: text.midY)), green, 4)
            }
            let span = CGFloat((row.last ?? 0) - (row.first ?? 0) + 1)
            XCTAssertEqual(span, SizedByControlSizeStyle.width(for: size), accuracy: 1,
                           "\(label) is as wide as its own control size says")
            host.tap(at: CGPoint(x: text.midX, y: text.midY))
        }
        XCTAssertEqual(ButtonLog.entries, ["small", "regular", "large"], "each callback saw its own button's environment")
    }

    func testOneViewValueUsedTwiceKeepsTwoStates() {
        let row = CounterRow(name: "row")
        let host = TestHost(VStack { row; row }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["row 0", "row 0"])
        guard let frames = Optional(host.frames(ofText: "row 0")), frames.count == 2 else { return XCTFail("two rows") }
        host.tap(at: frames[1].centre)
        XCTAssertEqual(host.texts, ["row 0", "row 1"], "only the tapped row counts")
        host.tap(at: frames[0].centre)
        host.tap(at: frames[0].centre)
        XCTAssertEqual(host.texts, ["row 2", "row 1"])
    }

    func testAPropertyOfTheProgramsOwnGetsItsStateInstalledAndItsUpdateCalled() {
        let host = TestHost(VStack { TallyRow(name: "x"); TallyRow(name: "y") }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.texts, ["x 0 updated 1", "y 0 updated 1"])
        host.tap(onText: "y 0 updated 1")
        XCTAssertEqual(host.texts, ["x 0 updated 1", "y 1 updated 1"],
                       "the nested @State is per row; update() ran once on the copy that was evaluated")
    }

    func testPropertyLayoutIsComputedOncePerTypeFromFieldOffsets() {
        let layout = DynamicPropertyLayout.of(TallyRow.self)
        // TallyRow: name (no property), tally: Tally { storage: State } -> one slot, then Tally's update().
        XCTAssertEqual(layout.slotCount, 1)
        XCTAssertEqual(layout.entries.count, 2)
        XCTAssertFalse(layout.readsEnvironment)
        XCTAssertTrue(DynamicPropertyLayout.of(SizedByControlSizeStyle.self).readsEnvironment)
        XCTAssertEqual(DynamicPropertyLayout.of(Text.self).entries.count, 0, "a view without dynamic properties installs nothing")
        // A class keeps its properties in the instance and an enum has no stored fields: nothing is written.
        XCTAssertEqual(DynamicPropertyLayout.of(ClassProperty.self).entries.count, 0)
        XCTAssertEqual(DynamicPropertyLayout.of(EnumProperty.self).entries.count, 0)
        XCTAssertEqual(DynamicPropertyLayout.of(HoldsUnusual.self).slotCount, 1, "only the view's own @State")
    }
}

private struct NamespaceRow: View {
    @Namespace private var space
    let report: (Namespace.ID) -> Void
    var body: some View {
        Text("ns").onTapGesture { report(space) }
    }
}

extension DynamicPropertyTests {
    func testNamespaceIsPerNodeAndKeptAcrossEvaluations() {
        var ids: [Namespace.ID] = []
        let row = NamespaceRow { ids.append($0) }
        let host = TestHost(VStack { row; row }, size: CGSize(width: 200, height: 100))
        let frames = host.frames(ofText: "ns")
        XCTAssertEqual(frames.count, 2)
        host.tap(at: frames[0].centre)
        host.tap(at: frames[0].centre)
        host.tap(at: frames[1].centre)
        XCTAssertEqual(ids.count, 3)
        XCTAssertEqual(ids[0], ids[1], "one node keeps its namespace")
        XCTAssertNotEqual(ids[0], ids[2], "two nodes have two namespaces")
    }
}

private struct BackgroundCounter: View {
    @State private var count = 0
    static var binding: Binding<Int>?
    var body: some View {
        let _ = BackgroundCounter.binding = $count
        Text("count \(count)")
    }
}

extension DynamicPropertyTests {
    func testAStateWrittenFromABackgroundThreadUpdatesOnTheMainQueueWithOneWarning() {
        Diagnostics.reset()
        let host = TestHost(BackgroundCounter(), size: CGSize(width: 200, height: 50))
        XCTAssertEqual(host.texts, ["count 0"])
        let binding = BackgroundCounter.binding!
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            binding.wrappedValue = 1
            binding.wrappedValue = 2
            done.signal()
        }
        done.wait()
        host.advance(by: 0.1)
        XCTAssertEqual(host.texts, ["count 2"], "the readers update once the main queue runs")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("background threads") }.count, 1)
    }
}

import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore

/// What the views under test did, and handles on their state.
@MainActor private enum Log {
    static var events: [String] = []
    static var int: Binding<Int>?
    static var bool: Binding<Bool>?
    static var graph: ViewGraph?
    static var evaluations = 0
    static func reset() { events = []; int = nil; bool = nil; graph = nil; evaluations = 0 }
    /// Records an event, noting it if it runs while a body is being evaluated (it never should).
    static func add(_ event: String) {
        events.append(graph?.updates.currentEvaluation == nil ? event : "\(event) DURING BODY")
    }
}

private struct TwoValueChange: View {
    @State var value = 0
    var body: some View {
        let _ = Log.int = $value
        EmptyView().onChange(of: value) { old, new in Log.add("\(old)->\(new)") }
    }
}

private struct OneValueChange: View {
    @State var value = 0
    var body: some View {
        let _ = Log.int = $value
        EmptyView()
            .onChange(of: value) { newValue in Log.add("new \(newValue)") }
            .onChange(of: value) { Log.add("changed") }
    }
}

private struct InitialChange: View {
    @State var value = 3
    var body: some View {
        let _ = Log.int = $value
        EmptyView().onChange(of: value, initial: true) { old, new in Log.add("\(old)->\(new)") }
    }
}

private struct Flipper: View {
    @State var flag = true
    var body: some View {
        let _ = Log.bool = $flag
        if flag {
            EmptyView().onAppear { Log.add("A appear") }.onDisappear { Log.add("A disappear") }
        } else {
            EmptyView().onAppear { Log.add("B appear") }.onDisappear { Log.add("B disappear") }
        }
    }
}

private struct TypeReplacer: View {
    @State var first = true
    var body: some View {
        let _ = Log.bool = $first
        AnyView(first ? AnyView(EmptyView().onDisappear { Log.add("empty disappear") })
                      : AnyView(Color.red.onAppear { Log.add("color appear") }))
    }
}

private struct Growing: View {
    @State var count = 1
    var body: some View {
        let _ = Log.int = $count
        VStack {
            ForEach(Array(0..<count), id: \.self) { i in
                EmptyView().onAppear { Log.add("appear \(i)") }.onDisappear { Log.add("disappear \(i)") }
            }
        }
    }
}

private struct Tasked: View {
    @State var show = true
    var body: some View {
        let _ = Log.bool = $show
        if show {
            EmptyView().task {
                Log.add("start")
                try? await Task.sleep(nanoseconds: 30_000_000_000)
                Log.add(Task.isCancelled ? "cancelled" : "finished")
            }
        }
    }
}

private struct IDTasked: View {
    @State var id = 0
    @State var other = 0
    var body: some View {
        let _ = Log.int = $id
        let _ = Log.bool = Binding(get: { other > 0 }, set: { other += $0 ? 1 : 0 })
        EmptyView().task(id: id) { [id] in
            Log.add("start \(id)")
            try? await Task.sleep(nanoseconds: 30_000_000_000)
            Log.add("end \(id) cancelled=\(Task.isCancelled)")
        }
    }
}

private struct AppearLoads: View {
    @State var loaded = false
    var body: some View {
        let _ = Log.evaluations += 1
        let _ = Log.events.append("body loaded=\(loaded)")
        EmptyView().onAppear { loaded = true }
    }
}

private struct EndlessChange: View {
    @State var n = 0
    var body: some View {
        let _ = Log.int = $n
        EmptyView().onChange(of: n, initial: true) { n += 1 }
    }
}

private struct Chained: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
        let _ = Log.int = $a
        VStack {
            EmptyView().onChange(of: a) { b = a * 10; Log.add("a=\(a)") }
            EmptyView().onChange(of: b) { old, new in Log.add("b \(old)->\(new)") }
        }
    }
}

/// Lets the main queue run the tasks' work.
@MainActor private func drain() {
    for _ in 0..<10 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005)) }
}

@MainActor private func graph<V: View>(_ view: V) -> ViewGraph {
    let g = ViewGraph(root: view)
    Log.graph = g
    return g
}

@preconcurrency @MainActor final class LifecycleTests: XCTestCase {
    override func setUp() async throws {
        Log.reset()
        Diagnostics.reset()
    }

    override func tearDown() async throws {
        Log.reset()
    }

    func testOnChangeFiresOncePerChangeWithOldAndNewValuesAndNotForEqualValues() {
        let g = graph(TwoValueChange())
        g.flush(through: .update)
        XCTAssertEqual(Log.events, [], "no action for the first value")
        Log.int!.wrappedValue = 1
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["0->1"])
        Log.int!.wrappedValue = 1
        g.flush(through: .update)
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["0->1"], "an equal value fires nothing")
        Log.int!.wrappedValue = 5
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["0->1", "1->5"])
    }

    func testOneParameterFormGetsTheNewValueAndZeroParameterFormFires() {
        let g = graph(OneValueChange())
        g.flush(through: .update)
        Log.int!.wrappedValue = 7
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["changed", "new 7"], "the outer modifier is updated first: actions run in the order they were queued")
    }

    func testInitialTrueFiresWhenTheViewAppearsAfterTheUpdate() {
        let g = graph(InitialChange())
        XCTAssertEqual(Log.events, [], "nothing runs while the graph is built")
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["3->3"])
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["3->3"])
        Log.int!.wrappedValue = 4
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["3->3", "3->4"])
    }

    func testAppearAndDisappearWhenAnIfFlips() {
        let g = graph(Flipper())
        XCTAssertEqual(Log.events, [])
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["A appear"])
        Log.bool!.wrappedValue = false
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["A appear", "A disappear", "B appear"])
        g.flush(through: .update)
        Log.bool!.wrappedValue = true
        g.flush(through: .update)
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["A appear", "A disappear", "B appear", "B disappear", "A appear"],
                       "each appearance and disappearance exactly once")
    }

    func testViewReplacedByADifferentTypeDisappears() {
        let g = graph(TypeReplacer())
        g.flush(through: .update)
        Log.bool!.wrappedValue = false
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["empty disappear", "color appear"])

        // Replacing the root's view with another type goes through the node's reconcile.
        Log.events = []
        let root = graph(Flipper())
        root.flush(through: .update)
        root.root.setContent(InitialChange())
        XCTAssertEqual(Log.events, ["A appear"], "actions wait for the update")
        root.flush(through: .update)
        XCTAssertEqual(Log.events, ["A appear", "A disappear", "3->3"])
    }

    func testViewsAddedByAStateChangeAppearAndRemovedOnesDisappear() {
        let g = graph(Growing())
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["appear 0"])
        Log.int!.wrappedValue = 3
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["appear 0", "appear 1", "appear 2"])
        Log.int!.wrappedValue = 1
        g.flush(through: .update)
        XCTAssertEqual(Set(Log.events.dropFirst(3)), ["disappear 1", "disappear 2"])
        XCTAssertEqual(Log.events.count, 5)
    }

    func testTaskStartsOnAppearAndIsCancelledOnDisappear() {
        let g = graph(Tasked())
        drain()
        XCTAssertEqual(Log.events, [], "no task before the first update")
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Log.events, ["start"])
        Log.bool!.wrappedValue = false
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Log.events, ["start", "cancelled"])
    }

    func testTaskWithIDRestartsWhenTheIDChanges() {
        let g = graph(IDTasked())
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Log.events, ["start 0"])
        Log.bool!.wrappedValue = true
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Log.events, ["start 0"], "another state change does not restart the task")
        Log.int!.wrappedValue = 1
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Set(Log.events), ["start 0", "end 0 cancelled=true", "start 1"])
        XCTAssertEqual(Log.events.count, 3)
        Log.int!.wrappedValue = 1
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Log.events.count, 3, "an equal id does not restart the task")
        g.root.setContent(EmptyView())
        g.flush(through: .update)
        drain()
        XCTAssertEqual(Log.events.last, "end 1 cancelled=true")
    }

    func testActionChangingStateRunsOneMoreUpdate() {
        let g = graph(AppearLoads())
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["body loaded=false", "body loaded=true"])
        XCTAssertEqual(Log.evaluations, 2)
        XCTAssertFalse(g.hasPendingUpdates)
        g.flush(through: .update)
        XCTAssertEqual(Log.evaluations, 2)
    }

    func testActionsChangingStateChainAcrossPasses() {
        let g = graph(Chained())
        g.flush(through: .update)
        Log.int!.wrappedValue = 2
        g.flush(through: .update)
        XCTAssertEqual(Log.events, ["a=2", "b 0->20"])
    }

    func testActionChangingStateEveryTimeStopsWithAWarning() {
        let g = graph(EndlessChange())
        g.flush(through: .update)
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("lifecycle actions stopped after 100 rounds") },
                      "warnings: \(Diagnostics.warnings)")
        XCTAssertEqual(Log.int!.wrappedValue, 100)
        XCTAssertFalse(g.hasPendingUpdates)
    }
}

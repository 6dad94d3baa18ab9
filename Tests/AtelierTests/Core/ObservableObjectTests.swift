import XCTest
import Atelier
import AtelierTesting
@_spi(Backend) import AtelierCore  // Diagnostics only: the rest is the API a program sees through Atelier

// ObservableObject as SwiftUI programs use it: a @Published change re-evaluates the views that hold the object
// (@ObservedObject, @StateObject, @EnvironmentObject) and no others; a @StateObject is made once per view
// identity; `$model.property` is a binding; objectWillChange and `$property` can be subscribed to.

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "a"
    nonisolated(unsafe) static var made = 0
    init() { Counter.made += 1 }
}

@MainActor private enum Evaluations {
    static var counts: [String: Int] = [:]
    static func note(_ name: String) { counts[name, default: 0] += 1 }
}

private struct Observer: View {
    @ObservedObject var model: Counter
    let name: String
    var body: some View {
        let _ = Evaluations.note(name)
        Text("\(name) \(model.count)")
    }
}

private struct Bystander: View {
    var body: some View {
        let _ = Evaluations.note("bystander")
        Text("bystander")
    }
}

private struct Owner: View {
    let model: Counter
    var body: some View {
        let _ = Evaluations.note("owner")
        VStack {
            Observer(model: model, name: "first")
            Observer(model: model, name: "second")
            Bystander()
        }
    }
}

@MainActor private final class ParentSwitch { var generation: Binding<Int>? }

/// A parent that re-evaluates (its own state) around a child owning a @StateObject.
private struct StateObjectParent: View {
    let handle: ParentSwitch
    @State private var generation = 0
    var body: some View {
        let _ = handle.generation = $generation
        VStack {
            Text("generation \(generation)")
            StateObjectChild()
        }
    }
}

@MainActor private final class ObjectSeen { static var objects: [ObjectIdentifier] = []; static var binding: Binding<Int>? }

private struct StateObjectChild: View {
    @StateObject private var model = Counter()
    var body: some View {
        let _ = ObjectSeen.objects.append(ObjectIdentifier(model))
        let _ = ObjectSeen.binding = $model.count
        Text("owned \(model.count)")
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject var model: Counter
    var body: some View { Text("environment \(model.count) \(model.label)") }
}

@preconcurrency @MainActor final class ObservableObjectTests: XCTestCase {
    func testAPublishedChangeEvaluatesOnlyTheViewsThatObserveTheObject() {
        Evaluations.counts = [:]
        let model = Counter()
        let host = TestHost(Owner(model: model), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["first 0", "second 0", "bystander"])
        XCTAssertEqual(Evaluations.counts, ["owner": 1, "first": 1, "second": 1, "bystander": 1])
        model.count = 5
        XCTAssertEqual(host.texts, ["first 5", "second 5", "bystander"])
        XCTAssertEqual(Evaluations.counts, ["owner": 1, "first": 2, "second": 2, "bystander": 1],
                       "the two observers are evaluated again; the owner (which holds the object without observing it) and the bystander are not")
        // A change to another @Published property of the object re-evaluates the same views.
        model.label = "b"
        _ = host.texts
        XCTAssertEqual(Evaluations.counts["first"], 3)
        XCTAssertEqual(Evaluations.counts["owner"], 1)
    }

    func testAStateObjectIsMadeOnceAndKeptAcrossParentUpdates() {
        ObjectSeen.objects = []
        let before = Counter.made
        let handle = ParentSwitch()
        let host = TestHost(StateObjectParent(handle: handle), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["generation 0", "owned 0"])
        // A binding from `$model.count` writes the object, which re-evaluates its owner.
        ObjectSeen.binding?.wrappedValue = 3
        XCTAssertEqual(host.texts, ["generation 0", "owned 3"])
        // The parent is evaluated again twice: the child keeps its object (and its count).
        handle.generation?.wrappedValue = 1
        XCTAssertEqual(host.texts, ["generation 1", "owned 3"])
        handle.generation?.wrappedValue = 2
        XCTAssertEqual(host.texts, ["generation 2", "owned 3"])
        XCTAssertEqual(Counter.made - before, 1, "the object is made once for the view's identity")
        XCTAssertEqual(Set(ObjectSeen.objects).count, 1, "every evaluation saw the same object")
    }

    func testAnEnvironmentObjectIsReadAndFollowedAndAMissingOneDrawsNothingWithAWarning() {
        let model = Counter()
        let host = TestHost(VStack { EnvironmentReader() }.environmentObject(model), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["environment 0 a"])
        model.count = 2
        model.label = "c"
        XCTAssertEqual(host.texts, ["environment 2 c"])
        // Without an object in the environment the view is drawn empty, with one warning naming the type.
        Diagnostics.reset()
        let bare = TestHost(VStack { Text("before"); EnvironmentReader() }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(bare.texts, ["before"])
        _ = bare.pngData()
        let warnings = Diagnostics.warnings
        XCTAssertEqual(warnings.filter { $0.contains("No ObservableObject of type Counter") }.count, 1, "\(warnings)")
    }

    func testObjectWillChangeAndPublishedPublishersCanBeSubscribedTo() {
        let model = Counter()
        var changes = 0
        var counts: [Int] = []
        let willChange = model.objectWillChange.sink { changes += 1 }
        let published = model.$count.sink { counts.append($0) }
        model.count = 1
        model.count = 2
        model.objectWillChange.send()
        XCTAssertEqual(changes, 3)
        XCTAssertEqual(counts, [0, 1, 2], "the current value first, then each new one")
        willChange.cancel()
        model.count = 3
        XCTAssertEqual(changes, 3, "a cancelled subscription hears nothing")
        XCTAssertEqual(counts, [0, 1, 2, 3])
        published.cancel()
        // A subscription kept only in a set ends when the set lets it go.
        var labels: [String] = []
        var bag = Set<AnyCancellable>()
        model.$label.sink { labels.append($0) }.store(in: &bag)
        model.label = "b"
        XCTAssertEqual(bag.count, 1)
        bag.removeAll()
        model.label = "c"
        XCTAssertEqual(labels, ["a", "b"], "a released subscription ends")
    }
}

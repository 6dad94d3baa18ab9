import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore

/// Body evaluations per row, recorded by the rows themselves.
@MainActor private enum Evaluations {
    static var rows: [Int: Int] = [:]
    static var bindings: [Int: Binding<Int>] = [:]
    static var other = 0
    static func reset() { rows = [:]; bindings = [:]; other = 0 }
}

private struct Row: View {
    let index: Int
    @State private var value = 0
    var body: some View {
        let _ = Evaluations.rows[index, default: 0] += 1
        let _ = Evaluations.bindings[index] = $value
        if value > 0 { Group { EmptyView() } } else { EmptyView() }
    }
}

private struct Rows: View {
    var body: some View {
        VStack {
            ForEach(0..<1000) { i in Row(index: i) }
        }
    }
}

@Observable private final class Model {
    var left = 0
    var right = 0
}

private struct LeftReader: View {
    let model: Model
    var body: some View {
        let _ = Evaluations.rows[0, default: 0] += 1
        let _ = model.left
        EmptyView()
    }
}

private struct RightReader: View {
    let model: Model
    var body: some View {
        let _ = Evaluations.rows[1, default: 0] += 1
        let _ = model.right
        EmptyView()
    }
}

private struct Counter: View {
    @State var count = 0
    var body: some View {
        let _ = Evaluations.bindings[0] = $count
        let _ = Evaluations.rows[count, default: 0] += 1
        EmptyView()
    }
}

private struct Switcher: View {
    let flag: Bool
    var body: some View {
        Counter().id(flag)
    }
}

private struct WritesDuringBody: View {
    @State var n = 0
    var body: some View {
        let _ = { n += 1 }()
        EmptyView()
    }
}

private struct EnvReader: View {
    @Environment(\.colorScheme) var scheme
    var body: some View {
        let _ = Evaluations.other += 1
        let _ = Evaluations.rows[scheme == .dark ? 1 : 0, default: 0] += 1
        EmptyView()
    }
}

private struct Nested: View {
    let depth: Int
    var body: some View {
        if depth > 0 { Nested(depth: depth - 1) } else { EmptyView() }
    }
}

@preconcurrency @MainActor final class GraphTests: XCTestCase {
    override func setUp() async throws {
        Evaluations.reset()
        Diagnostics.reset()
    }

    func testChangingOneStateInAThousandRowsEvaluatesOnlyThatRow() {
        let graph = ViewGraph(root: Rows())
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.rows.count, 1000)
        XCTAssertTrue(Evaluations.rows.values.allSatisfy { $0 == 1 })
        Evaluations.rows = [:]
        let before = graph.bodyEvaluations
        Evaluations.bindings[500]!.wrappedValue = 7
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.rows, [500: 1], "only the row whose state changed is evaluated again")
        XCTAssertEqual(graph.bodyEvaluations - before, 1)
    }

    func testObservableModelInvalidatesOnlyReadersOfTheChangedProperty() {
        let model = Model()
        let graph = ViewGraph(root: VStack { LeftReader(model: model); RightReader(model: model) })
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.rows, [0: 1, 1: 1])
        model.right = 3
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.rows, [0: 1, 1: 2], "only the body that read `right` is evaluated again")
    }

    func testStateIsKeptWhileIdentityHoldsAndResetWhenItChanges() {
        let graph = ViewGraph(root: Switcher(flag: true))
        graph.flush(through: .update)
        Evaluations.bindings[0]!.wrappedValue = 5
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.bindings[0]!.wrappedValue, 5)
        // Same identity: a new view value for the same place keeps the state.
        graph.environment = EnvironmentValues()
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.bindings[0]!.wrappedValue, 5)
        // A new id is a new view: the state starts from its initial value.
        let switched = ViewGraph(root: Switcher(flag: true))
        switched.flush(through: .update)
        Evaluations.bindings[0]!.wrappedValue = 9
        switched.flush(through: .update)
        switched.root.setContent(Switcher(flag: false))
        switched.flush(through: .update)
        XCTAssertEqual(Evaluations.bindings[0]!.wrappedValue, 0)
    }


    func testEnvironmentChangeReevaluatesReaders() {
        var env = EnvironmentValues()
        let graph = ViewGraph(root: EnvReader(), environment: env)
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.rows, [0: 1])
        env.colorScheme = .dark
        graph.environment = env
        graph.flush(through: .update)
        XCTAssertEqual(Evaluations.rows[1], 1, "a reader of colorScheme sees the new value")
    }

    func testStateWrittenDuringBodyWarnsAndStops() {
        let graph = ViewGraph(root: WritesDuringBody())
        graph.flush(through: .update)
        XCTAssertTrue(Diagnostics.warnings.contains { $0.hasPrefix("Modifying state during view update") })
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("updates stopped after \(UpdateScheduler.maxRounds) rounds") }, "an endless loop of updates is cut off")
    }

    func testStateOutsideAViewWarnsAndKeepsInitialValue() {
        let counter = Counter()
        counter.count = 3
        XCTAssertEqual(counter.count, 0)
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("outside of being installed on a View") })
    }

    func testBindingDynamicMemberAndConstant() {
        struct Pair { var a = 1; var b = 2 }
        var storage = Pair()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.b.wrappedValue = 5
        XCTAssertEqual(storage.b, 5)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        XCTAssertEqual(constant.wrappedValue, 3)
    }

    func testTenThousandDeepNestingEvaluates() {
        let graph = ViewGraph(root: Nested(depth: 10_000))
        graph.flush(through: .update)
        graph.flush(through: .layout, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(graph.bodyEvaluations, 10_001)
    }

    func testTenThousandNestedModifiersUpdateLayOutAndRenderOnTheMainThread() {
        var view = AnyView(EmptyView().frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        // Defined result: the tree is built whole (updates run in slices); layout and drawing go as deep as
        // the thread's stack allows, deeper content counts as empty, and one warning says so. With an
        // 8 MB stack in a debug build that is several thousand levels; LayoutBadInputTests shows the full
        // 20,010-point result on a 1 GB stack.
        let graph = ViewGraph(root: view)
        let list = graph.render(size: CGSize(width: 100, height: 100)).inliningRetainedParts()
        XCTAssertTrue(list.isEmpty, "nothing visible is drawn")
        let size = graph.sizeThatFits(.unspecified)
        XCTAssertEqual(size.width, size.height)
        XCTAssertTrue(size.width > 2_000 && size.width <= 20_010, "laid out thousands of levels deep: \(size)")
        if size.width < 20_010 {
            XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("nested too deeply") })
        }
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import Atelier
@testable import AtelierTesting

@MainActor private enum Counts {
    static var destinations = 0
    nonisolated(unsafe) static var idReads = 0
}

private struct DeepPathStack: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push 10000") { path.append(contentsOf: 1...10_000) }
                Button("Pop all") { path.removeAll() }
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { n in
                let _ = Counts.destinations += 1
                VStack {
                    Text("Level \(n)")
                    Button("Pop all here") { path.removeAll() }
                }
                .navigationTitle("L\(n)")
            }
        }
    }
}

private struct Row {
    let n: Int
    var countedID: Int { Counts.idReads += 1; return n }
}

private final class SelectionHolder {
    var selection = Set<Int>()
}

private struct MillionRows: View {
    let holder: SelectionHolder
    let rows = (0..<1_000_000).map(Row.init)
    var body: some View {
        let holder = self.holder
        List(selection: Binding(get: { holder.selection }, set: { holder.selection = $0 })) {
            ForEach(rows, id: \.countedID) { row in Text("Row \(row.n)") }
        }
    }
}

/// Deep navigation and long lists cost what is shown: counted in destinations built and IDs read.
@preconcurrency @MainActor final class NavigationAndSelectionStallTests: XCTestCase {
    func testTenThousandValuesPushedInOneEventBuildTheTopLevelAndBackBuildsTheOneItReveals() {
        Counts.destinations = 0
        let host = TestHost(DeepPathStack(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Push 10000")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Level 10,000"), "\(host.texts.prefix(20))")
        XCTAssertLessThanOrEqual(Counts.destinations, 10, "only the top level's destination is built: \(Counts.destinations)")
        let pushed = Counts.destinations
        host.tap(onText: "Back")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Level 9,999"), "\(host.texts.prefix(20))")
        XCTAssertFalse(host.texts.contains("Level 10,000"))
        XCTAssertLessThanOrEqual(Counts.destinations - pushed, 10, "Back builds the level it reveals")
        let revealed = Counts.destinations
        host.tap(onText: "Pop all here")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Push 10000"), "\(host.texts.prefix(20))")
        XCTAssertFalse(host.texts.contains { $0.hasPrefix("Level") })
        XCTAssertLessThanOrEqual(Counts.destinations - revealed, 10, "popping 10,000 levels builds none of them")
    }

    func testALevelShownOnceKeepsItsStateUnderTheOnePushedOverIt() {
        struct Counter: View {
            @State private var taps = 0
            var body: some View { Button("Taps \(taps)") { taps += 1 } }
        }
        struct Stack: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Push") { path.append(1) }
                        .navigationDestination(for: Int.self) { n in
                            VStack { Counter(); Button("Deeper") { path.append(n + 1) } }
                        }
                }
            }
        }
        let host = TestHost(Stack(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Push")
        host.advance(by: 1)
        host.tap(onText: "Taps 0")
        host.tap(onText: "Deeper")
        host.advance(by: 1)
        host.tap(onText: "Back")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Taps 1"), "the level's state was kept: \(host.texts)")
    }

    func testAShiftClickInAMillionRowListReadsTheRowsBetweenNotAllOfThem() {
        let holder = SelectionHolder()
        let host = TestHost(MillionRows(holder: holder), size: CGSize(width: 390, height: 600))
        guard let first = host.frame(ofText: "Row 1"), let fourth = host.frame(ofText: "Row 4") else {
            return XCTFail("\(host.texts.prefix(10))")
        }
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        XCTAssertEqual(holder.selection, [1])
        Counts.idReads = 0
        host.tap(at: CGPoint(x: fourth.midX, y: fourth.midY), modifiers: .shift)
        XCTAssertEqual(holder.selection, [1, 2, 3, 4])
        XCTAssertLessThan(Counts.idReads, 10_000, "a Shift-click reads the rows between, not a million IDs: \(Counts.idReads)")
    }
}

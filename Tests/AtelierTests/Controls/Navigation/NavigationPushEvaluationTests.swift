import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// What a pushed screen's code runs, counted by the program itself.
@MainActor private final class PushCounts {
    var screenBodies = 0
    /// How many times each row's content was made, by row.
    var rowsMade: [Int: Int] = [:]
}

@Observable private final class PushPath {
    var path: [Int] = []
}

/// A screen of 30 rows that reads the environment, as most screens do (here the colour scheme).
private struct CountedScreen: View {
    let number: Int
    let counts: PushCounts
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        let _ = counts.screenBodies += 1
        List(0..<30, id: \.self) { row in
            let _ = counts.rowsMade[row, default: 0] += 1
            Label("Row \(row) of screen \(number)", systemImage: "star")
        }
        .navigationTitle("Screen \(number)")
    }
}

private struct PushingStack: View {
    @Bindable var model: PushPath
    let counts: PushCounts
    var body: some View {
        NavigationStack(path: $model.path) {
            List(0..<5, id: \.self) { Text("Screen \($0)") }
                .navigationTitle("Screens")
                .navigationDestination(for: Int.self) { CountedScreen(number: $0, counts: counts) }
        }
    }
}

@preconcurrency @MainActor final class NavigationPushEvaluationTests: XCTestCase {
    /// A push evaluates the pushed screen's body once and makes each of its rows once: the title it sets (a new
    /// bar), the level's new `dismiss` and the slide that follows evaluate nothing of it again.
    func testAPushedScreenIsEvaluatedOnceAndMakesEachRowOnce() {
        let model = PushPath(), counts = PushCounts()
        let host = TestHost(PushingStack(model: model, counts: counts), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(counts.screenBodies, 0)
        model.path = [1]
        let texts = host.texts
        XCTAssertTrue(texts.contains("Screen 1"), "the pushed screen's title: \(texts)")
        XCTAssertTrue(texts.contains("Row 0 of screen 1"), "\(texts)")
        XCTAssertEqual(counts.screenBodies, 1, "the pushed screen's body, in the push's frame")
        XCTAssertGreaterThan(counts.rowsMade.count, 15, "the rows in view")
        // The List reads its first row once more, to tell rows from sections (as it evaluates its body once).
        let expected = Dictionary(uniqueKeysWithValues: counts.rowsMade.keys.map { ($0, $0 == 0 ? 2 : 1) })
        XCTAssertEqual(counts.rowsMade, expected, "each row made once in the push's frame")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Row 10 of screen 1"))
        XCTAssertEqual(counts.screenBodies, 1, "nor while the screen slides in")
        XCTAssertEqual(counts.rowsMade, expected, "nor its rows")
    }
}

import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@testable import AtelierTesting

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

    /// Destinations registered in a new split view's columns do not make its columns again when no column shows a
    /// chosen value yet: the first frame evaluates as many bodies as the same split view without destinations (71
    /// against 68 before). A destination still takes a value chosen later.
    func testDestinationsRegisteredInTheFirstFrameDoNotMakeTheSplitViewAgain() {
        func splitView(destinations: Bool) -> some View {
            NavigationSplitView {
                List(0..<5, id: \.self) { NavigationLink("Item \($0)", value: $0) }
                    .navigationTitle("Items")
                    .modifier(OptionalDestination(enabled: destinations) { Text("Chosen \($0)") })
            } detail: {
                NavigationStack {
                    Text("Nothing chosen")
                        .modifier(OptionalDestination(enabled: destinations) { Text("Pushed \($0)") })
                }
            }
        }
        let size = CGSize(width: 1000, height: 700)
        // Each built once before, so that what other tests left in the process's caches counts the same for both.
        _ = TestHost(splitView(destinations: false), size: size)
        _ = TestHost(splitView(destinations: true), size: size)
        let plain = TestHost(splitView(destinations: false), size: size)
        let registering = TestHost(splitView(destinations: true), size: size)
        XCTAssertTrue(registering.texts.contains("Nothing chosen"), "\(registering.texts)")
        XCTAssertEqual(registering.graph.bodyEvaluations, plain.graph.bodyEvaluations,
                       "bodies evaluated in the first frame, with destinations and without")
        registering.tap(onText: "Item 3")
        XCTAssertTrue(registering.texts.contains("Chosen 3"), "the destination shows the chosen value: \(registering.texts)")
    }
}

extension NavigationPushEvaluationTests {
    /// A level's bar reads its content's title as the content is made: the first frame evaluates as many bodies as
    /// the same stack without a title (a title set state after the first layout and made the level twice), and
    /// shows the large title in it.
    func testATitleDoesNotMakeTheLevelTwiceInItsFirstFrame() {
        func stack(title: String?) -> some View {
            NavigationStack {
                List(0..<3, id: \.self) { Text("Row \($0)") }
                    .modifier(OptionalTitle(title: title))
            }
        }
        let size = CGSize(width: 390, height: 600)
        _ = TestHost(stack(title: nil), size: size)
        _ = TestHost(stack(title: "Rows"), size: size)
        let plain = TestHost(stack(title: nil), size: size)
        let titled = TestHost(stack(title: "Rows"), size: size)
        XCTAssertEqual(titled.graph.bodyEvaluations, plain.graph.bodyEvaluations,
                       "bodies evaluated in the first frame, with a title and without")
        let title = titled.frame(ofText: "Rows")
        XCTAssertNotNil(title, "the title shows in the first frame: \(titled.texts)")
        XCTAssertGreaterThan(title?.minY ?? 0, 44, "large, below the 44-point bar")
        XCTAssertEqual(titled.frame(ofText: "Row 0")?.minY ?? 0, (plain.frame(ofText: "Row 0")?.minY ?? 0) + 52, accuracy: 1,
                       "the rows start below the large title's 52-point band")
    }
}

/// A `navigationTitle` or nothing, the content's view type the same either way.
private struct OptionalTitle: ViewModifier {
    let title: String?
    func body(content: Content) -> some View {
        content.navigationTitle(title ?? "")
            .navigationBarTitleDisplayMode(title == nil ? .inline : .automatic)
    }
}

/// A `navigationDestination(for: Int.self)` or nothing, the content's view type the same either way.
private struct OptionalDestination<Destination: View>: ViewModifier {
    let enabled: Bool
    let destination: (Int) -> Destination
    func body(content: Content) -> some View {
        if enabled { content.navigationDestination(for: Int.self, destination: destination) } else { content }
    }
}

import XCTest
import SwiftUI
import Atelier
import AtelierTesting
import PortingFixture

// Issue 34, "ports without touching model files": PortingFixture is a library as written for Apple platforms
// (its model imports Foundation alone, its views `import SwiftUI`, qualify `SwiftUI.Label` and
// `SwiftUICore.Font`, and sit under `#if canImport(SwiftUI)`), with the one re-export file the porting guide
// adds. This module uses it as a program would: through `import SwiftUI` and the library's own names.

@MainActor private final class Counter { var count = 0 }

private struct LibraryUser: View {
    @Environment(\.openSettings) private var openSettings
    @State private var on = false
    var body: some View {
        VStack(spacing: 8) {
            ProgressView(value: 0.25).progressViewStyle(.ring)
            Toggle("Agree", isOn: $on).toggleStyle(.checkbox)
            Text("card").cardStyle()
            Button("Settings") { openSettings() }
        }
    }
}

@preconcurrency @MainActor final class PortingTests: XCTestCase {
    func testQualifiedSwiftUINamesAreAteliersTypes() {
        XCTAssertTrue(SwiftUI.Label<Text, Image>.self == Atelier.Label<Text, Image>.self)
        XCTAssertTrue(SwiftUICore.Font.self == Atelier.Font.self)
        XCTAssertTrue(SwiftUICore.Color.self == Atelier.Color.self)
        XCTAssertTrue(SwiftUI.Text.self == Atelier.Text.self)
        // The library's own Label is another type, as the library meant.
        XCTAssertEqual(PortingFixture.Label("a"), PortingFixture.Label("a"))
    }

    func testAModelImportingOnlyFoundationDrivesItsView() throws {
        let store = TaskStore(tasks: ["Write the guide"])
        XCTAssertEqual(store.changes, 1, "the $tasks sink hears the current value when it subscribes, as Combine's does")
        let host = TestHost(TaskListView(store: store, badge: PortingFixture.Label("Today")),
                            size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts, ["Today", "Write the guide", "1 tasks", "Add"])
        host.tap(onText: "Add")
        XCTAssertEqual(host.texts, ["Today", "Write the guide", "Task 2", "2 tasks", "Add"])
        XCTAssertEqual(store.tasks, ["Write the guide", "Task 2"])
        XCTAssertEqual(store.changes, 2, "@Published announced the append to the $tasks subscriber")

        // `SwiftUICore.Font.system(size: 24)` is Atelier's font: its line is taller than the headline's 17 points.
        let task = try XCTUnwrap(host.frame(ofText: "Task 2"))
        let badge = try XCTUnwrap(host.frame(ofText: "Today"))
        XCTAssertGreaterThan(task.height, badge.height + 4, "24-point task line \(task) against the 17-point headline \(badge)")
        // `SwiftUICore.Color.blue` is SwiftUI's system blue (0, 122, 255) on the count.
        let count = try XCTUnwrap(host.frame(ofText: "2 tasks"))
        var blue = 0
        for x in stride(from: count.minX, to: count.maxX, by: 0.5) {
            let c = host.color(at: CGPoint(x: x, y: count.midY))
            if c.r < 40, c.g > 100, c.g < 140, c.b > 230 { blue += 1 }
        }
        XCTAssertGreaterThan(blue, 0, "some of the count's glyph pixels are system blue")
    }

    func testALibrarysOwnNamesWorkFromAnotherModule() throws {
        let settings = Counter()
        let host = TestHost(LibraryUser().environment(\.openSettings, { settings.count += 1 }),
                            size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts, ["ring 25%", "[ ] library", "card", "Settings"])
        host.tap(onText: "[ ] library")
        XCTAssertEqual(host.texts, ["ring 25%", "[x] library", "card", "Settings"])
        host.tap(onText: "Settings")
        XCTAssertEqual(settings.count, 1, "the library's openSettings, not SwiftUI's macOS action")
        let card = try XCTUnwrap(host.frame(ofText: "card"))
        XCTAssertEqual(host.color(at: CGPoint(x: card.minX - 4, y: card.midY)), RGBA(r: 51, g: 102, b: 153, a: 255))
    }
}

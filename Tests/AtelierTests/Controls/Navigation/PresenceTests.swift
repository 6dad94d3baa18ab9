import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// What appeared and disappeared, in order.
@MainActor private final class Lifecycle {
    var events: [String] = []
}

/// A tab that logs its appearance, starts a task and has a keyboard shortcut.
private struct LoggingTab: View {
    let name: String
    let log: Lifecycle
    var body: some View {
        VStack {
            Text("\(name) screen")
            Button("\(name) action") { log.events.append("\(name) shortcut") }.keyboardShortcut("k")
        }
        .onAppear { log.events.append("\(name) appear") }
        .onDisappear { log.events.append("\(name) disappear") }
        .task {
            log.events.append("\(name) task")
            do { try await Task.sleep(nanoseconds: 60_000_000_000) } catch { log.events.append("\(name) task cancelled") }
        }
    }
}

private struct LoggingTabs: View {
    let log: Lifecycle
    var body: some View {
        TabView {
            LoggingTab(name: "One", log: log).tabItem { Label("One", systemImage: "1.circle") }
            LoggingTab(name: "Two", log: log).tabItem { Label("Two", systemImage: "2.circle") }
            LoggingTab(name: "Three", log: log).tabItem { Label("Three", systemImage: "3.circle") }
        }
    }
}

private struct LoggingStack: View {
    let log: Lifecycle
    var body: some View {
        NavigationStack {
            VStack {
                Text("Root screen")
                NavigationLink("Open", value: 1)
            }
            .onAppear { log.events.append("root appear") }
            .onDisappear { log.events.append("root disappear") }
            .navigationDestination(for: Int.self) { n in
                Text("Detail \(n)")
                    .onAppear { log.events.append("detail appear") }
                    .onDisappear { log.events.append("detail disappear") }
            }
        }
    }
}

private struct BoundPathStack: View {
    let log: Lifecycle
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Jump") { path = [7] }
                .onDisappear { log.events.append("root disappear") }
                .navigationDestination(for: Int.self) { Text("Level \($0)") }
        }
    }
}

/// A phone-sized host of `view` after its first appearances, with the log cleared.
@MainActor private func settledHost(_ view: some View, log: Lifecycle) -> TestHost {
    let host = TestHost(view, size: CGSize(width: 390, height: 600))
    host.advance(by: 0)
    log.events.removeAll()
    return host
}

/// onAppear, onDisappear and task follow what is in view: a tab when selected, a navigation level while on top.
@preconcurrency @MainActor final class PresenceTests: XCTestCase {
    func testOnlyTheSelectedTabAppearsAndStartsItsTask() {
        let log = Lifecycle()
        let host = TestHost(LoggingTabs(log: log), size: CGSize(width: 390, height: 600))
        host.advance(by: 0)
        XCTAssertEqual(log.events, ["One appear", "One task"])
    }

    func testSwitchingTabsDisappearsTheOldOneAndAppearsTheNew() {
        let log = Lifecycle()
        let host = settledHost(LoggingTabs(log: log), log: log)
        host.tap(onText: "Three")
        host.advance(by: 0)
        XCTAssertTrue(host.texts.contains("Three screen"), "\(host.texts)")
        XCTAssertEqual(log.events.filter { !$0.hasSuffix("cancelled") }, ["One disappear", "Three appear", "Three task"])
        XCTAssertTrue(log.events.contains("One task cancelled"), "\(log.events)")
        // Back to the first: it appears again, with a new task; the third goes.
        log.events.removeAll()
        host.tap(onText: "One")
        host.advance(by: 0)
        XCTAssertEqual(log.events.filter { !$0.hasSuffix("cancelled") }, ["Three disappear", "One appear", "One task"])
        XCTAssertTrue(log.events.contains("Three task cancelled"), "\(log.events)")
        XCTAssertFalse(log.events.contains { $0.hasPrefix("Two") }, "the tab never selected never appears: \(log.events)")
    }

    func testOnlyTheSelectedTabsShortcutFires() {
        let log = Lifecycle()
        let host = TestHost(LoggingTabs(log: log), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Two")
        log.events.removeAll()
        XCTAssertTrue(host.keyDown("k", modifiers: .command))
        XCTAssertEqual(log.events, ["Two shortcut"], "the first in tree order would be the first tab's")
    }

    func testAPushDisappearsTheRootAndAPopAppearsItAgain() {
        let log = Lifecycle()
        let host = TestHost(LoggingStack(log: log), size: CGSize(width: 390, height: 600))
        host.advance(by: 0)
        XCTAssertEqual(log.events, ["root appear"])
        log.events.removeAll()
        host.tap(onText: "Open")
        host.advance(by: 0.2)
        XCTAssertTrue(host.texts.contains("Detail 1"), "\(host.texts)")
        // The detail appears as the push starts; the root disappears when the push has ended (0.35 s).
        XCTAssertEqual(log.events, ["detail appear"])
        host.advance(by: 0.2)
        XCTAssertEqual(log.events, ["detail appear", "root disappear"])
        log.events.removeAll()
        host.tap(onText: "Back")
        host.advance(by: 1)
        // The root appears as the pop starts; the detail disappears when it has slid out.
        XCTAssertEqual(log.events, ["root appear", "detail disappear"])
    }

    func testAPopBeforeThePushHasEndedLeavesTheRootInView() {
        let log = Lifecycle()
        let host = settledHost(LoggingStack(log: log), log: log)
        host.tap(onText: "Open")
        host.advance(by: 0.1)
        XCTAssertTrue(host.keyDown("[", modifiers: .command), "Command-[ goes back")
        host.advance(by: 1)
        XCTAssertFalse(log.events.contains("root disappear"), "\(log.events)")
        XCTAssertFalse(log.events.contains("root appear"), "the root never left: \(log.events)")
        XCTAssertEqual(log.events, ["detail appear", "detail disappear"])
    }

    func testAPathSetWithoutAnimationHidesTheRootAtOnce() {
        let log = Lifecycle()
        let host = settledHost(BoundPathStack(log: log), log: log)
        host.tap(onText: "Jump")
        XCTAssertEqual(log.events, ["root disappear"], "no animation: the root leaves with the change")
    }

    func testAnOnAppearAddedToATabNotSelectedWaitsForIt() {
        let log = Lifecycle()
        let host = TestHost(TabView {
            Text("Shown").tabItem { Text("A") }
            // Nested: a tab view inside the second tab; its own first tab appears with the outer tab.
            TabView {
                Text("Inner").onAppear { log.events.append("inner appear") }.tabItem { Text("I") }
                Text("Inner two").onAppear { log.events.append("inner two appear") }.tabItem { Text("J") }
            }
            .tabItem { Text("B") }
        }, size: CGSize(width: 390, height: 600))
        host.advance(by: 0)
        XCTAssertEqual(log.events, [])
        host.tap(onText: "B")
        host.advance(by: 0)
        XCTAssertEqual(log.events, ["inner appear"])
    }
}

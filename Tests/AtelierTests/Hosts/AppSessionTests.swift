import XCTest
@_spi(Backend) import AtelierCore
import Atelier
import AtelierTesting

// An app's windows headless: several scenes, windows opened by id and by value, single-instance windows,
// Settings, closing and quitting, scene phases, titles from the content, scene storage across runs and URLs
// given at launch.

private struct LibraryView: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.scenePhase) private var phase
    var body: some View {
        VStack {
            Text("Library")
            Text("phase \(String(describing: phase))")
            Button("Open Viewer") { openWindow(id: "viewer") }
            Button("Open Inspector") { openWindow(id: "inspector") }
            Button("Open Note 3") { openWindow(value: 3) }
            Button("Open Note 4") { openWindow(value: 4) }
            Button("Preferences") { openSettings() }
            Button("Close Viewers") { dismissWindow(id: "viewer") }
        }
        .frame(width: 400, height: 500)
    }
}

private struct NoteWindowView: View {
    @Binding var number: Int?
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Note \(number ?? 0)")
            Button("Next") { number = (number ?? 0) + 1 }
            Button("Done") { dismiss() }
        }
        .navigationTitle("Note \(number ?? 0)")
    }
}

private struct ViewerView: View {
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.scenePhase) private var phase
    var body: some View {
        VStack {
            Text("Viewer")
            Text("phase \(String(describing: phase))")
            Button("Close Me") { dismissWindow() }
        }
    }
}

private struct LibraryApp: App {
    var body: some Scene {
        WindowGroup("Library") { LibraryView() }
        WindowGroup("Viewer", id: "viewer") { ViewerView() }
            .defaultSize(width: 300, height: 200)
        Window("Inspector", id: "inspector") { Text("Inspector") }
        WindowGroup(for: Int.self) { $number in NoteWindowView(number: $number) }
        Settings { SettingsLink { Text("Again") }.frame(width: 320, height: 180) }
    }
}

private struct StoredTabView: View {
    @SceneStorage("tab") private var tab = "first"
    @SceneStorage("count") private var count: Int?
    var body: some View {
        VStack {
            Text("tab \(tab), count \(count.map(String.init) ?? "none")")
            Button("Second") { tab = "second"; count = 7 }
        }
    }
}

private struct StoredApp: App {
    var body: some Scene { WindowGroup { StoredTabView() } }
}

private final class OpenedURLs: ObservableObject {
    @Published var list: [String] = []
}

private struct URLView: View {
    @State private var opened: [String] = []
    var body: some View {
        Text(opened.isEmpty ? "nothing opened" : opened.joined(separator: ", "))
            .onOpenURL { url in opened.append(url.lastPathComponent) }
    }
}

private struct URLApp: App {
    var body: some Scene { WindowGroup { URLView() } }
}

private struct StackTitleApp: App {
    var body: some Scene {
        WindowGroup("Shelf") {
            NavigationStack {
                List {
                    NavigationLink("Poems", value: "Poems")
                }
                .navigationTitle("Books")
                .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
            }
        }
    }
}

private final class ShelfLibrary: ObservableObject {
    @Published var books: [String] = []
}

private struct ShelfView: View {
    @EnvironmentObject var library: ShelfLibrary
    var body: some View { Text("\(library.books.count) books").frame(width: 300, height: 200) }
}

/// An app that keeps its model in its own `@StateObject` and hands it to every window and to a command.
private struct SharedModelApp: App {
    @StateObject private var library = ShelfLibrary()
    @State private var added = 0
    var body: some Scene {
        WindowGroup("Shelf") {
            ShelfView().environmentObject(library)
        }
        .commands {
            CommandMenu("Books") {
                Button("Add Book") { library.books.append("Emma") }
                    .keyboardShortcut("b", modifiers: .command)
            }
        }
    }
}

@preconcurrency @MainActor final class AppSessionTests: XCTestCase {
    func testTheAppsOwnStateObjectIsOneObjectForEveryWindowAndCommand() throws {
        Diagnostics.reset()
        let app = AppTestHost(SharedModelApp())
        let first = try XCTUnwrap(app.activeWindow)
        first.keyDown("b", modifiers: .command)
        XCTAssertTrue(first.texts.contains("1 books"), "\(first.texts)")
        app.keyDown("n", modifiers: .command)
        let second = try XCTUnwrap(app.activeWindow)
        XCTAssertFalse(second === first)
        XCTAssertTrue(second.texts.contains("1 books"), "the second window shows the same model: \(second.texts)")
        second.keyDown("b", modifiers: .command)
        app.refreshAll()
        XCTAssertTrue(second.texts.contains("2 books"), "\(second.texts)")
        XCTAssertTrue(first.texts.contains("2 books"), "a command in one window changes what every window shows: \(first.texts)")
        XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("without being installed") }, "\(Diagnostics.warnings)")
    }

    func testTheFirstSceneOpensAtLaunchAndOthersByIdentifier() throws {
        let app = AppTestHost(LibraryApp())
        XCTAssertEqual(app.windowTitles, ["Library"], "only the first scene opens at launch")
        let library = try XCTUnwrap(app.activeWindow)
        XCTAssertEqual(library.size, CGSize(width: 400, height: 500 + 26), "the window opens at its content's size, under the 26-point menu bar")
        library.tap(onText: "Open Viewer")
        XCTAssertEqual(app.windowTitles, ["Library", "Viewer"])
        let viewer = try XCTUnwrap(app.window(titled: "Viewer"))
        XCTAssertTrue(app.activeWindow === viewer, "a window opened comes to the front")
        XCTAssertEqual(viewer.size, CGSize(width: 300, height: 200), "the scene's default size, the menu bar included")
        library.tap(onText: "Open Viewer")
        XCTAssertEqual(app.windowTitles, ["Library", "Viewer", "Viewer"], "a window group opens another window each time")
        library.tap(onText: "Open Inspector")
        library.tap(onText: "Open Inspector")
        XCTAssertEqual(app.windowTitles.filter { $0 == "Inspector" }.count, 1, "a Window scene has one window")
        XCTAssertEqual(app.title(of: app.activeWindow!), "Inspector", "opening it again brings it forward")
        library.tap(onText: "Close Viewers")
        XCTAssertEqual(app.windowTitles, ["Library", "Inspector"], "dismissWindow(id:) closes every window of the scene")
    }

    func testWindowsPresentingValues() throws {
        let app = AppTestHost(LibraryApp())
        let library = try XCTUnwrap(app.activeWindow)
        library.tap(onText: "Open Note 3")
        XCTAssertEqual(app.windowTitles, ["Library", "Note 3"], "the title comes from the content's navigationTitle")
        let note = try XCTUnwrap(app.window(titled: "Note 3"))
        XCTAssertEqual(note.frame(ofText: "Note 3") != nil, true)
        library.tap(onText: "Open Note 3")
        XCTAssertEqual(app.windowTitles, ["Library", "Note 3"], "a window already presenting the value comes forward")
        XCTAssertTrue(app.activeWindow === note)
        library.tap(onText: "Open Note 4")
        XCTAssertEqual(app.windowTitles, ["Library", "Note 3", "Note 4"])
        note.tap(onText: "Next")
        XCTAssertEqual(app.windowTitles, ["Library", "Note 4", "Note 4"], "the binding writes the window's value; its title follows")
        XCTAssertTrue(note.texts.contains("Note 4"))
        note.tap(onText: "Done")
        XCTAssertEqual(app.windowTitles, ["Library", "Note 4"], "dismiss closes a window outside any presentation")
    }

    func testScenePhasesFollowFocusAndMinimizing() throws {
        let app = AppTestHost(LibraryApp())
        let library = try XCTUnwrap(app.activeWindow)
        XCTAssertTrue(library.texts.contains("phase active"))
        library.tap(onText: "Open Viewer")
        let viewer = try XCTUnwrap(app.window(titled: "Viewer"))
        XCTAssertTrue(viewer.texts.contains("phase active"))
        XCTAssertTrue(library.texts.contains("phase inactive"), "another window has the focus: \(library.texts)")
        app.minimize(viewer)
        XCTAssertTrue(viewer.texts.contains("phase background"))
        XCTAssertTrue(library.texts.contains("phase active"), "the focus goes back to the window active before")
        app.activate(viewer)
        XCTAssertTrue(viewer.texts.contains("phase active"))
        XCTAssertTrue(library.texts.contains("phase inactive"))
    }

    func testSettingsOpensOnceAndNeverAtLaunch() throws {
        let app = AppTestHost(LibraryApp())
        XCTAssertFalse(app.windowTitles.contains("Settings"))
        app.activeWindow?.tap(onText: "Preferences")
        XCTAssertEqual(app.windowTitles, ["Library", "Settings"])
        let settings = try XCTUnwrap(app.window(titled: "Settings"))
        XCTAssertEqual(settings.size, CGSize(width: 320, height: 180 + 26), "Settings fits its content (and the menu bar)")
        settings.tap(onText: "Again")
        XCTAssertEqual(app.windowTitles, ["Library", "Settings"], "a SettingsLink brings the one Settings window forward")
    }

    func testClosingTheLastWindowEndsTheApp() throws {
        let app = AppTestHost(LibraryApp())
        app.activeWindow?.tap(onText: "Open Viewer")
        let viewer = try XCTUnwrap(app.window(titled: "Viewer"))
        viewer.tap(onText: "Close Me")
        XCTAssertEqual(app.windowTitles, ["Library"], "an action closing its own window")
        XCTAssertFalse(app.isTerminated)
        app.close(try XCTUnwrap(app.activeWindow))
        XCTAssertTrue(app.isTerminated, "closing the last window ends the app")
        XCTAssertEqual(app.windows.count, 0)
    }

    func testAHundredWindowsOpenAndQuit() throws {
        let app = AppTestHost(LibraryApp())
        let library = try XCTUnwrap(app.activeWindow)
        for _ in 0..<100 { library.tap(onText: "Open Viewer") }
        XCTAssertEqual(app.windows.count, 101)
        XCTAssertTrue(app.windows.last?.texts.contains("phase active") ?? false)
        XCTAssertEqual(app.windows.filter { $0.texts.contains("phase active") }.count, 1, "one window is active")
        app.quit()
        XCTAssertTrue(app.isTerminated)
        XCTAssertEqual(app.windows.count, 0)
    }

    func testOpeningAnUnknownSceneWarns() throws {
        Diagnostics.reset()
        struct Opener: View {
            @Environment(\.openWindow) private var openWindow
            var body: some View {
                VStack {
                    Button("Unknown") { openWindow(id: "nowhere") }
                    Button("Text") { openWindow(value: "a string") }
                }
            }
        }
        struct OpenerApp: App { var body: some Scene { WindowGroup { Opener() } } }
        let app = AppTestHost(OpenerApp())
        app.activeWindow?.tap(onText: "Unknown")
        app.activeWindow?.tap(onText: "Text")
        XCTAssertEqual(app.windows.count, 1)
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("no scene with id \"nowhere\"") }, "\(Diagnostics.warnings)")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("no WindowGroup(for: String.self)") }, "\(Diagnostics.warnings)")
        let loose = TestHost(Opener(), size: CGSize(width: 200, height: 200))
        loose.tap(onText: "Unknown")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("outside an app's window") }, "\(Diagnostics.warnings)")
    }

    func testSceneStorageIsKeptForTheNextRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-scene-storage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = AppTestHost(StoredApp(), stateDirectory: directory)
        XCTAssertEqual(first.activeWindow?.texts.first { $0.hasPrefix("tab") }, "tab first, count none")
        first.activeWindow?.tap(onText: "Second")
        XCTAssertEqual(first.activeWindow?.texts.first { $0.hasPrefix("tab") }, "tab second, count 7")
        first.quit()
        let second = AppTestHost(StoredApp(), stateDirectory: directory)
        XCTAssertEqual(second.activeWindow?.texts.first { $0.hasPrefix("tab") }, "tab second, count 7", "the window gets its values back")
        let elsewhere = AppTestHost(StoredApp())
        XCTAssertEqual(elsewhere.activeWindow?.texts.first { $0.hasPrefix("tab") }, "tab first, count none", "without a state directory nothing is kept")
    }

    func testURLsGivenAtLaunchReachOnOpenURL() throws {
        Diagnostics.reset()
        let app = AppTestHost(URLApp(), urls: [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.txt")])
        XCTAssertEqual(app.activeWindow?.texts.last, "a.txt, b.txt")
        _ = AppTestHost(StoredApp(), urls: [URL(fileURLWithPath: "/tmp/c.txt")])
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("/tmp/c.txt was given to the app, but no view handles it") },
                      "\(Diagnostics.warnings)")
    }

    /// A List's ideal height is 10 points: a window of one under a navigation bar opens at the fallback height rather
    /// than at the bar's, as content that shrinks with its window has no height of its own. (Its width is the menu
    /// bar's, which does not shrink.)
    func testAWindowOfContentThatShrinksOpensAtTheFallbackHeight() throws {
        let app = AppTestHost(StackTitleApp())
        XCTAssertEqual(app.activeWindow?.size.height, WindowDescription.fallbackSize.height)
        XCTAssertEqual(app.activeWindow?.frame(ofText: "Poems")?.minY ?? 1000, 169, accuracy: 1, "the row, below the large title")
    }

    func testTheWindowTitleFollowsTheTopOfTheStack() throws {
        let app = AppTestHost(StackTitleApp())
        XCTAssertEqual(app.windowTitles, ["Books"])
        app.activeWindow?.tap(onText: "Poems")
        app.activeWindow?.advance(by: 1)
        XCTAssertEqual(app.windowTitles, ["Poems"], "the pushed level's title")
    }
}

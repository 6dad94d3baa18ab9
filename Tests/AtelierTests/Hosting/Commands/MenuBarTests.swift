import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// What the menu bar's tests count: actions run, windows asked for.
@MainActor private final class MenuBarProbe {
    var log: [String] = []
}

@MainActor private func chrome<C: View>(_ probe: MenuBarProbe, settings: Bool = true, commands: [any Commands] = [],
                                        @ViewBuilder content: () -> C) -> some View {
    let windows: @MainActor () -> [WindowCommandContext.WindowItem] = {
        [WindowCommandContext.WindowItem(title: "One", isCurrent: true, activate: { probe.log.append("one") }),
         WindowCommandContext.WindowItem(title: "Two", isCurrent: false, activate: { probe.log.append("two") })]
    }
    var context = WindowCommandContext(appName: "Probe", windows: windows)
    context.newWindow = { probe.log.append("new") }
    context.closeWindow = { probe.log.append("close") }
    context.quit = { probe.log.append("quit") }
    if settings { context.openSettings = { probe.log.append("settings") } }
    context.minimize = { probe.log.append("minimize") }
    return WindowChrome(context: context, commands: commands, content: content)
}

private struct ProbeMenuCommands: Commands {
    let probe: MenuBarProbe
    var body: some Commands {
        CommandMenu("Shapes") {
            Button("Add Circle") { probe.log.append("circle") }.keyboardShortcut("k", modifiers: [.command, .shift])
            Divider()
            Button("Remove All") { probe.log.append("remove") }.disabled(true)
        }
    }
}

@preconcurrency @MainActor final class MenuBarTests: XCTestCase {
    func testStandardMenusAreInTheBarInMacOSOrder() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe, commands: [ProbeMenuCommands(probe: probe)]) { Text("Body") }, size: CGSize(width: 500, height: 300))
        let titles = ["Probe", "File", "Edit", "Shapes", "Window", "Help"]
        let frames = titles.map { host.frame(ofText: $0) }
        XCTAssertFalse(frames.contains(nil), "\(host.texts)")
        let xs = frames.compactMap { $0?.minX }
        XCTAssertEqual(xs, xs.sorted())
        // The bar is a strip 26 points tall at the top; the content starts under it.
        XCTAssertLessThan(frames[1]!.maxY, 26)
        XCTAssertGreaterThan(host.frame(ofText: "Body")!.minY, 26)
        // No menu is open: no item shows.
        XCTAssertNil(host.frame(ofText: "New Window"))
    }

    func testClickOpensFileMenuAndNewWindowRunsTheContext() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe) { Text("Body") }, size: CGSize(width: 500, height: 300))
        host.tap(onText: "File")
        XCTAssertNotNil(host.frame(ofText: "New Window"))
        XCTAssertNotNil(host.frame(ofText: "Ctrl+N"))
        XCTAssertNotNil(host.frame(ofText: "Close Window"))
        let row = host.frame(ofText: "New Window")!
        XCTAssertGreaterThan(row.minY, 24)
        host.tap(onText: "New Window")
        XCTAssertEqual(probe.log, ["new"])
        XCTAssertNil(host.frame(ofText: "New Window"), "choosing an item closes the menu")
    }

    func testCommandMenuRunsByClickAndByShortcutWithMenusClosed() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe, commands: [ProbeMenuCommands(probe: probe)]) { Text("Body") }, size: CGSize(width: 500, height: 300))
        XCTAssertTrue(host.keyDown("k", modifiers: [.command, .shift]))
        XCTAssertEqual(probe.log, ["circle"])
        host.tap(onText: "Shapes")
        XCTAssertNotNil(host.frame(ofText: "Ctrl+Shift+K"))
        host.tap(onText: "Remove All")
        XCTAssertEqual(probe.log, ["circle"], "a disabled item does not run")
        host.tap(onText: "Add Circle")
        XCTAssertEqual(probe.log, ["circle", "circle"])
    }

    func testStandardShortcutsWorkWithMenusClosed() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe) { Text("Body") }, size: CGSize(width: 500, height: 300))
        host.keyDown("n", modifiers: .command)
        host.keyDown(",", modifiers: .command)
        host.keyDown("w", modifiers: .command)
        host.keyDown("q", modifiers: .command)
        host.keyDown("m", modifiers: .command)
        XCTAssertEqual(probe.log, ["new", "settings", "close", "quit", "minimize"])
    }

    func testF10OpensTheFirstMenuArrowsMoveAndEscapeCloses() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe) { Text("Body") }, size: CGSize(width: 500, height: 300))
        XCTAssertTrue(host.keyDown(KeyEquivalent.function(10)!))
        XCTAssertNotNil(host.frame(ofText: "About Probe"))
        XCTAssertNotNil(host.frame(ofText: "Quit Probe"))
        XCTAssertTrue(host.keyDown(.rightArrow))
        XCTAssertNil(host.frame(ofText: "About Probe"))
        XCTAssertNotNil(host.frame(ofText: "New Window"))
        // The first item is highlighted: Down goes to Close Window, Return runs it.
        host.keyDown(.downArrow)
        host.keyDown(.return)
        XCTAssertEqual(probe.log, ["close"])
        XCTAssertNil(host.frame(ofText: "Close Window"))
        host.keyDown(KeyEquivalent.function(10)!)
        XCTAssertNotNil(host.frame(ofText: "About Probe"))
        XCTAssertTrue(host.keyDown(.leftArrow))
        XCTAssertNotNil(host.frame(ofText: "Probe Help"), "Left from the first menu wraps to the last")
        host.keyDown(.escape)
        XCTAssertNil(host.frame(ofText: "Probe Help"))
    }

    func testAltAloneOpensTheBarButNotWithAnotherKeyBetween() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe) { Text("Body") }, size: CGSize(width: 500, height: 300))
        host.keyDown(.optionKeyAlone, modifiers: .option)
        host.keyDown("n", modifiers: .option)
        host.keyUp(.optionKeyAlone)
        XCTAssertNil(host.frame(ofText: "About Probe"))
        host.keyDown(.optionKeyAlone, modifiers: .option)
        host.keyUp(.optionKeyAlone)
        XCTAssertNotNil(host.frame(ofText: "About Probe"))
        host.keyDown(.optionKeyAlone, modifiers: .option)
        host.keyUp(.optionKeyAlone)
        XCTAssertNil(host.frame(ofText: "About Probe"))
    }

    func testHoverSwitchesMenusWhileOneIsOpen() {
        let probe = MenuBarProbe()
        let host = TestHost(chrome(probe) { Text("Body") }, size: CGSize(width: 500, height: 300))
        let edit = host.frame(ofText: "Edit")!
        host.hover(at: CGPoint(x: edit.midX, y: edit.midY))
        XCTAssertNil(host.frame(ofText: "Copy"), "hovering with no menu open opens nothing")
        host.tap(onText: "File")
        host.hover(at: CGPoint(x: edit.midX, y: edit.midY))
        XCTAssertNotNil(host.frame(ofText: "Copy"))
        XCTAssertNil(host.frame(ofText: "New Window"))
        // A click outside the menu closes it.
        host.tap(at: CGPoint(x: 450, y: 250))
        XCTAssertNil(host.frame(ofText: "Copy"))
    }

    func testAnItemThatClosesItsOwnWindowLeavesNoMenuBehind() {
        let probe = MenuBarProbe()
        struct Closing: View {
            let probe: MenuBarProbe
            @State var isOpen = true
            var body: some View {
                if isOpen {
                    let context = WindowCommandContext(appName: "Probe", closeWindow: { probe.log.append("close"); isOpen = false })
                    WindowChrome(context: context, commands: []) { Text("Body") }
                } else {
                    Text("Closed")
                }
            }
        }
        let host = TestHost(Closing(probe: probe), size: CGSize(width: 400, height: 300))
        host.tap(onText: "File")
        host.tap(onText: "Close Window")
        XCTAssertEqual(probe.log, ["close"])
        XCTAssertEqual(host.texts, ["Closed"])
        XCTAssertFalse(host.keyDown(.downArrow), "no menu keeps the keyboard")
        XCTAssertFalse(host.keyDown("w", modifiers: .command))
        XCTAssertEqual(probe.log, ["close"])
    }
}

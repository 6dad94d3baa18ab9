import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// A tab with state of its own, to see it survive while another tab shows.
private struct CounterTab: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(name) screen")
            Button("\(name) taps \(taps)") { taps += 1 }
        }
    }
}

private let size = CGSize(width: 390, height: 600)

private enum Pane: Hashable { case home, inbox, settings }

/// Three tabs, a selection the program holds, a badge on the inbox.
private struct BoundTabs: View {
    @State var selection = Pane.home
    var unread = 3
    var body: some View {
        VStack(spacing: 0) {
            Text(verbatim: "selected \(selection)")
            Button("Go to settings") { selection = .settings }
            TabView(selection: $selection) {
                CounterTab(name: "Home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Pane.home)
                CounterTab(name: "Inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(unread)
                    .tag(Pane.inbox)
                CounterTab(name: "Settings")
                    .tag(Pane.settings)
                    .tabItem {
                        Image(systemName: "gear")
                        Text("Settings")
                    }
            }
        }
    }
}

/// A tab view keeping its own selection; tabs untagged.
private struct OwnTabs: View {
    var body: some View {
        TabView {
            CounterTab(name: "First").tabItem { Label("First", systemImage: "1.circle") }
            CounterTab(name: "Second").tabItem { Label("Second", systemImage: "2.circle") }
        }
    }
}

/// Pages of colour, swiped; their selection shown above.
private struct Pages: View {
    @State var page = 0
    var background = PageIndexViewStyle.BackgroundDisplayMode.automatic
    var body: some View {
        VStack(spacing: 0) {
            Text(verbatim: "page \(page)")
            TabView(selection: $page) {
                ForEach(0..<3) { i in
                    ZStack {
                        Color.blue
                        Text("Page \(i)")
                    }
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: background))
        }
    }
}

/// Pages with a button on the first.
private struct ButtonPages: View {
    @State var taps = 0
    var body: some View {
        TabView {
            ZStack { Color.orange; Button("Tapped \(taps)") { taps += 1 } }
            ZStack { Color.purple; Text("Second page") }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

private enum Mode: Hashable { case list, grid }

/// An optional selection, tags written both ways.
private struct OptionalSelection: View {
    @State var mode: Mode? = .grid
    var body: some View {
        VStack {
            Text(verbatim: "mode \(String(describing: mode))")
            TabView(selection: $mode) {
                Text("List view").tabItem { Text("List") }.tag(Mode.list as Mode?)
                Text("Grid view").tabItem { Text("Grid") }.tag(Mode.grid)
            }
        }
    }
}

/// A navigation stack per tab, each with its title.
private struct StackPerTab: View {
    var body: some View {
        TabView {
            NavigationStack { Text("first root").navigationTitle("Mail") }.tabItem { Label("Mail", systemImage: "envelope") }
            NavigationStack { Text("second root").navigationTitle("Notes") }.tabItem { Label("Notes", systemImage: "note") }
        }
    }
}

@preconcurrency @MainActor final class TabViewTests: XCTestCase {
    func testTappingATabItemShowsItsContentAndWritesTheBinding() {
        let host = TestHost(BoundTabs(), size: size)
        XCTAssertTrue(host.texts.contains("Home screen"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Inbox screen"), "only the selected tab shows: \(host.texts)")
        XCTAssertTrue(host.texts.contains("selected home"))
        // The bar: 49 points at the bottom, the titles in it.
        let inboxTitle = host.frame(ofText: "Inbox")!
        XCTAssertGreaterThan(inboxTitle.minY, size.height - 49)
        XCTAssertEqual(host.frame(ofText: "Settings")!.midY, inboxTitle.midY, accuracy: 0.5, "an Image and a Text stack as a Label does")
        host.tap(onText: "Inbox")
        XCTAssertTrue(host.texts.contains("Inbox screen"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Home screen"))
        XCTAssertTrue(host.texts.contains("selected inbox"), "tapping writes the binding: \(host.texts)")
    }

    func testTheBindingDrivesTheSelection() {
        let host = TestHost(BoundTabs(), size: size)
        host.tap(onText: "Go to settings")
        XCTAssertTrue(host.texts.contains("Settings screen"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Home screen"))
    }

    func testTheSelectedItemIsInTheTintAndTheOthersGrey() {
        let host = TestHost(BoundTabs(), size: size)
        @MainActor func dominant(_ rect: CGRect) -> RGBA? {
            // The darkest pixel of the title: antialiasing lightens the rest.
            var best: RGBA?
            var y = rect.minY
            while y < rect.maxY {
                var x = rect.minX
                while x < rect.maxX {
                    let c = host.color(at: CGPoint(x: x, y: y))
                    if best == nil || Int(c.r) + Int(c.g) + Int(c.b) < Int(best!.r) + Int(best!.g) + Int(best!.b) { best = c }
                    x += 0.5
                }
                y += 0.5
            }
            return best
        }
        let home = dominant(host.frame(ofText: "Home")!)!
        XCTAssertLessThan(home.r, 60, "blue: \(home)")
        XCTAssertGreaterThan(home.b, 200, "blue: \(home)")
        let inbox = dominant(host.frame(ofText: "Inbox")!)!
        XCTAssertEqual(Int(inbox.r), Int(inbox.b), accuracy: 20, "grey: \(inbox)")
        XCTAssertGreaterThan(inbox.r, 100, "systemGray: \(inbox)")
    }

    func testATabKeepsItsStateWhileAnotherShows() {
        let host = TestHost(OwnTabs(), size: size)
        XCTAssertTrue(host.texts.contains("First screen"), "without a binding the first tab shows: \(host.texts)")
        host.tap(onText: "First taps 0")
        host.tap(onText: "First taps 1")
        XCTAssertTrue(host.texts.contains("First taps 2"))
        host.tap(onText: "Second")
        XCTAssertTrue(host.texts.contains("Second screen"), "the tab view keeps its own selection: \(host.texts)")
        host.tap(onText: "Second taps 0")
        host.tap(onText: "First")
        XCTAssertTrue(host.texts.contains("First taps 2"), "the first tab's @State survived: \(host.texts)")
        host.tap(onText: "Second")
        XCTAssertTrue(host.texts.contains("Second taps 1"), "\(host.texts)")
    }

    func testTheBadgeIsARedCapsuleWithItsNumber() {
        let host = TestHost(BoundTabs(), size: size)
        XCTAssertTrue(host.texts.contains("3"), "the badge's number: \(host.texts)")
        let number = host.frame(ofText: "3")!
        let title = host.frame(ofText: "Inbox")!
        XCTAssertLessThan(number.maxY, title.minY, "above the title, at the icon's top")
        XCTAssertGreaterThan(number.midX, title.midX, "at the icon's trailing corner")
        // Red around the number: beside it, inside the capsule.
        let red = host.color(at: CGPoint(x: number.minX - 2, y: number.midY))
        XCTAssertGreaterThan(red.r, 230, "\(red)")
        XCTAssertLessThan(red.g, 90, "\(red)")
        XCTAssertLessThan(red.b, 90, "\(red)")
        // White text: the brightest pixel of the number is white.
        var brightest = 0
        var x = number.minX
        while x < number.maxX {
            let c = host.color(at: CGPoint(x: x, y: number.midY))
            brightest = max(brightest, Int(c.g))
            x += 0.5
        }
        XCTAssertGreaterThan(brightest, 200, "white digits on red")
    }

    func testABadgeOfZeroShowsNothing() {
        let host = TestHost(BoundTabs(unread: 0), size: size)
        XCTAssertFalse(host.texts.contains("0"), "\(host.texts)")
        let title = host.frame(ofText: "Inbox")!
        for dx in stride(from: 0, through: 30, by: 2) {
            let c = host.color(at: CGPoint(x: title.midX + CGFloat(dx), y: title.minY - 26))
            XCTAssertFalse(c.r > 200 && c.g < 100, "no red at \(dx): \(c)")
        }
    }

    func testHiddenTabsAreNotFocusStops() {
        let host = TestHost(BoundTabs(), size: size)
        let homeButton = host.frame(ofText: "Home taps 0")!
        var focused: [CGRect] = []
        for _ in 0..<6 {
            host.keyDown(.tab)
            if let frame = host.keyboardFocusFrame { focused.append(frame) }
        }
        // The stops: "Go to settings", the home tab's button and the tab bar (one stop, at the selected tab),
        // round again; never a hidden tab's button.
        XCTAssertTrue(focused.contains { $0.intersects(homeButton) }, "\(focused)")
        XCTAssertEqual(Set(focused.map { "\($0)" }).count, 3, "only the shown tab's controls and the bar: \(focused)")
        XCTAssertEqual(focused.count, 6)
        XCTAssertEqual(focused[2].maxY, size.height, accuracy: 0.5, "the third stop is the tab bar, at the bottom: \(focused)")
    }

    func testASwipeMovesToTheNextPageAndTheDotsFollow() {
        let host = TestHost(Pages(), size: size)
        XCTAssertTrue(host.texts.contains("Page 0"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("page 0"))
        // Three dots centred near the bottom: 7 points across, 16 apart.
        let dotY = size.height - 10 - 13
        let dots = [-16.0, 0, 16].map { CGPoint(x: size.width / 2 + $0, y: dotY) }
        @MainActor func brightness(_ p: CGPoint) -> Int { Int(host.color(at: p).r) }
        XCTAssertGreaterThan(brightness(dots[0]), 240, "the current dot is white")
        XCTAssertLessThan(brightness(dots[1]), 150, "the others let the blue through")
        XCTAssertGreaterThan(brightness(dots[1]), 40, "...but show")
        let between = brightness(CGPoint(x: size.width / 2 - 8, y: dotY))
        XCTAssertLessThan(between, 10, "blue between the dots")

        // A short drag springs back.
        host.pointerDown(at: CGPoint(x: 300, y: 300))
        host.pointerMove(to: CGPoint(x: 260, y: 302))
        host.pointerMove(to: CGPoint(x: 250, y: 302))
        host.advance(by: 0.2)
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("page 0"), "\(host.texts)")

        // Past a third of the width: the next page.
        host.pointerDown(at: CGPoint(x: 300, y: 300))
        host.pointerMove(to: CGPoint(x: 250, y: 300))
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 150, y: 300))
        // Mid-drag, the next page shows at the trailing side.
        XCTAssertEqual(host.frame(ofText: "page 0") != nil, true)
        host.advance(by: 0.3)
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("page 1"), "the swipe wrote the selection: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Page 1"), "\(host.texts)")
        let label = host.frame(ofText: "Page 1")!
        XCTAssertEqual(label.midX, size.width / 2, accuracy: 1, "settled, centred")
        XCTAssertLessThan(brightness(dots[0]), 150, "the first dot dimmed")
        XCTAssertGreaterThan(brightness(dots[1]), 240, "the second dot is the current one")
    }

    func testTheDotsSitOnACapsuleWhenAsked() {
        let host = TestHost(Pages(background: .always), size: size)
        let dotY = size.height - 10 - 13
        let between = host.color(at: CGPoint(x: size.width / 2 - 8, y: dotY))
        let outside = host.color(at: CGPoint(x: size.width / 2 - 60, y: dotY))
        XCTAssertLessThan(Int(between.b), Int(outside.b) - 30, "darker on the capsule: \(between) vs \(outside)")
    }

    func testAPageTapReachesItsButtonAndASwipeFromTheButtonTurnsThePage() {
        let host = TestHost(ButtonPages(), size: size)
        host.tap(onText: "Tapped 0")
        XCTAssertTrue(host.texts.contains("Tapped 1"), "a tap still reaches a page's button: \(host.texts)")
        let button = host.frame(ofText: "Tapped 1")!
        host.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
        host.pointerMove(to: CGPoint(x: button.midX - 40, y: button.midY))
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: button.midX - 180, y: button.midY))
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Second page"])
        host.pointerDown(at: CGPoint(x: 50, y: 300))
        host.pointerMove(to: CGPoint(x: 100, y: 300))
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 250, y: 300))
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Tapped 1"], "the swipe did not press the button")
    }

    func testAnOptionalSelectionMatchesTagsWithOrWithoutTheOptional() {
        let host = TestHost(OptionalSelection(), size: size)
        XCTAssertTrue(host.texts.contains("Grid view"), "\(host.texts)")
        host.tap(onText: "List")
        XCTAssertTrue(host.texts.contains("List view"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("mode Optional(") && $0.hasSuffix("list)") }, "the tag wrote the optional: \(host.texts)")
    }

    func testOnlyTheShownTabsNavigationTitleShows() {
        let host = TestHost(StackPerTab(), size: size)
        XCTAssertTrue(host.texts.contains("first root"))
        XCTAssertEqual(host.frames(ofText: "Mail").count, 2, "the title and the tab item: \(host.texts)")
        XCTAssertEqual(host.frames(ofText: "Notes").count, 1, "the other tab's title does not show: \(host.texts)")
        host.tap(onText: "Notes")
        XCTAssertTrue(host.texts.contains("second root"))
        XCTAssertEqual(host.frames(ofText: "Notes").count, 2, "\(host.texts)")
    }

    func testBadInputHasADefinedResult() {
        // An empty tab view: an empty bar.
        let empty = TestHost(TabView {}, size: size)
        XCTAssertEqual(empty.texts, [])
        // A selection matching no tag: the first tab shows.
        let unmatched = TestHost(TabView(selection: .constant("nowhere")) {
            Text("A").tabItem { Text("Tab A") }.tag("a")
            Text("B").tabItem { Text("Tab B") }.tag("b")
        }, size: size)
        XCTAssertTrue(unmatched.texts.contains("A"), "\(unmatched.texts)")
        XCTAssertFalse(unmatched.texts.contains("B"))
        // Not a finite size.
        let nan = TestHost(TabView { Text("A").tabItem { Text("Tab A") } }.frame(width: .nan, height: .nan), size: size)
        _ = nan.texts
        let paged = TestHost(TabView { Text("A"); Text("B") }.tabViewStyle(.page).frame(width: .nan), size: size)
        _ = paged.texts
    }
}

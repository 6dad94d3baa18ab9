import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// Sets the bar's style when there is one.
private struct BarStyle: ViewModifier {
    let style: Color?
    func body(content: Content) -> some View {
        if let style { content.toolbarBackground(style, for: .navigationBar) } else { content }
    }
}

private struct NumberDetail: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Detail \(number)")
            Button("Tapped \(taps)") { taps += 1 }
            NavigationLink("Next", value: number + 1)
            Button("Done") { dismiss() }
        }
        .navigationTitle("Number \(number)")
    }
}

private struct Numbers: View {
    var body: some View {
        NavigationStack {
            List(1..<5, id: \.self) { n in
                NavigationLink("Row \(n)", value: n)
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { NumberDetail(number: $0) }
        }
    }
}

private struct BoundPath: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text(verbatim: "path \(path)")
                Button("Deep link") { path = [7, 8] }
            }
            .navigationDestination(for: Int.self) { n in
                VStack {
                    Text("Level \(n)")
                    Text(verbatim: "path \(path)")
                }
            }
        }
    }
}

@preconcurrency @MainActor final class NavigationTests: XCTestCase {
    func testTappingALinkPushesAndBackAndDismissPop() {
        let host = TestHost(Numbers(), size: CGSize(width: 390, height: 700))
        XCTAssertTrue(host.texts.contains("Numbers"), "the root's large title: \(host.texts)")
        let title = host.frame(ofText: "Numbers")!
        XCTAssertEqual(title.height, 41, accuracy: 2, "34-point bold")
        host.tap(onText: "Row 3")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Detail 3"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Number 3"))
        // The back button carries the previous level's title.
        host.tap(onText: "Tapped 0")
        XCTAssertTrue(host.texts.contains("Tapped 1"))
        host.tap(onText: "Next")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Detail 4"))
        // The back button of the top level carries the previous level's title (the level below shows it too).
        let back = host.frames(ofText: "Number 3").last!
        XCTAssertLessThan(back.maxY, 44)
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Detail 4"))
        XCTAssertTrue(host.texts.contains("Tapped 1"), "a level keeps its state under the one pushed over it")
        let done = host.frames(ofText: "Done").last!
        host.tap(at: CGPoint(x: done.midX, y: done.midY))
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Detail 3"), "dismiss pops: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Row 3"))
    }

    func testThePathBindingDrivesAndReflectsTheStack() {
        let host = TestHost(BoundPath(), size: CGSize(width: 390, height: 700))
        host.tap(onText: "Deep link")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Level 8"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("path [7, 8]"))
        host.tap(onText: "Back")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Level 8"))
        XCTAssertTrue(host.texts.contains("Level 7"))
        XCTAssertTrue(host.texts.contains("path [7]"), "popping writes the binding: \(host.texts)")
    }

    func testViewLinksAndPresentedDestinations() {
        struct Screen: View {
            @State var showSettings = false
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink("About") { Text("About Atelier").navigationTitle("About").navigationBarTitleDisplayMode(.inline) }
                        Button("Settings") { showSettings = true }
                        Text(verbatim: "settings \(showSettings)")
                    }
                    .navigationDestination(isPresented: $showSettings) { Text("Settings page") }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        host.tap(onText: "About")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("About Atelier"))
        let inline = host.frame(ofText: "About")!
        XCTAssertEqual(inline.midX, 195, accuracy: 1, "an inline title is centred in the bar")
        host.keyDown(KeyEquivalent("["), modifiers: .command)
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("About Atelier"), "Control-[ goes back")
        host.tap(onText: "Settings")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Settings page"))
        host.tap(onText: "Back")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Settings page"))
        XCTAssertTrue(host.texts.contains("settings false"), "the back button sets the binding false")
    }

    func testANavigationPathEncodesAndDecodes() throws {
        var path = NavigationPath()
        path.append(3)
        path.append("three")
        XCTAssertEqual(path.count, 2)
        let data = try JSONEncoder().encode(try XCTUnwrap(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        XCTAssertEqual(restored, path)
        path.removeLast()
        XCTAssertEqual(path, NavigationPath([3]))
    }

    func testToolbarItemsShowInTheBar() {
        struct Screen: View {
            @State var added = 0
            var body: some View {
                NavigationStack {
                    Text(verbatim: "added \(added)")
                        .navigationTitle("Inbox")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Add") { added += 1 } }
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        let add = host.frame(ofText: "Add")!, edit = host.frame(ofText: "Edit")!
        XCTAssertGreaterThan(add.minX, 300, "trailing")
        XCTAssertLessThan(edit.minX, 40, "leading")
        XCTAssertLessThan(add.maxY, 44, "in the bar")
        host.tap(onText: "Add")
        XCTAssertTrue(host.texts.contains("added 1"))
    }

    func testAButtonStyleReachesButtonsLinksShareLinksAndLinksOutsideAListButNotInside() {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(6).background(Color.green)
            }
        }
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Plain button") {}
                        NavigationLink("Outside link", value: 1)
                        EditButton()
                        Link("A link", destination: URL(string: "https://example.com")!)
                        ShareLink("Share it", item: "text")
                        List { NavigationLink("Inside link", value: 2) }.frame(height: 120)
                    }
                    .buttonStyle(Outlined())
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        @MainActor func isGreen(around text: String) -> Bool {
            guard let f = host.frame(ofText: text) else { return false }
            let c = host.color(at: CGPoint(x: f.minX - 3, y: f.midY))
            return c.g > 150 && c.r < 100 && c.b < 100
        }
        XCTAssertTrue(isGreen(around: "Plain button"))
        XCTAssertTrue(isGreen(around: "Outside link"), "the style reaches a link outside a List")
        XCTAssertTrue(isGreen(around: "Edit"), "and EditButton")
        XCTAssertTrue(isGreen(around: "A link"), "and a Link")
        XCTAssertTrue(isGreen(around: "Share it"), "and a ShareLink")
        XCTAssertFalse(isGreen(around: "Inside link"), "not a link inside a List")
    }

    func testASplitViewShowsTheSidebarsChoiceAndCollapsesWhenNarrow() {
        struct Split: View {
            var body: some View {
                NavigationSplitView {
                    List(1..<4, id: \.self) { n in NavigationLink("Item \(n)", value: n) }
                        .navigationTitle("Items")
                        .navigationDestination(for: Int.self) { n in Text("Detail of \(n)").navigationTitle("Item \(n)") }
                } detail: {
                    Text("Choose an item")
                }
            }
        }
        let wide = TestHost(Split(), size: CGSize(width: 900, height: 600))
        XCTAssertTrue(wide.texts.contains("Choose an item"), "the detail column beside the sidebar: \(wide.texts)")
        let sidebarItem = wide.frame(ofText: "Item 2")!
        XCTAssertLessThan(sidebarItem.maxX, 330)
        wide.tap(onText: "Item 2")
        wide.advance(by: 0.5)
        XCTAssertTrue(wide.texts.contains("Detail of 2"))
        XCTAssertFalse(wide.texts.contains("Choose an item"))
        XCTAssertGreaterThan(wide.frame(ofText: "Detail of 2")!.minX, 330, "in the detail column")
        wide.tap(onText: "Item 3")
        wide.advance(by: 0.5)
        XCTAssertTrue(wide.texts.contains("Detail of 3"))
        XCTAssertFalse(wide.texts.contains("Detail of 2"), "a new choice replaces the detail")

        let narrow = TestHost(Split(), size: CGSize(width: 390, height: 600))
        XCTAssertFalse(narrow.texts.contains("Choose an item"), "collapsed: the sidebar alone")
        narrow.tap(onText: "Item 1")
        narrow.advance(by: 0.5)
        XCTAssertTrue(narrow.texts.contains("Detail of 1"))
        let back = narrow.frames(ofText: "Items").last!
        narrow.tap(at: CGPoint(x: back.midX, y: back.midY))
        narrow.advance(by: 0.5)
        XCTAssertFalse(narrow.texts.contains("Detail of 1"), "back to the sidebar")
    }

    func testTheBarShowsAGroupedListsBackgroundUntilItsOwnIsVisible() {
        @MainActor func screen(_ visibility: Visibility, style: Color? = nil) -> TestHost {
            TestHost(NavigationStack {
                List { Text("Row one") }
                    .navigationTitle("Settings")
                    .toolbarBackground(visibility, for: .navigationBar)
                    .modifier(BarStyle(style: style))
            }, size: CGSize(width: 390, height: 400))
        }
        let grouped = RGBA(r: 242, g: 242, b: 247, a: 255)
        // Beside the large title, and in the 44-point bar above it.
        let points = [CGPoint(x: 300, y: 60), CGPoint(x: 200, y: 10)]
        let plain = screen(.automatic)
        for p in points { XCTAssertEqual(plain.color(at: p), grouped, "the list's grey through the bar at \(p)") }
        let shown = screen(.visible)
        for p in points { XCTAssertNotEqual(shown.color(at: p), grouped, "the bar's material at \(p)") }
        let blue = screen(.visible, style: .blue)
        XCTAssertEqual(blue.color(at: points[1]), RGBA(r: 0, g: 122, b: 255, a: 255))
        // A style alone does not show at the top of the content, as on iOS.
        XCTAssertEqual(screen(.automatic, style: .blue).color(at: points[1]), grouped)
    }

    func testAListBelowOtherContentLeavesTheBarOnTheSystemBackground() {
        let host = TestHost(NavigationStack {
            VStack(spacing: 0) { Text("Above the list").padding(); List { Text("Row one") } }.navigationTitle("Mixed")
        }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.color(at: CGPoint(x: 200, y: 10)), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(host.color(at: CGPoint(x: 300, y: 60)), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testAListWithoutItsBackgroundShowsWhatIsBehind() {
        let host = TestHost(List { Text("Row one") }.scrollContentBackground(.hidden).background(Color.mint),
                            size: CGSize(width: 390, height: 300))
        XCTAssertEqual(host.color(at: CGPoint(x: 200, y: 280)), host.color(at: CGPoint(x: 5, y: 280)))
        let mint = host.color(at: CGPoint(x: 200, y: 280))
        XCTAssertGreaterThan(Int(mint.g), Int(mint.r) + 60, "mint, not the grouped grey: \(mint)")
    }
}

/// A NavigationLink's label in a List row has the row's width up to the chevron (issue 35: a value aligned
/// trailing in the label stopped next to the title).
@preconcurrency @MainActor final class NavigationLinkRowTests: XCTestCase {
    func testALinksLabelReachesTheChevron() {
        let host = TestHost(NavigationStack {
            List {
                NavigationLink(value: 1) {
                    HStack {
                        Text("Title")
                        Text("Value").frame(maxWidth: .infinity, alignment: .trailing)
                    }
                }
            }
        }, size: CGSize(width: 390, height: 300))
        guard let title = host.frame(ofText: "Title"), let value = host.frame(ofText: "Value") else { return XCTFail("\(host.texts)") }
        // The row's content runs from 40 to 350 (a card inset 20, content 20 into it, as Apple's on a 390-point
        // iPhone). Apple's chevron is 6.3 points wide at x 342.7, its ink ending a point before the content's
        // trailing edge, and the label ends 11.7 points before the chevron: 19 points before the edge, at 331.
        let trailing: CGFloat = 350
        XCTAssertEqual(title.minX, 40, accuracy: 1)
        XCTAssertEqual(value.maxX, trailing - 19, accuracy: 1.5, "the value at the trailing end of the label, before the chevron")
        // The chevron's ink: the grey columns right of the value, on the rows it spans (5.5 points either side of
        // the row's middle).
        let y = value.midY
        let inkColumns = stride(from: value.maxX + 1, to: 390, by: 0.5).filter { x in
            stride(from: y - 6, through: y + 6, by: 0.5).contains { yy in
                let c = host.color(at: CGPoint(x: x, y: yy))
                return c.r < 230 && c.r == c.g
            }
        }
        guard let first = inkColumns.first, let last = inkColumns.last else { return XCTFail("no chevron") }
        // Its colour where the stroke is solid: #BFBFBF.
        XCTAssertEqual(host.color(at: CGPoint(x: trailing - 2.5, y: y)), RGBA(r: 191, g: 191, b: 191, a: 255))
        XCTAssertEqual(last, trailing - 1, accuracy: 1.5, "the chevron ends a point before the content's edge")
        XCTAssertEqual(first, trailing - 7.3, accuracy: 1.5, "the chevron is about 6.3 points wide")
    }
}

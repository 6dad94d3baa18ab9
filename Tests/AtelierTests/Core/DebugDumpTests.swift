import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting
import Atelier

// Tree and display-list dumps (what a developer reads when something looks wrong), and the tree invariants
// debug builds assert as passes touch nodes, read here through the checker the assertions use.

private struct Card: View {
    var body: some View {
        VStack {
            Text("A")
            Text("B").padding(4)
        }
        .frame(width: 100)
    }
}

@Observable private final class Model {
    var title = "A"
    var red = true
    var rows = [1, 2, 3]
}

private struct Titled: View {
    let model: Model
    var body: some View { Text(model.title).frame(width: 80, height: 30) }
}

private struct Swatches: View {
    let model: Model
    var body: some View {
        HStack(spacing: 0) {
            (model.red ? Color.red : Color.blue).frame(width: 20, height: 10)
            Color.green.frame(width: 20, height: 10)
        }
    }
}

private struct Row: View {
    let title: String
    var body: some View { Text(title).padding(2) }
}

private struct Rows: View {
    let model: Model
    var body: some View {
        VStack {
            ForEach(model.rows, id: \.self) { Row(title: "row \($0)") }
            if model.red { Color.red.frame(width: 10, height: 10).opacity(0.5) }
        }
    }
}

/// The line of a dump that starts with `prefix` after its indentation.
private func line(_ dump: String, startingWith prefix: String) -> String? {
    dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) }
}

@preconcurrency @MainActor final class DebugDumpTests: XCTestCase {
    func testTheTreeDumpShowsKindsFramesAndTheValuesThatMatter() {
        let host = TestHost(Card(), size: CGSize(width: 200, height: 100))
        XCTAssertNotNil(host.pngData())
        let a = host.frame(ofText: "A")!, b = host.frame(ofText: "B")!
        func r(_ rect: CGRect) -> String { TreeDump.rect(rect) }
        // The stack is as wide as the wider text, centred in the 100-point frame; the padding is 4 around B.
        let stack = CGRect(x: b.minX - 4, y: a.minY, width: b.width + 8, height: b.maxY + 4 - a.minY)
        XCTAssertEqual(host.dumpTree(), """
            RootNode frame (0, 0, 200, 100) [needs-layout]
              BodyNode<Card> frame \(r(CGRect(x: 50, y: stack.minY, width: 100, height: stack.height)))
                UnaryLayoutNode<_FrameLayout>(width: 100, height: nil, alignment: center) frame \(r(CGRect(x: 50, y: stack.minY, width: 100, height: stack.height)))
                  LayoutNode<VStackLayout>(alignment: center, spacing: nil) frame \(r(stack))
                    TextNode("A") frame \(r(a))
                    UnaryLayoutNode<_PaddingLayout>(top: 4, leading: 4, bottom: 4, trailing: 4) frame \(r(b.insetBy(dx: -4, dy: -4)))
                      TextNode("B") frame \(r(b))

            """)
        XCTAssertEqual(stack.width, 20, "the texts are about 12 points wide: \(host.dumpTree())")
    }

    func testAChangedTextShowsItsMarksUntilTheNextFrame() {
        let model = Model()
        let host = TestHost(Titled(model: model), size: CGSize(width: 200, height: 100))
        XCTAssertNotNil(host.pngData())
        let a = TreeDump.rect(host.frame(ofText: "A")!)
        XCTAssertEqual(line(host.dumpTree(), startingWith: "TextNode"), "TextNode(\"A\") frame \(a)")
        XCTAssertEqual(line(host.dumpTree(), startingWith: "BodyNode"), "BodyNode<Titled> frame (60, 35, 80, 30)")

        model.title = "Wide"
        // The body is marked at once; the text only when the update reaches it (the dump updates nothing).
        XCTAssertEqual(line(host.dumpTree(), startingWith: "BodyNode"), "BodyNode<Titled> frame (60, 35, 80, 30) [needs-evaluation]")
        XCTAssertEqual(line(host.dumpTree(), startingWith: "TextNode"), "TextNode(\"A\") frame \(a)")
        host.graph.flush(through: .update)
        let marked = line(host.dumpTree(), startingWith: "TextNode") ?? ""
        // The text holds its new string; the one drawn is still the old one until layout.
        XCTAssertTrue(marked.hasPrefix("TextNode(\"Wide\", shown: \"A\") frame \(a) "), marked)
        XCTAssertTrue(marked.hasSuffix("[needs-layout, layout-queued, needs-display, display-queued]"), marked)

        // Laid out, not drawn yet: only the drawing marks are left.
        let wide = host.frame(ofText: "Wide")!
        XCTAssertEqual(line(host.dumpTree(), startingWith: "TextNode"), "TextNode(\"Wide\") frame \(TreeDump.rect(wide)) [needs-display, display-queued]")
        XCTAssertNotNil(host.pngData())
        XCTAssertEqual(line(host.dumpTree(), startingWith: "TextNode"), "TextNode(\"Wide\") frame \(TreeDump.rect(wide))")
        XCTAssertEqual(line(host.dumpTree(), startingWith: "BodyNode"), "BodyNode<Titled> frame (60, 35, 80, 30)")
    }

    func testTheDisplayListDumpShowsFillsWithTheirBoundsAndTheVersionOfEachPart() {
        let model = Model()
        let host = TestHost(Swatches(model: model), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.dumpDisplayList(), """
            retained #1 of LayoutNode<HStackLayout> version 1 bounds (30, 45, 40, 10)
              retained #2 of ShapeLeafNode version 1 bounds (30, 45, 20, 10)
                fill #FF3B30FF bounds (30, 45, 20, 10)
              retained #3 of ShapeLeafNode version 1 bounds (50, 45, 20, 10)
                fill #34C759FF bounds (50, 45, 20, 10)

            """)
        // A new colour makes that part again, in the second frame; the stack's list and the other part stay.
        model.red = false
        XCTAssertEqual(host.dumpDisplayList(), """
            retained #1 of LayoutNode<HStackLayout> version 1 bounds (30, 45, 40, 10)
              retained #2 of ShapeLeafNode version 2 bounds (30, 45, 20, 10)
                fill #007AFFFF bounds (30, 45, 20, 10)
              retained #3 of ShapeLeafNode version 1 bounds (50, 45, 20, 10)
                fill #34C759FF bounds (50, 45, 20, 10)

            """)
    }

    func testEffectsAndTextInTheDisplayListDump() {
        let host = TestHost(Color.red.frame(width: 20, height: 10).opacity(0.5).offset(x: 5), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.dumpDisplayList(), """
            retained #1 of OffsetNode<_OffsetEffect> version 1 bounds (45, 45, 20, 10)
              translate (5, 0) bounds (45, 45, 20, 10)
                retained #2 of OpacityEffectNode<_OpacityEffect> version 1 bounds (40, 45, 20, 10)
                  opacity 0.5 bounds (40, 45, 20, 10)
                    retained #3 of ShapeLeafNode version 1 bounds (40, 45, 20, 10)
                      fill #FF3B30FF bounds (40, 45, 20, 10)

            """)
        let text = TestHost(Text("Hi"), size: CGSize(width: 100, height: 100))
        let frame = text.frame(ofText: "Hi")!
        let item = line(text.dumpDisplayList(), startingWith: "text ") ?? ""
        XCTAssertTrue(item.hasPrefix("text \"Hi\" at \(TreeDump.point(frame.origin)) size "), item)
        XCTAssertTrue(item.contains(" #000000FF bounds "), item)
    }

    func testNothingDrawnYetDumpsAsSuch() {
        let graph = ViewGraph(root: Text("A"))
        XCTAssertEqual(graph.dumpDisplayList(), "(no frame drawn yet)\n")
        XCTAssertEqual(graph.dumpTree(), "RootNode frame (0, 0, 0, 0) [needs-layout, layout-queued, undrawn]\n  TextNode(\"A\") frame none [needs-layout, layout-queued, undrawn]\n")
    }

    func testAHealthyTreeBreaksNoInvariantAcrossUpdates() {
        let model = Model()
        let host = TestHost(Rows(model: model), size: CGSize(width: 200, height: 200))
        let root = host.graph.root!
        @MainActor func check(_ when: String) {
            XCTAssertEqual(root.invariantViolationsInSubtree().map(\.description), [], when)
        }
        check("before the first frame")
        XCTAssertNotNil(host.pngData())
        check("after the first frame")
        model.rows = [3, 1, 4, 5]
        check("after a change, before its update")
        host.graph.flush(through: .update)
        check("after the update, before layout")
        XCTAssertNotNil(host.pngData())
        check("after the rows changed")
        model.red = false
        model.rows = []
        XCTAssertNotNil(host.pngData())
        check("after everything left")
        XCTAssertEqual(host.texts, [])
    }

    func testTheCheckerFindsACorruptedParentLinkADetachedChildAndANonFiniteFrame() {
        let model = Model()
        let host = TestHost(Rows(model: model), size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(host.pngData())
        let root = host.graph.root!
        let rows = host.graph.allNodes().compactMap { $0 as? BodyNode }.filter { $0.viewType == Row.self }
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(root.invariantViolationsInSubtree(), [])

        // Two rows swap their content: each lists a node whose parent is the other.
        let first = rows[0].child!, second = rows[1].child!
        rows[0].child = second
        rows[1].child = first
        let swapped = root.invariantViolationsInSubtree()
        XCTAssertEqual(swapped.map(\.rule), [.childOfAnotherParent, .childOfAnotherParent])
        XCTAssertEqual(swapped.first?.description,
                       "BodyNode<Row> at depth \(rows[0].depth) lists a child whose parent is another node: child 0, UnaryLayoutNode<_PaddingLayout>")
        rows[0].child = first
        rows[1].child = second
        XCTAssertEqual(root.invariantViolationsInSubtree(), [])

        // A child marked as gone while its parent still lists it.
        first.isAttached = false
        XCTAssertEqual(root.invariantViolationsInSubtree().map(\.rule), [.detachedChild])
        first.isAttached = true

        // A frame with a NaN in it.
        let frame = first.frame
        first.setFrameWithoutLayout(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        XCTAssertEqual(root.invariantViolationsInSubtree().map(\.rule), [.nonFiniteFrame])
        first.setFrameWithoutLayout(frame)
        XCTAssertEqual(root.invariantViolationsInSubtree(), [])
        XCTAssertNotNil(host.pngData())
    }

    func testAWindowPrintsBothDumpsOnF12() throws {
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
        guard FileManager.default.isExecutableFile(atPath: gallery.path) else {
            throw XvfbSession.Failure.toolFailed("no Gallery executable at \(gallery.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession()
        try session.launch(gallery, arguments: ["--window", "--screen", "shapes"], title: "Atelier Gallery")
        try session.keys(["shift+F12"])
        usleep(300_000)
        XCTAssertFalse(session.output.contains("atelier: node tree"), "F12 with a modifier is left to the program: \(session.output)")
        try session.keys(["F12"])
        XCTAssertTrue(session.waitForOutput("atelier: display list (F12)"), session.output)
        let output = session.output
        XCTAssertTrue(output.contains("atelier: node tree (F12)\nRootNode frame (0, 0, 660, 760)"), output)
        XCTAssertTrue(output.contains("atelier: display list (F12)\nretained #1 of "), output)
        // The program's view, under the window's root and menu bar.
        XCTAssertNotNil(output.range(of: "\n *BodyNode<GalleryView> frame none", options: .regularExpression), output)
        // Long generic view types are cut below two levels of arguments.
        XCTAssertTrue(output.contains("BodyNode<NavigationSplitView<ModifiedContent<ModifiedContent<…>, _PreferenceWritingModifier<…>>, EmptyView, ScreenPage>> frame none"), output)
        XCTAssertTrue(session.app!.isRunning, output)
        XCTAssertEqual(session.terminateApp(), 0, output)
    }
}

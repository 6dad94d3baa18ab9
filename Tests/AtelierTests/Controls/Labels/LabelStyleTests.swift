import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A custom style: the icon over the title, 4 points apart.
private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

/// A style that brackets the label as the style further out draws it, and adds a Label of its own.
private struct BracketLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("[")
            Label(configuration)
            Text("]")
            Label { Text("own title") } icon: { Text("own icon") }
        }
    }
}

/// A user style reached with static member syntax.
private struct TitleFirstLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

extension LabelStyle where Self == TitleFirstLabelStyle {
    fileprivate static var titleFirst: TitleFirstLabelStyle { TitleFirstLabelStyle() }
}

/// A label whose parts are texts, to see which parts a style shows and in what order.
@MainActor private func textLabel(_ name: String) -> some View {
    Label { Text("\(name) title") } icon: { Text("\(name) icon") }
}

/// Label and LabelStyle: the built-in styles, custom styles, nearest-wins and nesting.
@preconcurrency @MainActor final class LabelStyleTests: XCTestCase {
    /// The bounds of the dark pixels (text or symbol ink) in a host's frame.
    @MainActor private static func ink(_ host: TestHost) -> CGRect? {
        host.box { Int($0.r) + Int($0.g) + Int($0.b) < 3 * 160 }
    }

    func testTitleAndIconAndAutomaticShowTheSymbolThenTheTitle() {
        for (name, view) in [("automatic", AnyView(Label("Inbox", systemImage: "bookmark").labelStyle(.automatic))),
                             ("default", AnyView(Label("Inbox", systemImage: "bookmark"))),
                             ("titleAndIcon", AnyView(Label("Inbox", systemImage: "bookmark").labelStyle(.titleAndIcon)))] {
            let host = TestHost(view, size: CGSize(width: 200, height: 60))
            XCTAssertEqual(host.texts, ["Inbox"], name)
            guard let title = host.frame(ofText: "Inbox"), let ink = Self.ink(host) else { return XCTFail("\(name): nothing drawn") }
            XCTAssertLessThan(ink.minX, title.minX - 8 - 5, "\(name): the symbol's ink is left of the title")
            let (graph, _) = TextTestSupport.render(view, size: CGSize(width: 200, height: 60))
            let icon = TextTestSupport.imageNodes(graph)[0].frame
            XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01, "\(name): 8 points between icon and title")
            XCTAssertEqual(icon.midY, title.midY, accuracy: 2.5, "\(name): centred on each other")
        }
    }

    func testTitleOnlyShowsNoSymbolInk() {
        let host = TestHost(Label("Inbox", systemImage: "bookmark").labelStyle(.titleOnly), size: CGSize(width: 200, height: 60))
        XCTAssertEqual(host.texts, ["Inbox"])
        guard let title = host.frame(ofText: "Inbox"), let ink = Self.ink(host) else { return XCTFail("nothing drawn") }
        XCTAssertGreaterThanOrEqual(ink.minX, title.minX - 1, "no ink left of the title: \(ink) vs \(title)")
        XCTAssertLessThanOrEqual(ink.maxX, title.maxX + 1)
        XCTAssertEqual(title.midX, 100, accuracy: 1, "the title alone is centred")
        let (graph, _) = TextTestSupport.render(Label("Inbox", systemImage: "bookmark").labelStyle(.titleOnly),
                                                size: CGSize(width: 200, height: 60))
        XCTAssertTrue(TextTestSupport.imageNodes(graph).isEmpty, "no image in the tree")
    }

    func testIconOnlyShowsTheSymbolAndNoTitle() {
        let host = TestHost(Label("Inbox", systemImage: "bookmark").labelStyle(.iconOnly), size: CGSize(width: 200, height: 60))
        XCTAssertEqual(host.texts, [])
        guard let ink = Self.ink(host) else { return XCTFail("the symbol draws ink") }
        XCTAssertEqual(ink.midX, 100, accuracy: 2, "the symbol alone is centred: \(ink)")
        XCTAssertLessThan(ink.width, 30)
    }

    func testACustomStyleLaysOutAsWritten() {
        let host = TestHost(textLabel("A").labelStyle(VerticalLabelStyle()), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["A icon", "A title"])
        guard let icon = host.frame(ofText: "A icon"), let title = host.frame(ofText: "A title") else {
            return XCTFail("parts missing: \(host.texts)")
        }
        XCTAssertEqual(title.minY - icon.maxY, 4, accuracy: 0.01, "icon over title, 4 points apart")
        XCTAssertEqual(icon.midX, title.midX, accuracy: 1, "centred on each other (to the pixel)")

        let first = TestHost(textLabel("B").labelStyle(.titleFirst), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(first.texts, ["B title", "B icon"], "a user style through static member syntax")
    }

    func testTheNearestLabelStyleWins() {
        let view = VStack {
            textLabel("A").labelStyle(.iconOnly)
            textLabel("B")
            textLabel("C").labelStyle(.titleOnly).labelStyle(.iconOnly)
        }
        .labelStyle(.titleOnly)
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["A icon", "B title", "C title"])
    }

    func testAStyleInsideAStyleResolvesOutward() {
        let outer = TestHost(VStack { textLabel("A").labelStyle(BracketLabelStyle()) }.labelStyle(.titleOnly),
                             size: CGSize(width: 400, height: 100))
        XCTAssertEqual(outer.texts, ["[", "A title", "]", "own title"],
                       "Label(configuration) and the style's own Label draw the style further out, once")

        let alone = TestHost(textLabel("A").labelStyle(BracketLabelStyle()), size: CGSize(width: 500, height: 100))
        XCTAssertEqual(alone.texts, ["[", "A icon", "A title", "]", "own icon", "own title"],
                       "with no style further out, the automatic style")

        // A Label inside a label's title resolves as where it was written, not inside the style.
        let nested = Label { textLabel("inner") } icon: { Text("outer icon") }
        let host = TestHost(nested.labelStyle(VerticalLabelStyle()).labelStyle(.titleOnly), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.texts, ["outer icon", "inner icon", "inner title"],
                       "the inner label sees the vertical style the outer label saw, not titleOnly: \(host.texts)")
        guard let o = host.frame(ofText: "outer icon"), let i = host.frame(ofText: "inner icon") else { return XCTFail() }
        XCTAssertGreaterThan(i.minY, o.maxY, "both vertical")
    }

    func testEveryLabelInitializerShowsItsTitle() {
        let key: LocalizedStringKey = "Key"
        let view = VStack {
            Label(key, systemImage: "bookmark")
            Label(String("String"), systemImage: "bookmark")
            Label("Asset", image: "missing-asset").labelStyle(.titleOnly)
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Key", "String", "Asset"])
    }
}

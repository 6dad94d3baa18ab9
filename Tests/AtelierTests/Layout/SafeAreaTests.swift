import XCTest
@_spi(Backend) import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import Atelier
@_spi(Backend) import AtelierTesting

/// SwiftUI's safe area on a phone's screen: the root lays its content out inside the insets; `ignoresSafeArea`, a
/// shape style's background and a scroll view reach under them where they touch them; `GeometryReader` reports
/// them; `safeAreaInset` and `safeAreaPadding` add to them. Frames in points, pixels at the device's scale.
@preconcurrency @MainActor final class SafeAreaTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    /// The frames of the views marked with identifiers, by identifier.
    private func frames(_ host: TestHost) -> [String: CGRect] {
        Dictionary(host.identifiedFrames().map { ($0.identifier, $0.layoutFrame) }) { a, _ in a }
    }

    /// Saves the host's frame where `ATELIER_TEST_PNG_DIR` says, to look at.
    private func save(_ host: TestHost, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] else { return }
        FileManager.default.createFile(atPath: dir + "/" + name + ".png", contents: host.pngData())
    }

    /// A screen's content as a program writes it: a title at the top, a caption at the bottom.
    private var screen: some View {
        VStack {
            Text("Top").accessibilityIdentifier("top")
            Spacer()
            Text("Bottom").accessibilityIdentifier("bottom")
        }
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier("screen")
    }

    func testAViewOnAnIPhone13IsLaidOutInsideTheSafeArea() {
        let host = TestHost(screen, device: .iPhone13)
        XCTAssertEqual(host.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(host.scale, 3)
        XCTAssertEqual(host.safeAreaInsets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let f = frames(host)
        XCTAssertEqual(f["screen"], CGRect(x: 0, y: 47, width: 390, height: 763), "the root proposes the safe area and places it there")
        XCTAssertEqual(f["top"]?.minY, 47)
        XCTAssertEqual(f["bottom"]?.maxY, 810)
        // A view smaller than the safe area is centred in it, not in the screen.
        let small = TestHost(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("square"), device: .iPhone13)
        // Centred at 378.5, which snaps to the nearest of the iPhone's pixels: 378 2/3.
        XCTAssertEqual(frames(small)["square"], CGRect(x: 145, y: 1136.0 / 3, width: 100, height: 100))
        // A fill stops at the insets: the canvas stays white under the status bar and the home indicator.
        let fill = TestHost(Color.red, device: .iPhone13)
        XCTAssertEqual(fill.color(at: CGPoint(x: 195, y: 46.9)), Palette.white)
        XCTAssertEqual(fill.color(at: CGPoint(x: 195, y: 47.1)), Palette.red)
        XCTAssertEqual(fill.color(at: CGPoint(x: 195, y: 809.9)), Palette.red)
        XCTAssertEqual(fill.color(at: CGPoint(x: 195, y: 810.1)), Palette.white)
        save(fill, "safe-area-fill-iphone13")
    }

    func testTheDevicePresetsMatchApplesScreens() {
        let expected: [(TestHost.Device, CGSize, CGFloat, CGFloat, CGFloat)] = [
            (.iPhoneSE, CGSize(width: 375, height: 667), 2, 20, 0),
            (.iPhone13, CGSize(width: 390, height: 844), 3, 47, 34),
            (.iPhone15, CGSize(width: 393, height: 852), 3, 59, 34),
            (.iPhone15ProMax, CGSize(width: 430, height: 932), 3, 59, 34),
        ]
        for (device, size, scale, top, bottom) in expected {
            let host = TestHost(Color.red.accessibilityIdentifier("fill"), device: device)
            XCTAssertEqual(host.size, size)
            XCTAssertEqual(host.scale, scale)
            XCTAssertEqual(frames(host)["fill"], CGRect(x: 0, y: top, width: size.width, height: size.height - top - bottom))
            XCTAssertEqual(host.pngData().map { pngSize($0) }, CGSize(width: size.width * scale, height: size.height * scale))
        }
    }

    func testAColorThatIgnoresTheSafeAreaFillsTheWholeScreen() {
        let host = TestHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(), device: .iPhone13)
        XCTAssertEqual(frames(host)["fill"], CGRect(x: 0, y: 0, width: 390, height: 844))
        // Under the status bar (the top 47 points) and the home indicator (the bottom 34), to the first and last pixel.
        for y: CGFloat in [0.1, 20, 46.9, 47.1, 422, 810.1, 830, 843.9] {
            XCTAssertEqual(host.color(at: CGPoint(x: 195, y: y)), Palette.red, "at y \(y)")
        }
        XCTAssertEqual(host.color(at: CGPoint(x: 0.1, y: 0.1)), Palette.red)
        XCTAssertEqual(host.color(at: CGPoint(x: 389.9, y: 843.9)), Palette.red)
        save(host, "safe-area-ignored-iphone13")
        // On some edges only; the keyboard's region alone reaches nothing (Atelier has no software keyboard).
        let top = TestHost(Color.red.ignoresSafeArea(edges: .top), device: .iPhone13)
        XCTAssertEqual(top.color(at: CGPoint(x: 195, y: 1)), Palette.red)
        XCTAssertEqual(top.color(at: CGPoint(x: 195, y: 843)), Palette.white)
        let bottom = TestHost(Color.red.edgesIgnoringSafeArea(.bottom), device: .iPhone13)
        XCTAssertEqual(bottom.color(at: CGPoint(x: 195, y: 1)), Palette.white)
        XCTAssertEqual(bottom.color(at: CGPoint(x: 195, y: 843)), Palette.red)
        let keyboard = TestHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(.keyboard), device: .iPhone13)
        XCTAssertEqual(frames(keyboard)["fill"], CGRect(x: 0, y: 47, width: 390, height: 763))
        let container = TestHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(.container), device: .iPhone13)
        XCTAssertEqual(frames(container)["fill"], CGRect(x: 0, y: 0, width: 390, height: 844))
        // The usual screen background: a colour behind the content in a ZStack.
        let stacked = TestHost(ZStack { Color.green.ignoresSafeArea(); Text("Over") }, device: .iPhone15)
        XCTAssertEqual(stacked.color(at: CGPoint(x: 196, y: 1)), Palette.green)
        XCTAssertEqual(stacked.color(at: CGPoint(x: 196, y: 851)), Palette.green)
        XCTAssertEqual(stacked.frame(ofText: "Over")!.midY, 59 + (852 - 59 - 34) / 2, accuracy: 0.5)
    }

    func testOnlyAViewTouchingTheSafeAreaReachesIntoIt() {
        // A text in the middle of the screen does not touch the insets: it stays where it is.
        let plain = TestHost(Text("Middle"), device: .iPhone13)
        let ignoring = TestHost(Text("Middle").ignoresSafeArea(), device: .iPhone13)
        XCTAssertEqual(ignoring.frame(ofText: "Middle"), plain.frame(ofText: "Middle"))
        // A header pinned to the top of the safe area moves up under the status bar: it is offered the taller
        // rect, keeps its own height, and is placed at the rect's top.
        let header = TestHost(VStack(spacing: 0) {
            Color.blue.frame(height: 100).accessibilityIdentifier("header").ignoresSafeArea(edges: .top)
            Text("Body").accessibilityIdentifier("body")
            Spacer()
        }, device: .iPhone13)
        let f = frames(header)
        XCTAssertEqual(f["header"], CGRect(x: 0, y: 0, width: 390, height: 100))
        XCTAssertEqual(f["body"]?.minY, 147, "the stack placed the header at 47..147; the text follows it there")
        XCTAssertEqual(header.color(at: CGPoint(x: 195, y: 1)), Palette.blue)
        XCTAssertEqual(header.color(at: CGPoint(x: 195, y: 100.1)), Palette.white)
    }

    func testAShapeStyleBackgroundRunsUnderTheSafeAreaAndAViewBackgroundDoesNot() {
        let styled = TestHost(screen.background(.blue), device: .iPhone13)
        for y: CGFloat in [0.1, 46.9, 400, 810.1, 843.9] {
            XCTAssertEqual(styled.color(at: CGPoint(x: 195, y: y)), Palette.blue, "at y \(y)")
        }
        XCTAssertEqual(frames(styled)["top"]?.minY, 47, "the content stays inside the safe area")
        save(styled, "safe-area-background-style-iphone13")
        let viewBackground = TestHost(screen.background { Color.blue }, device: .iPhone13)
        XCTAssertEqual(viewBackground.color(at: CGPoint(x: 195, y: 46.9)), Palette.white)
        XCTAssertEqual(viewBackground.color(at: CGPoint(x: 195, y: 47.1)), Palette.blue)
        XCTAssertEqual(viewBackground.color(at: CGPoint(x: 195, y: 810.1)), Palette.white)
        save(viewBackground, "safe-area-background-view-iphone13")
        // The edges given: none respects the safe area everywhere; the top only.
        let none = TestHost(screen.background(.blue, ignoresSafeAreaEdges: []), device: .iPhone13)
        XCTAssertEqual(none.color(at: CGPoint(x: 195, y: 20)), Palette.white)
        let topOnly = TestHost(screen.background(Color.blue, ignoresSafeAreaEdges: .top), device: .iPhone13)
        XCTAssertEqual(topOnly.color(at: CGPoint(x: 195, y: 20)), Palette.blue)
        XCTAssertEqual(topOnly.color(at: CGPoint(x: 195, y: 830)), Palette.white)
        // A background of a view in the middle covers that view only.
        let badge = TestHost(Text("Badge").padding(8).background(.blue), device: .iPhone13)
        let text = badge.frame(ofText: "Badge")!
        XCTAssertEqual(badge.color(at: CGPoint(x: text.minX - 4, y: text.midY)), Palette.blue)
        XCTAssertEqual(badge.color(at: CGPoint(x: text.minX - 12, y: text.midY)), Palette.white)
        XCTAssertEqual(badge.color(at: CGPoint(x: 195, y: 20)), Palette.white)
        // The shape-style overlay reaches as far.
        let overlay = TestHost(Color.white.overlay(.red), device: .iPhone13)
        XCTAssertEqual(overlay.color(at: CGPoint(x: 195, y: 20)), Palette.red)
    }

    func testGeometryReaderReportsTheSafeAreaItTouches() {
        func insets(_ proxy: GeometryProxy) -> String {
            let i = proxy.safeAreaInsets
            return "\(Int(proxy.size.width))x\(Int(proxy.size.height)) \(Int(i.top)) \(Int(i.leading)) \(Int(i.bottom)) \(Int(i.trailing))"
        }
        let reader = TestHost(GeometryReader { Text(insets($0)) }, device: .iPhone13)
        XCTAssertEqual(reader.texts, ["390x763 47 0 34 0"])
        // Ignoring the safe area, the reader covers the screen and has none left.
        let ignoring = TestHost(GeometryReader { Text(insets($0)) }.ignoresSafeArea(), device: .iPhone13)
        XCTAssertEqual(ignoring.texts, ["390x844 0 0 0 0"])
        // A reader that does not touch the insets reports none; a desktop window has none.
        let inner = TestHost(GeometryReader { Text(insets($0)) }.frame(width: 200, height: 200), device: .iPhone13)
        XCTAssertEqual(inner.texts, ["200x200 0 0 0 0"])
        let desktop = TestHost(GeometryReader { Text(insets($0)) }, size: CGSize(width: 390, height: 844))
        XCTAssertEqual(desktop.texts, ["390x844 0 0 0 0"])
    }

    func testSafeAreaInsetAndSafeAreaPaddingAddToTheSafeAreaTheContentSees() {
        func insets(_ proxy: GeometryProxy) -> String {
            let i = proxy.safeAreaInsets
            return "\(Int(i.top)) \(Int(i.leading)) \(Int(i.bottom)) \(Int(i.trailing))"
        }
        // A bar set into the bottom edge: the content sees the bar (50) and the home indicator (34) below it.
        let bar = TestHost(GeometryReader { Text(insets($0)) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }, device: .iPhone13)
        XCTAssertEqual(bar.texts, ["47 0 84 0"])
        // Content that ignores the safe area runs under the bar and the home indicator, the bar drawn over it.
        let under = TestHost(Color.red.ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }, device: .iPhone13)
        XCTAssertEqual(under.color(at: CGPoint(x: 195, y: 1)), Palette.red)
        XCTAssertEqual(under.color(at: CGPoint(x: 195, y: 770)), Palette.blue, "the bar: 760..810")
        XCTAssertEqual(under.color(at: CGPoint(x: 195, y: 820)), Palette.red, "under the home indicator")
        save(under, "safe-area-inset-iphone13")
        // safeAreaPadding pads as padding does, and its padding is safe area: a desktop window's reader sees it,
        // a view that ignores the safe area fills it.
        let padded = TestHost(GeometryReader { Text(insets($0)) }.safeAreaPadding(20), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(padded.texts, ["20 20 20 20"])
        let filled = TestHost(Color.red.ignoresSafeArea().safeAreaPadding(20), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(filled.color(at: CGPoint(x: 5, y: 50)), Palette.red)
        let respected = TestHost(Color.red.safeAreaPadding(.horizontal, 20), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(respected.color(at: CGPoint(x: 5, y: 50)), Palette.white)
        XCTAssertEqual(respected.color(at: CGPoint(x: 21, y: 1)), Palette.red)
    }

    func testAListsBackgroundFillsTheScreenWhileItsFirstRowStartsBelowTheInset() {
        let rows = (1...40).map { "Row \($0)" }
        let list = List(rows, id: \.self) { Text($0) }
        let host = TestHost(list, device: .iPhone13)
        // iOS's grouped background, systemGroupedBackground (242, 242, 247), under the status bar and the home indicator.
        let grouped = RGBA(r: 242, g: 242, b: 247, a: 255)
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 1)), grouped)
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 46)), grouped)
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 843)), grouped)
        // The rows are laid out as in a window of the safe area's size, 47 points down.
        let window = TestHost(list, size: CGSize(width: 390, height: 763), scale: 3)
        let first = host.frame(ofText: "Row 1")!, inWindow = window.frame(ofText: "Row 1")!
        XCTAssertEqual(first.minX, inWindow.minX)
        XCTAssertEqual(first.minY, inWindow.minY + 47, accuracy: 1e-9)
        XCTAssertEqual(first.height, inWindow.height, accuracy: 1e-9)
        XCTAssertGreaterThan(first.minY, 47)
        save(host, "safe-area-list-iphone13")
        // Scrolled, the rows run on under the status bar (their white cards show there), clipped at the screen's edge.
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 195, y: 400)))
        XCTAssertEqual(host.color(at: CGPoint(x: 195, y: 20)), Palette.white, "a row's card under the status bar")
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 20)), grouped)
        save(host, "safe-area-list-scrolled-iphone13")
    }

    func testAScrollViewsContentScrollsUnderTheBarsAndCanReachUnderThem() {
        let content = ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(height: 200).accessibilityIdentifier("header").ignoresSafeArea(edges: .top)
                ForEach(0..<20) { i in Color(white: i % 2 == 0 ? 0.5 : 0.8).frame(height: 100) }
            }
        }
        let host = TestHost(content, device: .iPhone13)
        // A header that ignores the top reaches up under the status bar, content coordinates at rest.
        XCTAssertEqual(frames(host)["header"], CGRect(x: 0, y: 0, width: 390, height: 200))
        XCTAssertEqual(host.color(at: CGPoint(x: 195, y: 1)), Palette.blue)
        // Scrolled to the end, the last row ends above the home indicator, and the one before it shows under the
        // status bar.
        host.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 195, y: 400))
        let grey50 = RGBA(r: 128, g: 128, b: 128, a: 255), grey80 = RGBA(r: 204, g: 204, b: 204, a: 255)
        XCTAssertEqual(host.color(at: CGPoint(x: 195, y: 809)), grey80, "the last row, above the home indicator")
        XCTAssertEqual(host.color(at: CGPoint(x: 195, y: 811)), Palette.white, "nothing follows it under the indicator")
        XCTAssertTrue([grey50, grey80].contains(host.color(at: CGPoint(x: 195, y: 20))), "a row shows under the status bar")
        save(host, "safe-area-scrollview-end-iphone13")
    }

    func testScrollGeometryCountsTheSafeAreaAsInsets() {
        @MainActor final class Changes { var geometries: [ScrollGeometry] = [] }
        let changes = Changes()
        let host = TestHost(ScrollView { Color.gray.frame(height: 2000) }
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }, action: { changes.geometries.append($1) }),
            device: .iPhone13)
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 195, y: 400))
        let geometry = changes.geometries.last
        XCTAssertNotNil(geometry)
        // As SwiftUI reports it: the container is the whole screen, the bars are insets, and at rest the offset is
        // minus the top inset (so 100 points down it is 53).
        XCTAssertEqual(geometry?.contentOffset, CGPoint(x: 0, y: 53))
        XCTAssertEqual(geometry?.contentInsets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(geometry?.containerSize, CGSize(width: 390, height: 844))
        XCTAssertEqual(geometry?.contentSize, CGSize(width: 390, height: 2000))
        XCTAssertEqual(geometry?.visibleRect, CGRect(x: 0, y: 100, width: 390, height: 763))
    }

    func testSafeAreaPaddingInsetsAScrollViewsContentWhichScrollsIntoIt() {
        // Apple's example: a horizontal scroll view given 20 points of safe area at each side.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10) { i in Color.blue.frame(width: 100, height: 60).accessibilityIdentifier("item\(i)") }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        let host = TestHost(view, size: CGSize(width: 300, height: 60))
        XCTAssertEqual(frames(host)["item0"]?.minX, 20, "at rest the content starts inside the padding")
        XCTAssertEqual(host.color(at: CGPoint(x: 10, y: 30)), Palette.white)
        host.scroll(by: CGSize(width: 50, height: 0), at: CGPoint(x: 150, y: 30))
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 30)), Palette.blue, "scrolled, the content shows in the padding")
        host.scroll(by: CGSize(width: 10_000, height: 0), at: CGPoint(x: 150, y: 30))
        XCTAssertEqual(host.color(at: CGPoint(x: 279, y: 30)), Palette.blue, "at the end the last item ends 20 points in")
        XCTAssertEqual(host.color(at: CGPoint(x: 281, y: 30)), Palette.white)
    }

    func testANavigationBarSitsBelowTheStatusBarAndItsBackgroundRunsUnderIt() {
        let view = NavigationStack {
            List { Text("First") }
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.red, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        let host = TestHost(view, device: .iPhone13)
        let title = host.frame(ofText: "Title")!
        XCTAssertEqual(title.midY, 47 + 22, accuracy: 1, "centred in the 44-point bar below the status bar")
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 1)), Palette.red, "the bar's background under the status bar")
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 80)), Palette.red)
        XCTAssertGreaterThan(host.frame(ofText: "First")!.minY, 91, "the list starts below the bar")
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 843)), RGBA(r: 242, g: 242, b: 247, a: 255),
                       "the list's background runs under the home indicator")
        save(host, "safe-area-navigation-iphone13")
    }

    func testADesktopWindowHasNoSafeAreaAndBadInsetsWarnOnce() {
        // A window without insets lays a view that ignores the safe area out exactly as one that does not.
        let size = CGSize(width: 200, height: 300)
        let plain = TestHost(screen.background(.blue), size: size)
        let ignoring = TestHost(screen.background(.blue).ignoresSafeArea(), size: size)
        XCTAssertEqual(frames(plain), frames(ignoring))
        XCTAssertEqual(plain.pngData(), ignoring.pngData())
        // Negative and non-finite insets count as zero, with one warning.
        let bad = TestHost(Color.red.accessibilityIdentifier("fill"), size: size, scale: 2,
                           safeAreaInsets: EdgeInsets(top: .nan, leading: -5, bottom: 10, trailing: .infinity))
        XCTAssertEqual(bad.safeAreaInsets, EdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0))
        XCTAssertEqual(frames(bad)["fill"], CGRect(x: 0, y: 0, width: 200, height: 290))
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("safe area insets") }.count, 1, "\(Diagnostics.warnings)")
    }

    func testADeviceImageRendererDrawsWhatTheDeviceTestHostDraws() throws {
        let view = VStack {
            Text("Hello")
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .background(.blue)
        let renderer = TestHost.Device.iPhone13.imageRenderer(content: view)
        XCTAssertEqual(renderer.scale, 3)
        let png = try XCTUnwrap(renderer.pngData())
        let host = TestHost(view, device: .iPhone13)
        let drawn = try XCTUnwrap(decode(png)), hosted = try XCTUnwrap(decode(try XCTUnwrap(host.pngData())))
        XCTAssertEqual(drawn.pixelWidth, 1170)
        XCTAssertEqual(drawn.pixelHeight, 2532)
        if let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] {
            FileManager.default.createFile(atPath: dir + "/safe-area-image-renderer-iphone13.png", contents: png)
        }
        // The background under the status bar, the text below it, every pixel as the TestHost draws it.
        XCTAssertEqual(pixel(drawn, 585, 3), Palette.blue)
        XCTAssertEqual(pixel(drawn, 585, 2528), Palette.blue)
        var differing = 0
        for y in stride(from: 0, to: 2532, by: 3) {
            for x in stride(from: 0, to: 1170, by: 3) where pixel(drawn, x, y) != pixel(hosted, x, y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0)
        XCTAssertEqual(host.frame(ofText: "Hello")!.minY, 47)
    }

    // MARK: Pixels of PNGs

    private func decode(_ png: Data) -> RasterSurface? {
        guard let image = CairoImageLoader.loadImage(data: png) else { return nil }
        let surface = RasterSurface(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
        surface.clear(.white)
        surface.draw(DisplayList([.image(image, rect: CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight),
                                         interpolation: .none, tint: nil)]))
        return surface
    }

    private func pixel(_ surface: RasterSurface, _ x: Int, _ y: Int) -> RGBA {
        let p = surface.pixel(x: x, y: y)
        return RGBA(r: p.red, g: p.green, b: p.blue, a: p.alpha)
    }

    private func pngSize(_ png: Data) -> CGSize {
        guard let image = CairoImageLoader.loadImage(data: png) else { return .zero }
        return CGSize(width: image.pixelWidth, height: image.pixelHeight)
    }
}

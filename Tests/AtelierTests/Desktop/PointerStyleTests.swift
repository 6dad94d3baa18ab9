import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

@Observable @MainActor private final class Flipper {
    var grabbing = false
}

/// The cursor a window shows for the views under the pointer: the innermost `pointerStyle` wins, text inputs show an
/// I-beam and links a pointing hand by default, and a style that changes thousands of times costs nothing more.
@preconcurrency @MainActor final class PointerStyleTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    func testTheDefaultIsTheArrow() {
        let host = TestHost(Color.red.frame(width: 50, height: 50), size: size)
        XCTAssertEqual(host.pointerStyle, .default)
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 150, y: 100)), .default)
    }

    func testTheInnermostStyleWinsAndNilPassesTheOuterOne() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).pointerStyle(.grabIdle)
            Color.green.frame(width: 100, height: 50).pointerStyle(nil)
            Color.blue.frame(width: 100, height: 50)
        }
        .padding(20)
        .background(Color.gray)
        .pointerStyle(.rectSelection)
        let host = TestHost(view, size: size)
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 150, y: 50)), .grabIdle)
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 150, y: 100)), .rectSelection, "nil leaves the outer style")
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 150, y: 150)), .rectSelection)
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 85, y: 100)), .rectSelection, "the padding is in the region")
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 10, y: 10)), .default)
        host.pointerExit()
        XCTAssertEqual(host.pointerStyle, .default, "outside the window")
    }

    func testEveryStyleOfSwiftUICompilesAndDiffers() {
        let styles: [PointerStyle] = [
            .default, .link, .horizontalText, .verticalText, .rectSelection, .grabIdle, .grabActive, .zoomIn, .zoomOut,
            .columnResize, .columnResize(directions: .leading), .rowResize, .rowResize(directions: [.up]),
            .frameResize(position: .topLeading), .frameResize(position: .bottom, directions: .inward),
            .image(Image(systemName: "star"), hotSpot: .center),
        ]
        for (i, a) in styles.enumerated() {
            for b in styles[(i + 1)...] { XCTAssertNotEqual(a, b, "\(a) and \(b)") }
        }
        XCTAssertEqual(PointerStyle.columnResize(directions: .all), .columnResize)
        XCTAssertEqual(PointerStyle.columnResize(directions: []), .columnResize, "an empty set counts as both, with a warning")
    }

    func testTextInputsShowAnIBeamAndLinksAHand() {
        struct Screen: View {
            @State var name = ""
            @State var secret = ""
            @State var notes = "Notes"
            var body: some View {
                VStack(spacing: 10) {
                    TextField("Name", text: $name)
                    SecureField("Secret", text: $secret)
                    TextEditor(text: $notes).frame(height: 40)
                    Link("Site", destination: URL(string: "https://example.com")!)
                    Button("Plain") {}
                }
                .padding()
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 300))
        let name = host.frame(ofText: "Name")!
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: name.midX, y: name.midY)), .horizontalText)
        let secret = host.frame(ofText: "Secret")!
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: secret.midX, y: secret.midY)), .horizontalText)
        let notes = host.frame(ofText: "Notes")!
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: notes.midX, y: notes.midY)), .horizontalText)
        let site = host.frame(ofText: "Site")!
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: site.midX, y: site.midY)), .link)
        let plain = host.frame(ofText: "Plain")!
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: plain.midX, y: plain.midY)), .default, "a button keeps the arrow, as on macOS")
    }

    func testTheStyleHoldsWhileTheButtonIsDown() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).pointerStyle(.grabIdle).gesture(DragGesture().onChanged { _ in })
            Color.blue.frame(width: 100, height: 100)
        }
        let host = TestHost(view, size: size)
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: 100, y: 100)), .grabIdle)
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(host.pointerStyle, .grabIdle, "a drag keeps its cursor")
        host.pointerUp()
        XCTAssertEqual(host.pointerStyle, .default)
    }

    func testAStyleChangedTenThousandTimesEndsWhereTheStateIs() {
        struct Flipping: View {
            let flipper: Flipper
            var body: some View {
                Color.red.frame(width: 100, height: 100).pointerStyle(flipper.grabbing ? .grabActive : .grabIdle)
            }
        }
        let flipper = Flipper()
        let host = TestHost(Flipping(flipper: flipper), size: size)
        host.hover(at: CGPoint(x: 150, y: 100))
        let start = Date()
        for i in 0..<10_000 {
            flipper.grabbing = i % 2 == 0
            if i % 100 == 0 { XCTAssertEqual(host.pointerStyle, .grabActive) }
        }
        XCTAssertEqual(host.pointerStyle, .grabIdle)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "10,000 changes of the style")
    }
}

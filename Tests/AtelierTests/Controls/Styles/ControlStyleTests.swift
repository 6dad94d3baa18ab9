import XCTest
import Atelier
import AtelierTesting

// Seed 000's TripleToggle, written with ControlStyle: the configuration, the style protocol, the modifier
// and the control are each a line or two.
enum Triple: Int { case low, med, high }

struct TripleConfiguration {
    @Binding var state: Triple
    var label: Text
}

protocol TripleStyle: ControlStyle where Configuration == TripleConfiguration {}

extension View {
    func tripleStyle(_ style: some TripleStyle) -> some View { modifier(ControlStyleModifier(style)) }
}

struct TripleControl: View {
    let label: Text
    @Binding var state: Triple
    var body: some View { StyledControl(TripleConfiguration(state: $state, label: label), defaultStyle: BarTripleStyle()) }
}

/// The default look: a 60 x 30 bar, green, yellow or red, that cycles on tap.
struct BarTripleStyle: TripleStyle {
    func makeBody(configuration: TripleConfiguration) -> some View {
        VStack(spacing: 4) {
            configuration.label
            Rectangle()
                .fill([Color.green, .yellow, .red][configuration.state.rawValue])
                .frame(width: 60, height: 30)
                .onTapGesture { configuration.state = Triple(rawValue: (configuration.state.rawValue + 1) % 3)! }
        }
    }
}

/// A style with state of its own (how many taps it saw) and a TripleControl inside its body.
struct CountingTripleStyle: TripleStyle {
    @State private var taps = 0
    func makeBody(configuration: TripleConfiguration) -> some View {
        VStack(spacing: 4) {
            Text("taps \(taps)")
            Color.purple.frame(width: 40, height: 40)
                .onTapGesture { taps += 1; configuration.state = .high }
        }
    }
}

/// A style that wraps the control it decorates in a frame: its inner TripleControl resolves outward.
struct FramedTripleStyle: TripleStyle {
    func makeBody(configuration: TripleConfiguration) -> some View {
        TripleControl(label: Text("inner"), state: configuration.$state)
            .padding(6)
            .background(Color.blue)
    }
}

struct TripleHost: View {
    @State var a: Triple = .low
    @State var b: Triple = .low
    let style: Int
    var body: some View {
        VStack(spacing: 20) {
            TripleControl(label: Text("A"), state: $a)
            TripleControl(label: Text("B"), state: $b)
        }
        .modifier(TripleStyleChoice(choice: style))
    }
}

struct TripleStyleChoice: ViewModifier {
    let choice: Int
    func body(content: Content) -> some View {
        switch choice {
        case 1: content.tripleStyle(CountingTripleStyle())
        case 2: content.tripleStyle(FramedTripleStyle())
        default: content
        }
    }
}

@preconcurrency @MainActor final class ControlStyleTests: XCTestCase {
    func testDefaultStyleAppliesWhereNoneIsSet() {
        let host = TestHost(TripleHost(style: 0), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["A", "B"])
        guard let a = host.frame(ofText: "A") else { return XCTFail("no A") }
        let bar = CGPoint(x: a.midX, y: a.maxY + 4 + 15)
        XCTAssertEqual(host.color(at: bar), RGBA(r: 52, g: 199, b: 89, a: 255), "green at .low")
        host.tap(at: bar)
        XCTAssertEqual(host.color(at: bar), RGBA(r: 255, g: 204, b: 0, a: 255), "a tap cycles to .med: yellow")
    }

    func testStyleFromTheEnvironmentKeepsStatePerControl() {
        let host = TestHost(TripleHost(style: 1), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.texts, ["taps 0", "taps 0"], "one style value for both controls")
        guard let first = host.frames(ofText: "taps 0").first else { return XCTFail() }
        host.tap(at: CGPoint(x: first.midX, y: first.maxY + 4 + 20))
        host.tap(at: CGPoint(x: first.midX, y: first.maxY + 4 + 20))
        XCTAssertEqual(host.texts, ["taps 2", "taps 0"], "the style's @State is separate per control")
    }

    func testAStyleBodyWithTheSameControlResolvesOutward() {
        let host = TestHost(TripleHost(style: 2), size: CGSize(width: 200, height: 300))
        // Each control is drawn by the framed style, whose inner control falls back to the default bar.
        XCTAssertEqual(host.texts, ["inner", "inner"])
        guard let inner = host.frame(ofText: "inner") else { return XCTFail() }
        XCTAssertEqual(host.color(at: CGPoint(x: inner.midX, y: inner.minY - 3)), RGBA(r: 0, g: 122, b: 255, a: 255), "blue frame around")
        XCTAssertEqual(host.color(at: CGPoint(x: inner.midX, y: inner.maxY + 4 + 15)), RGBA(r: 52, g: 199, b: 89, a: 255), "default bar inside")
    }
}

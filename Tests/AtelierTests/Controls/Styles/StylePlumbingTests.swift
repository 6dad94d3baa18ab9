import XCTest
@testable import AtelierCore
import AtelierTesting

/// How many times the counting gauge style's body ran.
@MainActor private enum StyleBodyCount {
    static var evaluations = 0
}

/// A gauge style that names itself next to the gauge's label and counts its body's evaluations.
private struct NamedGaugeStyle: GaugeStyle {
    let name: String
    func makeBody(configuration: Configuration) -> some View {
        StyleBodyCount.evaluations += 1
        return HStack {
            configuration.label
            Text(name)
        }
    }
}

/// A toggle style that names itself next to the toggle's label.
private struct NamedToggleStyle: ToggleStyle {
    let name: String
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(name)
        }
    }
}

/// A toggle style whose body holds the toggle itself, drawn by the style further out.
private struct DecoratingToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("decorated")
            Toggle(configuration)
        }
    }
}

/// One style type for buttons and toggles at once, as SwiftUI allows: each role has its own `makeBody`.
private struct ButtonAndToggleStyle: ButtonStyle, ToggleStyle {
    func makeBody(configuration: ButtonStyleConfiguration) -> AnyView {
        AnyView(HStack {
            configuration.label
            Text(configuration.isPressed ? "button pressed" : "button")
        })
    }

    func makeBody(configuration: ToggleStyleConfiguration) -> AnyView {
        AnyView(HStack {
            configuration.label
            Text(configuration.isOn ? "toggle on" : "toggle off")
        }
        .onTapGesture { configuration.isOn.toggle() })
    }
}

/// A button and a toggle drawn by the same style type in its two roles.
private struct ButtonAndToggle: View {
    @State private var isOn = false
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
            Text("taps \(taps)")
            Toggle("Switch", isOn: $isOn)
        }
        .buttonStyle(ButtonAndToggleStyle())
        .toggleStyle(ButtonAndToggleStyle())
    }
}

/// A parent whose own state changes, setting its gauge's style again: the same one twice, then another.
private struct RestylingParent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("generation \(generation)").onTapGesture { generation += 1 }
            Gauge(value: 0.5) { Text("level") }
                .gaugeStyle(NamedGaugeStyle(name: generation < 2 ? "first" : "second"))
        }
    }
}

/// The one style mechanism as the built-in kinds use it (a kind, an erased style, the modifier): nearest style,
/// the next style out inside a style's body, one type in two style roles, and an equal style set again.
@preconcurrency @MainActor final class StylePlumbingTests: XCTestCase {
    private let size = CGSize(width: 300, height: 300)

    func testTheNearestGaugeStyleWins() {
        let view = VStack {
            Gauge(value: 0.5) { Text("near") }.gaugeStyle(NamedGaugeStyle(name: "inner"))
            Gauge(value: 0.5) { Text("far") }
        }
        .gaugeStyle(NamedGaugeStyle(name: "outer"))
        let host = TestHost(view, size: size)
        XCTAssertEqual(host.texts, ["near", "inner", "far", "outer"])
    }

    func testAToggleInsideAStyleBodyGetsTheNextStyleOut() {
        let view = Toggle("Wi-Fi", isOn: .constant(true))
            .toggleStyle(DecoratingToggleStyle())
            .toggleStyle(NamedToggleStyle(name: "outer"))
        let host = TestHost(view, size: size)
        XCTAssertEqual(host.texts, ["decorated", "Wi-Fi", "outer"], "the inner Toggle is drawn by the outer style, once")

        // With no style further out, the inner Toggle draws the automatic style; nothing recurses.
        let alone = TestHost(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(DecoratingToggleStyle()), size: size)
        XCTAssertEqual(alone.texts, ["decorated", "Wi-Fi"])
    }

    func testOneStyleTypeDrawsButtonsAndTogglesInItsTwoRoles() {
        let host = TestHost(ButtonAndToggle(), size: size)
        XCTAssertEqual(host.texts, ["Tap", "button", "taps 0", "Switch", "toggle off"])
        guard let button = host.frame(ofText: "Tap") else { return XCTFail("no button: \(host.texts)") }
        host.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
        XCTAssertTrue(host.texts.contains("button pressed"), "the ButtonStyle role sees the press: \(host.texts)")
        host.pointerUp()
        XCTAssertTrue(host.texts.contains("taps 1"), "the button's action ran: \(host.texts)")
        host.tap(onText: "toggle off")
        XCTAssertTrue(host.texts.contains("toggle on"), "the ToggleStyle role flips the toggle: \(host.texts)")
    }

    func testAnEqualStyleSetAgainDoesNotEvaluateTheStyleBodyAgain() {
        StyleBodyCount.evaluations = 0
        let host = TestHost(RestylingParent(), size: size)
        XCTAssertEqual(host.texts, ["generation 0", "level", "first"])
        let evaluations = StyleBodyCount.evaluations
        XCTAssertGreaterThan(evaluations, 0)

        host.tap(onText: "generation 0")
        XCTAssertEqual(host.texts, ["generation 1", "level", "first"])
        XCTAssertEqual(StyleBodyCount.evaluations, evaluations, "the same style again leaves the gauge's style body alone")

        host.tap(onText: "generation 1")
        XCTAssertEqual(host.texts, ["generation 2", "level", "second"])
        XCTAssertGreaterThan(StyleBodyCount.evaluations, evaluations, "another style draws the gauge again")
    }
}

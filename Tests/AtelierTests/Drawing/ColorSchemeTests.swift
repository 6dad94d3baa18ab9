import XCTest
import Atelier
import AtelierTesting
import GalleryKit

// Light and dark: preferredColorScheme sets the window's scheme from anywhere in the tree, system colours and
// built-in styles resolve their dark values, and the gallery switches.

@MainActor private final class Switch { var dark: Binding<Bool>? }

private struct Themed: View {
    let control: Switch
    @State private var dark = false
    var body: some View {
        let _ = control.dark = $dark
        VStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 50)
            Text("inner").preferredColorScheme(dark ? .dark : nil)
        }
    }
}

private let lightBlue = RGBA(r: 0, g: 122, b: 255, a: 255), darkBlue = RGBA(r: 10, g: 132, b: 255, a: 255)

@preconcurrency @MainActor final class ColorSchemeTests: XCTestCase {
    func testPreferredColorSchemeReachesTheWholeWindowAndComesBack() {
        let control = Switch()
        let host = TestHost(Themed(control: control), size: CGSize(width: 100, height: 120))
        let square = CGPoint(x: 50, y: 40)
        XCTAssertEqual(host.color(at: square), lightBlue)
        control.dark?.wrappedValue = true
        XCTAssertEqual(host.color(at: square), darkBlue, "a view below asked for dark: its sibling above turns dark too")
        control.dark?.wrappedValue = false
        XCTAssertEqual(host.color(at: square), lightBlue, "nil gives the window its own scheme back")
    }

    func testTheEnvironmentsSchemeDarkensASubtreeOnly() {
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50).environment(\.colorScheme, .dark)
        }
        let host = TestHost(view, size: CGSize(width: 100, height: 50))
        XCTAssertEqual(host.color(at: CGPoint(x: 25, y: 25)), lightBlue)
        XCTAssertEqual(host.color(at: CGPoint(x: 75, y: 25)), darkBlue)
    }

    func testBuiltInStylesUseTheirDarkValues() {
        let button = Button("Go") {}.buttonStyle(.borderedProminent)
        let light = TestHost(button, size: CGSize(width: 100, height: 60))
        let dark = TestHost(button.preferredColorScheme(.dark), size: CGSize(width: 100, height: 60))
        // The capsule's fill just inside its leading edge.
        let frame = light.frame(ofText: "Go")!
        let inside = CGPoint(x: frame.minX - 6, y: frame.midY)
        XCTAssertEqual(light.color(at: inside), lightBlue)
        XCTAssertEqual(dark.color(at: inside), darkBlue)
        XCTAssertEqual(TestHost(Color(uiColor: .systemBackground).preferredColorScheme(.dark), size: CGSize(width: 10, height: 10))
            .color(at: CGPoint(x: 5, y: 5)), RGBA(r: 0, g: 0, b: 0, a: 255))
    }

    func testTheGallerySwitchesToDark() {
        // Tall enough for the sidebar's every screen and the toggle under them (30 screens, their titles wrapped in
        // lines 21 apart, Apple's callout leading, put the toggle's label at y 1786).
        let host = TestHost(GalleryView(initialScreen: "shapes"), size: CGSize(width: 700, height: 2000))
        let sidebar = CGPoint(x: 200, y: 1990)
        XCTAssertEqual(host.color(at: sidebar), RGBA(r: 242, g: 242, b: 247, a: 255), "light: secondarySystemBackground")
        // The switch at the trailing end of the toggle's row (a switch's label does not toggle it, as on iOS).
        let label = host.frame(ofText: "Dark mode")!
        host.tap(at: CGPoint(x: 220 - 8 - 10 - 25, y: label.midY))
        XCTAssertEqual(host.color(at: sidebar), RGBA(r: 28, g: 28, b: 30, a: 255), "dark: secondarySystemBackground")
    }
}

import XCTest
import Atelier
import AtelierTesting
import IsolationProgramsSwift5
import IsolationProgramsSwift6

// Issue 34 item 6: the same program files (Tests/IsolationPrograms/Programs) are compiled in Swift 5 mode and in
// Swift 6 mode; that both modules build is the compile test. Each check below runs on both modules' views and
// asserts what the program draws or does, so a mode that builds but draws differently fails too.

private let canvas = CGSize(width: 200, height: 200)

@MainActor private func assertColor(_ host: TestHost, _ point: CGPoint, near expected: (Int, Int, Int), tolerance: Int = 12,
                         _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let c = host.color(at: point)
    let ok = abs(Int(c.r) - expected.0) <= tolerance && abs(Int(c.g) - expected.1) <= tolerance
        && abs(Int(c.b) - expected.2) <= tolerance && c.a == 255
    XCTAssertTrue(ok, "\(message): \(c) at \(point), expected rgb\(expected)", file: file, line: line)
}

private let systemBlue = (0, 122, 255), systemRed = (255, 59, 48), systemGreen = (52, 199, 89)
private let systemOrange = (255, 149, 0), systemPurple = (175, 82, 222), white = (255, 255, 255)

@preconcurrency @MainActor final class IsolationProgramTests: XCTestCase {
    func testStaticViewHelpersDrawTheirIcons() {
        for view in [AnyView(IsolationProgramsSwift5.StaticHelperProgram()), AnyView(IsolationProgramsSwift6.StaticHelperProgram())] {
            let host = TestHost(view, size: canvas)
            // Two 20-point circles side by side: blue then red, each with a white glyph in the middle.
            assertColor(host, CGPoint(x: 3, y: 10), near: systemBlue, "left edge of the star circle")
            assertColor(host, CGPoint(x: 23, y: 10), near: systemRed, "left edge of the heart circle")
            assertColor(host, CGPoint(x: 45, y: 10), near: white, "beyond the two circles")
            XCTAssertEqual(host.texts, ["Icons"])
            let caption = host.frame(ofText: "Icons")
            XCTAssertEqual(caption?.minY ?? -1, 20, accuracy: 0.5, "the caption sits under the 20-point icons")
        }
    }

    func testShapeAnimatableDataIsInterpolated() {
        for view in [AnyView(IsolationProgramsSwift5.AnimatableShapeProgram()), AnyView(IsolationProgramsSwift6.AnimatableShapeProgram())] {
            let host = TestHost(view, size: canvas)
            // progress 0.5 of a 100-point bar: green to x = 50.
            assertColor(host, CGPoint(x: 45, y: 10), near: systemGreen, "inside the half bar")
            assertColor(host, CGPoint(x: 55, y: 10), near: white, "beyond the half bar")
            // The Wedge (AnimatablePair) fills 25...75 of the second row.
            assertColor(host, CGPoint(x: 20, y: 30), near: white, "before the wedge")
            assertColor(host, CGPoint(x: 30, y: 30), near: systemPurple, "inside the wedge")
            assertColor(host, CGPoint(x: 80, y: 30), near: white, "after the wedge")
            host.tap(at: CGPoint(x: 20, y: 10))
            host.advance(by: 0.5)
            // Half way through a one-second linear animation from 0.5 to 1: 0.75, so green to x = 75.
            assertColor(host, CGPoint(x: 70, y: 10), near: systemGreen, "the interpolated bar half way through")
            assertColor(host, CGPoint(x: 80, y: 10), near: white, "beyond the interpolated bar half way through")
            host.advance(by: 0.6)
            assertColor(host, CGPoint(x: 97, y: 10), near: systemGreen, "the full bar at the end")
        }
    }

    func testCustomViewModifierPadsAndFills() {
        for view in [AnyView(IsolationProgramsSwift5.ViewModifierProgram()), AnyView(IsolationProgramsSwift6.ViewModifierProgram())] {
            let host = TestHost(view, size: canvas)
            // A 20-point black square with a 10-point orange margin: 40 x 40 in all.
            assertColor(host, CGPoint(x: 5, y: 20), near: systemOrange, "the card's margin")
            assertColor(host, CGPoint(x: 20, y: 20), near: (0, 0, 0), "the carded content")
            assertColor(host, CGPoint(x: 45, y: 20), near: white, "beyond the card")
        }
    }

    func testButtonStyleDrawsAndFires() throws {
        for view in [AnyView(IsolationProgramsSwift5.ButtonStyleProgram()), AnyView(IsolationProgramsSwift6.ButtonStyleProgram())] {
            let host = TestHost(view, size: canvas)
            XCTAssertEqual(host.texts, ["Tap", "Taps: 0"])
            let label = try XCTUnwrap(host.frame(ofText: "Tap"))
            assertColor(host, CGPoint(x: label.minX - 4, y: label.midY), near: systemGreen, "the style's green padding")
            host.tap(onText: "Tap")
            host.tap(onText: "Tap")
            XCTAssertEqual(host.texts, ["Tap", "Taps: 2"])
        }
    }

    func testObservableModelUpdatesItsView() {
        for view in [AnyView(IsolationProgramsSwift5.ObservableModelProgram()), AnyView(IsolationProgramsSwift6.ObservableModelProgram())] {
            let host = TestHost(view, size: canvas)
            XCTAssertEqual(host.texts.first, "Counter: 0")
            host.tap(onText: "Add")
            host.tap(onText: "Add")
            XCTAssertEqual(host.texts.first, "Counter: 2")
        }
    }

    func testViewsBuiltInNonisolatedFunctions() throws {
        for view in [AnyView(IsolationProgramsSwift5.NonisolatedBuilderProgram()), AnyView(IsolationProgramsSwift6.NonisolatedBuilderProgram())] {
            let host = TestHost(view, size: canvas)
            assertColor(host, CGPoint(x: 15, y: 5), near: systemGreen, "the online status")
            // Then a divider, then the blue swatch from the nonisolated method.
            let badge = try XCTUnwrap(host.frame(ofText: "New"))
            assertColor(host, CGPoint(x: 15, y: badge.minY - 9), near: systemBlue, "the swatch above the badge")
            assertColor(host, CGPoint(x: badge.midX, y: badge.minY - 2), near: (255, 204, 0), "the badge's yellow capsule")
        }
    }

    func testControlsBuiltInNonisolatedHelpers() throws {
        for view in [AnyView(IsolationProgramsSwift5.NonisolatedControlsProgram()), AnyView(IsolationProgramsSwift6.NonisolatedControlsProgram())] {
            let host = TestHost(view, size: CGSize(width: 320, height: 320))
            XCTAssertTrue(host.texts.contains("presses 0 on no size 0 taps 0"), "\(host.texts)")
            // The prominent style fills the button with the accent colour behind its white title.
            let press = try XCTUnwrap(host.frame(ofText: "Press"))
            assertColor(host, CGPoint(x: press.minX - 6, y: press.midY), near: systemBlue, "the prominent button's fill")
            host.tap(onText: "Press")
            host.tap(onText: "Large")
            host.tap(onText: "Tap here")
            XCTAssertTrue(host.texts.contains("presses 1 on no size 1 taps 1"), "\(host.texts)")
            // The switch's label is hidden; the switch itself still toggles.
            XCTAssertFalse(host.texts.contains("Wi-Fi"), "labelsHidden: \(host.texts)")
            let sizeRow = try XCTUnwrap(host.frame(ofText: "Small"))
            host.tap(at: CGPoint(x: 25, y: sizeRow.minY - 24))
            XCTAssertTrue(host.texts.contains("presses 1 on yes size 1 taps 1"), "\(host.texts)")
        }
    }

    func testSendableThemeTokens() throws {
        for view in [AnyView(IsolationProgramsSwift5.ThemeProgram()), AnyView(IsolationProgramsSwift6.ThemeProgram())] {
            let host = TestHost(view, size: canvas)
            assertColor(host, CGPoint(x: 20, y: 20), near: (51, 102, 204), tolerance: 3, "Color.brand from a static let")
            XCTAssertEqual(host.texts, ["Heading", "Nothing here"])
            let heading = try XCTUnwrap(host.frame(ofText: "Heading"))
            let body = try XCTUnwrap(host.frame(ofText: "Nothing here"))
            XCTAssertGreaterThan(heading.height, body.height + 3, "the 22-point bold heading is taller than body text")
        }
    }

    func testEnvironmentKeyAndEntryValues() {
        for view in [AnyView(IsolationProgramsSwift5.EnvironmentProgram()), AnyView(IsolationProgramsSwift6.EnvironmentProgram())] {
            let host = TestHost(view, size: canvas)
            assertColor(host, CGPoint(x: 18, y: 10), near: systemOrange, "the key's default colour, 20 points")
            assertColor(host, CGPoint(x: 22, y: 10), near: white, "beyond the 20-point swatch")
            assertColor(host, CGPoint(x: 28, y: 45), near: systemPurple, "the overridden colour and @Entry size")
            assertColor(host, CGPoint(x: 32, y: 45), near: white, "beyond the 30-point swatch")
        }
    }

    func testValuesMadeOffTheMainActor() async {
        let (title5, icon5, caption5) = await IsolationProgramsSwift5.DetachedValues.make()
        let (title6, icon6, caption6) = await IsolationProgramsSwift6.DetachedValues.make()
        for view in [AnyView(IsolationProgramsSwift5.DetachedValuesProgram(title: title5, icon: icon5, caption: caption5)),
                     AnyView(IsolationProgramsSwift6.DetachedValuesProgram(title: title6, icon: icon6, caption: caption6))] {
            let host = TestHost(view, size: canvas)
            XCTAssertEqual(host.texts, ["Made off main", "Caption", "Sendable closure"])
            let caption = host.frame(ofText: "Caption") ?? .zero
            var red = 0
            for x in stride(from: caption.minX, to: caption.maxX, by: 0.5) {
                let c = host.color(at: CGPoint(x: x, y: caption.midY))
                if c.r > 200, c.g < 120, c.b < 120 { red += 1 }
            }
            XCTAssertGreaterThan(red, 0, "the caption made in an async function is red")
        }
    }

    func testCustomLayoutEqualWidths() {
        for view in [AnyView(IsolationProgramsSwift5.LayoutProgram()), AnyView(IsolationProgramsSwift6.LayoutProgram())] {
            let host = TestHost(view, size: canvas)
            assertColor(host, CGPoint(x: 28, y: 5), near: systemRed, "the narrow view widened to 30")
            assertColor(host, CGPoint(x: 32, y: 5), near: systemBlue, "the second view starts at 30")
            assertColor(host, CGPoint(x: 58, y: 5), near: systemBlue, "the second view is 30 wide")
            assertColor(host, CGPoint(x: 62, y: 5), near: white, "nothing beyond 60")
        }
    }

    func testToggleStyleFlips() {
        for view in [AnyView(IsolationProgramsSwift5.ToggleStyleProgram()), AnyView(IsolationProgramsSwift6.ToggleStyleProgram())] {
            let host = TestHost(view, size: canvas)
            let box = CGPoint(x: 8, y: (host.frame(ofText: "Agree")?.midY ?? 8))
            assertColor(host, box, near: (142, 142, 147), tolerance: 20, "the unchecked box is grey")
            host.tap(onText: "Agree")
            assertColor(host, box, near: systemBlue, "the checked box is blue")
        }
    }

    func testErasedScreensAndViewProtocols() {
        for view in [AnyView(IsolationProgramsSwift5.ErasedScreensProgram()), AnyView(IsolationProgramsSwift6.ErasedScreensProgram())] {
            let host = TestHost(view, size: canvas)
            assertColor(host, CGPoint(x: 10, y: 10), near: systemRed, "the first erased screen")
            assertColor(host, CGPoint(x: 30, y: 10), near: systemBlue, "the second erased screen")
            XCTAssertEqual(host.texts, ["NEW"])
        }
    }

    func testEquatableView() {
        for view in [AnyView(IsolationProgramsSwift5.EquatableViewProgram()), AnyView(IsolationProgramsSwift6.EquatableViewProgram())] {
            XCTAssertEqual(TestHost(view, size: canvas).texts, ["Ada", "42"])
        }
    }

    func testGeometryEffectShifts() {
        for view in [AnyView(IsolationProgramsSwift5.GeometryEffectProgram()), AnyView(IsolationProgramsSwift6.GeometryEffectProgram())] {
            let host = TestHost(view, size: canvas)
            assertColor(host, CGPoint(x: 10, y: 10), near: white, "the square moved away from the origin")
            assertColor(host, CGPoint(x: 60, y: 10), near: systemRed, "the square shifted 50 points right")
        }
    }

    func testReadSizeHelpersSeeTheLaidOutSize() {
        for view in [AnyView(IsolationProgramsSwift5.ReadSizeProgram()), AnyView(IsolationProgramsSwift6.ReadSizeProgram())] {
            let host = TestHost(view, size: canvas)
            XCTAssertEqual(host.texts, ["appear 120x40", "preference 120x40"])
        }
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What the control group tests' buttons record.
@MainActor private enum GroupLog {
    static var taps: [String] = []
}

/// Three buttons in a control group.
private struct ThreeButtons: View {
    var body: some View {
        ControlGroup {
            Button("Cut") { GroupLog.taps.append("cut") }
            Button("Copy") { GroupLog.taps.append("copy") }
            Button("Paste") { GroupLog.taps.append("paste") }
        }
    }
}

/// A style that stacks the controls under the label, marked so a test can find it.
private struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("stacked")
            configuration.content
        }
    }
}

/// A style that puts a caption above the group the style further out draws.
private struct CaptionedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Text("caption")
            ControlGroup(configuration)
        }
    }
}

/// The bar's fill, tertiarySystemFill over white.
private let barFill = RGBA(r: 239, g: 239, b: 240, a: 255)

@preconcurrency @MainActor final class ControlGroupTests: XCTestCase {
    func testAutomaticIsOneBarOfEqualSegmentsWithSeparators() {
        let host = TestHost(ThreeButtons(), size: CGSize(width: 300, height: 44))
        // Equal thirds, each label centred in its own.
        XCTAssertEqual(host.frame(ofText: "Cut")!.midX, 50, accuracy: 1)
        XCTAssertEqual(host.frame(ofText: "Copy")!.midX, 150, accuracy: 1)
        XCTAssertEqual(host.frame(ofText: "Paste")!.midX, 250, accuracy: 1)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 20, y: 22)), barFill, 2), "\(host.color(at: CGPoint(x: 20, y: 22)))")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 0.5, y: 0.5)), Palette.white, 20), "rounded corners")
        // A separator between neighbours, none before the first.
        for x in [100.0, 200.0] {
            let c = host.color(at: CGPoint(x: x - 0.5 + 0.001, y: 22))
            let d = host.color(at: CGPoint(x: x + 0.5, y: 22))
            XCTAssertTrue(Int(min(c.r, d.r)) < 225, "separator near \(x): \(c) \(d)")
        }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 1.5, y: 22)), barFill, 2))
        // The labels in the tint.
        let copy = host.frame(ofText: "Copy")!
        let tinted = try! XCTUnwrap(host.box(of: Palette.blue, tolerance: 40))
        XCTAssertTrue(tinted.intersects(copy), "\(tinted) \(copy)")
    }

    func testEachSegmentIsItsButton() {
        GroupLog.taps = []
        let host = TestHost(ThreeButtons(), size: CGSize(width: 300, height: 44))
        host.tap(at: CGPoint(x: 120, y: 8))
        host.tap(at: CGPoint(x: 290, y: 40))
        host.tap(onText: "Cut")
        XCTAssertEqual(GroupLog.taps, ["copy", "paste", "cut"], "a press anywhere in a segment")
    }

    func testCustomStyleGetsTheContentAndTheLabel() {
        GroupLog.taps = []
        let host = TestHost(ControlGroup("Edit") {
            Button("Undo") { GroupLog.taps.append("undo") }
        }
        .controlGroupStyle(StackedControlGroupStyle()), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["Edit", "stacked", "Undo"])
        host.tap(onText: "Undo")
        XCTAssertEqual(GroupLog.taps, ["undo"])
    }

    func testControlGroupOfAConfigurationDrawsTheStyleFurtherOut() {
        let host = TestHost(ThreeButtons()
            .controlGroupStyle(CaptionedControlGroupStyle())
            .controlGroupStyle(.palette), size: CGSize(width: 300, height: 80))
        XCTAssertEqual(host.texts.first, "caption")
        // The palette's bar below the caption, without separators.
        let caption = host.frame(ofText: "caption")!
        let y = caption.maxY + 22
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 100, y: y)), barFill, 2), "\(host.color(at: CGPoint(x: 100, y: y)))")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 100.5, y: y)), barFill, 2))
        // Without the caption style, the same group draws separators.
        let plain = TestHost(ThreeButtons(), size: CGSize(width: 300, height: 44))
        XCTAssertFalse(nearRGBA(plain.color(at: CGPoint(x: 99.5, y: 22)), barFill, 2) && nearRGBA(plain.color(at: CGPoint(x: 100.5, y: 22)), barFill, 2))
    }

    func testNavigationStyleHasNoBar() {
        let host = TestHost(ThreeButtons().controlGroupStyle(.navigation), size: CGSize(width: 300, height: 44))
        let cut = host.frame(ofText: "Cut")!, copy = host.frame(ofText: "Copy")!
        XCTAssertEqual(copy.minX - cut.maxX, 16, accuracy: 1, "side by side, 16 points apart")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: cut.minX - 3, y: 22)), Palette.white, 1), "no bar behind them")
    }

    func testMenuStyleOpensAMenuOfTheControls() {
        GroupLog.taps = []
        let host = TestHost(VStack {
            ControlGroup("Edit") {
                Button("Cut") { GroupLog.taps.append("cut") }
                Button("Copy") { GroupLog.taps.append("copy") }
            }
            .controlGroupStyle(.menu)
            Spacer()
        }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.texts, ["Edit"], "closed, the group shows its label")
        host.tap(onText: "Edit")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Copy"))
        host.tap(onText: "Copy")
        host.advance(by: 0.4)
        XCTAssertEqual(GroupLog.taps, ["copy"])
        XCTAssertFalse(host.texts.contains("Copy"), "choosing closes the menu")
    }

    func testCompactMenuStyleShowsTheLabelsIcon() {
        let host = TestHost(VStack {
            ControlGroup("Edit", systemImage: "pencil") {
                Button("Cut") {}
            }
            .controlGroupStyle(.compactMenu)
            Spacer()
        }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.texts, [], "the icon alone, no title")
        host.tap(at: CGPoint(x: 195, y: 12))
        host.advance(by: 0.4)
        XCTAssertEqual(host.texts, ["Cut"])
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// The group box's own colour, beside the system colours of `Palette`.
private enum GroupBoxPalette {
    /// secondarySystemBackground, light.
    static let fill = RGBA(r: 242, g: 242, b: 247, a: 255)
}

/// A custom style: label and content 2 points apart, padded 10 on red.
private struct RedCardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .trailing, spacing: 2) {
            configuration.label
            configuration.content
        }
        .padding(10)
        .background(Color.red)
    }
}

/// A style that frames the group box as the style further out draws it.
private struct GreenFrameStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(6).background(Color.green)
    }
}

/// GroupBox and GroupBoxStyle: iOS's look, custom styles, composition.
@preconcurrency @MainActor final class GroupBoxTests: XCTestCase {
    func testAutomaticLookFillPaddingAndLabel() {
        let view = GroupBox("Settings") {
            Text("Row one")
            Text("Row two")
        }
        .padding(.horizontal, 20)
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Settings", "Row one", "Row two"])
        guard let box = host.box(of: GroupBoxPalette.fill, tolerance: 2),
              let label = host.frame(ofText: "Settings"), let one = host.frame(ofText: "Row one"),
              let two = host.frame(ofText: "Row two") else { return XCTFail("nothing drawn: \(host.texts)") }
        XCTAssertEqual(box.minX, 20, accuracy: 1, "the box fills the proposed width: \(box)")
        XCTAssertEqual(box.maxX, 280, accuracy: 1)
        XCTAssertEqual(label.minX - box.minX, 16, accuracy: 1, "16 points of padding")
        XCTAssertEqual(label.minY - box.minY, 16, accuracy: 1)
        XCTAssertEqual(box.maxY - two.maxY, 16, accuracy: 1)
        XCTAssertEqual(one.minY - label.maxY, 8, accuracy: 0.01, "the label 8 points above the content")
        XCTAssertEqual(two.minY - one.maxY, 8, accuracy: 0.01, "the content stacks like a VStack")
        XCTAssertEqual(one.minX, label.minX, accuracy: 0.01, "leading-aligned")
        let inside = host.color(at: CGPoint(x: 260, y: one.midY))
        XCTAssertEqual(inside, GroupBoxPalette.fill, "secondarySystemBackground")
        // The corners are rounded: the very corner pixel is the white canvas.
        let corner = host.color(at: CGPoint(x: box.minX + 0.5, y: box.minY + 0.5))
        XCTAssertGreaterThan(Int(corner.r) + Int(corner.g) + Int(corner.b), Int(242 + 242 + 247), "rounded corner: \(corner)")
    }

    func testTheLabelIsInTheHeadlineFont() {
        let plain = TestHost(Text("Settings"), size: CGSize(width: 300, height: 100)).frame(ofText: "Settings")
        let boxed = TestHost(GroupBox("Settings") { Text("x") }, size: CGSize(width: 300, height: 100)).frame(ofText: "Settings")
        let headline = TestHost(Text("Settings").font(.headline), size: CGSize(width: 300, height: 100)).frame(ofText: "Settings")
        XCTAssertEqual(boxed?.width ?? 0, headline?.width ?? -1, accuracy: 0.01)
        XCTAssertNotEqual(boxed?.width ?? 0, plain?.width ?? 0, "semibold, wider than body")
    }

    func testUnlabeledAndLabelViewInitializers() {
        let host = TestHost(GroupBox { Text("Only") }, size: CGSize(width: 300, height: 100))
        guard let box = host.box(of: GroupBoxPalette.fill, tolerance: 2), let only = host.frame(ofText: "Only") else {
            return XCTFail("nothing drawn")
        }
        XCTAssertEqual(only.minY - box.minY, 16, accuracy: 1, "no label, no label spacing")
        XCTAssertEqual(box.maxY - only.maxY, 16, accuracy: 1)

        let labeled = TestHost(GroupBox(label: Text("Title")) { Text("Body") }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(labeled.texts, ["Title", "Body"])
        let built = TestHost(GroupBox { Text("Body") } label: { Label("Title", systemImage: "bookmark") },
                             size: CGSize(width: 300, height: 100))
        XCTAssertEqual(built.texts, ["Title", "Body"])
    }

    func testNestedGroupBoxesAlternateTheirFill() {
        let view = GroupBox("Outer") {
            GroupBox("Inner") { Text("Deep") }
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        guard let deep = host.frame(ofText: "Deep"), let inner = host.frame(ofText: "Inner") else { return XCTFail() }
        XCTAssertEqual(host.color(at: CGPoint(x: 200, y: deep.midY)), RGBA(r: 255, g: 255, b: 255, a: 255),
                       "the inner box is tertiarySystemBackground (white)")
        XCTAssertEqual(host.color(at: CGPoint(x: 200, y: inner.minY - 24)), GroupBoxPalette.fill, "the outer one grey")
    }

    func testACustomGroupBoxStyle() {
        let view = GroupBox("Wide label") { Text("x") }.groupBoxStyle(RedCardStyle())
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["Wide label", "x"])
        guard let red = host.box(of: Palette.red), let label = host.frame(ofText: "Wide label"),
              let x = host.frame(ofText: "x") else { return XCTFail("nothing drawn") }
        XCTAssertEqual(label.minX - red.minX, 10, accuracy: 1)
        XCTAssertEqual(x.minY - label.maxY, 2, accuracy: 0.01)
        XCTAssertEqual(x.maxX, label.maxX, accuracy: 0.01, "trailing-aligned as written")
        XCTAssertNil(host.box(of: GroupBoxPalette.fill, tolerance: 2), "no default fill")
        XCTAssertEqual(label.width, TestHost(Text("Wide label"), size: CGSize(width: 300, height: 100)).frame(ofText: "Wide label")?.width,
                       "the label keeps the body font: the headline is the default style's")
    }

    func testGroupBoxOfAConfigurationDrawsTheStyleFurtherOut() {
        let view = VStack { GroupBox("T") { Text("c") }.groupBoxStyle(GreenFrameStyle()) }.groupBoxStyle(RedCardStyle())
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["T", "c"])
        guard let green = host.box(of: Palette.green), let red = host.box(of: Palette.red) else {
            return XCTFail("both styles draw")
        }
        XCTAssertEqual(red.minX - green.minX, 6, accuracy: 1, "red inside green")
        // With nothing further out, the automatic style.
        let alone = TestHost(GroupBox("T") { Text("c") }.groupBoxStyle(GreenFrameStyle()), size: CGSize(width: 300, height: 200))
        XCTAssertNotNil(alone.box(of: GroupBoxPalette.fill, tolerance: 2))
    }
}

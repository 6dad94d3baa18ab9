import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A user style: the label above the content, the content in a red capsule-free frame, with a marker text.
private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.caption)
            configuration.content
            Text("stacked")
        }
    }
}

/// A style whose body holds another LabeledContent built from the configuration: it draws the next style out.
private struct WrappingStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("[")
            LabeledContent(configuration)
            Text("]")
        }
    }
}

/// Secondary label: 60,60,67 at 0.6 over white.
private let secondaryOnWhite = RGBA(r: 138, g: 138, b: 142, a: 255)

@preconcurrency @MainActor final class LabeledContentTests: XCTestCase {
    func testInAListRowTheValueIsTrailingAndSecondary() {
        let host = TestHost(List { LabeledContent("Version", value: "1.2.3") }, size: CGSize(width: 390, height: 200))
        guard let label = host.frame(ofText: "Version"), let value = host.frame(ofText: "1.2.3") else {
            return XCTFail("texts: \(host.texts)")
        }
        XCTAssertEqual(label.minX, 40, accuracy: 1, "the label at the row's leading inset (20 + 20)")
        XCTAssertEqual(value.maxX, 390 - 40, accuracy: 1.5, "the value at the row's trailing inset")
        XCTAssertEqual(label.midY, value.midY, accuracy: 1, "on one line")
        // The value is drawn in the secondary label colour: its darkest pixel is grey, not black.
        let darkest = host.darkestColor(in: value)
        XCTAssertTrue(nearRGBA(darkest, secondaryOnWhite, 14), "value colour \(darkest)")
        let labelDarkest = host.darkestColor(in: label)
        XCTAssertLessThan(Int(labelDarkest.r), 60, "the label stays primary")
    }

    func testOutsideAListTheLabelIsLeadingAndTheValueTrailingAndSecondary() {
        // As Apple's SwiftUI draws it on iOS (issue 35): the proposed width filled, the label at its leading edge,
        // the content at its trailing edge in the secondary label colour (#8A8A8E).
        let host = TestHost(LabeledContent("Name") { Text("Ada") }, size: CGSize(width: 300, height: 100))
        guard let label = host.frame(ofText: "Name"), let value = host.frame(ofText: "Ada") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(label.minX, 0)
        XCTAssertEqual(value.maxX, 300, accuracy: 0.5)
        XCTAssertEqual(label.midY, value.midY, accuracy: 1)
        XCTAssertTrue(nearRGBA(host.darkestColor(in: value), secondaryOnWhite, 14), "value colour \(host.darkestColor(in: value))")
        XCTAssertLessThan(Int(host.darkestColor(in: label).r), 60, "the label stays primary")
    }

    func testEveryInitializerShowsItsLabelAndContent() {
        let title: Substring = "Count"
        let view = List {
            LabeledContent("Key", value: "text")
            LabeledContent(title, value: "string title")
            LabeledContent("Price", value: 42, format: .number)
            LabeledContent(String("Total"), value: 7, format: .number)
            LabeledContent { Text("custom content") } label: { Label("Custom", systemImage: "star") }
            LabeledContent("Built") { Text("built content") }
        }
        let host = TestHost(view, size: CGSize(width: 390, height: 500))
        for text in ["Key", "text", "Count", "string title", "Price", "42", "Total", "7", "custom content", "Custom", "Built", "built content"] {
            XCTAssertNotNil(host.frame(ofText: text), "\(text) in \(host.texts)")
        }
    }

    func testCustomStyleAndTheNextStyleOut() {
        let custom = TestHost(LabeledContent("Title", value: "Value").labeledContentStyle(StackedStyle()),
                              size: CGSize(width: 300, height: 200))
        XCTAssertEqual(custom.texts, ["Title", "Value", "stacked"])
        guard let title = custom.frame(ofText: "Title"), let value = custom.frame(ofText: "Value") else { return XCTFail() }
        XCTAssertLessThan(title.maxY, value.minY + 1, "the custom style stacks the label above the content")
        XCTAssertLessThan(title.height, value.height, "caption label")
        // The wrapping style's LabeledContent(configuration) draws the style further out: the stacked one.
        let nested = TestHost(LabeledContent("T", value: "V").labeledContentStyle(WrappingStyle()).labeledContentStyle(StackedStyle()),
                              size: CGSize(width: 300, height: 200))
        XCTAssertEqual(nested.texts, ["[", "T", "V", "stacked", "]"])
        // Alone, the wrapping style's inner LabeledContent is the automatic style, and nothing recurses.
        let alone = TestHost(LabeledContent("T", value: "V").labeledContentStyle(WrappingStyle()), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(alone.texts, ["[", "T", "V", "]"])
        let automatic = TestHost(LabeledContent("A", value: "B").labeledContentStyle(.automatic), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(automatic.texts, ["A", "B"])
    }
}

extension TestHost {
    /// The darkest colour drawn in a rectangle (sampled every half point).
    @MainActor func darkestColor(in rect: CGRect) -> RGBA {
        var darkest = RGBA(r: 255, g: 255, b: 255, a: 255)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                let c = color(at: CGPoint(x: x, y: y))
                let sum: Int = Int(c.r) + Int(c.g) + Int(c.b)
                let best: Int = Int(darkest.r) + Int(darkest.g) + Int(darkest.b)
                if sum < best { darkest = c }
                x += 0.5
            }
            y += 0.5
        }
        return darkest
    }
}

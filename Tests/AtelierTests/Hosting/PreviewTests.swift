import XCTest
@_spi(Backend) import Atelier
import AtelierTesting
import GalleryKit

// #Preview, PreviewProvider and @Entry, expanded by Atelier's own macro plugin; the catalogue finds previews at
// run time and atelier-preview renders them.

extension EnvironmentValues {
    @Entry var previewTestAccent: Color = .red
    @Entry var previewTestCaption: String? = nil
    @Entry var previewTestCount = 3
}

private struct Swatch: View {
    @Environment(\.previewTestAccent) private var accent
    @Environment(\.previewTestCount) private var count
    var body: some View { accent.frame(width: CGFloat(count) * 10, height: 20) }
}

#Preview("Preview test: a swatch", traits: .sizeThatFitsLayout) {
    Swatch()
}

#Preview("Preview test: landscape", traits: .landscapeLeft) {
    Color.blue
}

#Preview {
    Text("Preview test: unnamed")
}

struct PreviewTestsSwatch_Previews: PreviewProvider {
    static var previews: some View {
        Swatch().previewDisplayName("Preview test: provider swatch").previewLayout(.fixed(width: 100, height: 50))
        Swatch().environment(\.previewTestAccent, .green).previewLayout(.sizeThatFits)
    }
}

@preconcurrency @MainActor final class PreviewTests: XCTestCase {
    func testEntryDeclaresAnEnvironmentValueWithItsDefault() {
        var values = EnvironmentValues()
        XCTAssertEqual(values.previewTestCount, 3)
        XCTAssertNil(values.previewTestCaption)
        values.previewTestCount = 5
        values.previewTestCaption = "set"
        XCTAssertEqual(values.previewTestCount, 5)
        XCTAssertEqual(values.previewTestCaption, "set")
        let plain = TestHost(Swatch(), size: CGSize(width: 60, height: 40))
        XCTAssertEqual(plain.color(at: CGPoint(x: 30, y: 20)), RGBA(r: 255, g: 59, b: 48, a: 255), "the default: red, 30 wide")
        XCTAssertEqual(plain.color(at: CGPoint(x: 50, y: 20)), RGBA(r: 255, g: 255, b: 255, a: 255))
        let set = TestHost(Swatch().environment(\.previewTestAccent, .green).environment(\.previewTestCount, 5),
                           size: CGSize(width: 60, height: 40))
        XCTAssertEqual(set.color(at: CGPoint(x: 50, y: 20)), RGBA(r: 52, g: 199, b: 89, a: 255), "set above: green, 50 wide")
    }

    func testTheCatalogueFindsEveryPreviewWithItsLayout() {
        let all = PreviewCatalog.all()
        func entry(_ title: String) -> PreviewEntry? { all.first { $0.title == title } }
        let swatch = entry("Preview test: a swatch")
        XCTAssertNotNil(swatch)
        XCTAssertNil(swatch?.size, "sizeThatFitsLayout: its ideal size")
        XCTAssertEqual(swatch?.fileID, "AtelierTests/PreviewTests.swift")
        XCTAssertEqual(entry("Preview test: landscape")?.size, CGSize(width: 852, height: 393), "a device on its side")
        let unnamed = all.first { $0.fileID == "AtelierTests/PreviewTests.swift" && $0.title.hasPrefix("AtelierTests/PreviewTests.swift:") }
        XCTAssertNotNil(unnamed, "an unnamed preview is titled by where it is")
        XCTAssertEqual(unnamed?.size, PreviewCatalog.deviceSize)
        XCTAssertEqual(entry("Preview test: provider swatch")?.size, CGSize(width: 100, height: 50))
        XCTAssertNil(entry("PreviewTestsSwatch_Previews 2")?.size, "the provider's second view, as large as it needs")
        // The gallery's own: one per screen, at the screen's size, and a provider's two views.
        for screen in GalleryScreens.all {
            XCTAssertEqual(entry(screen.title)?.size, screen.size, screen.name)
        }
        XCTAssertNotNil(entry("Rounded and shadow button"))
        // The previews draw their views.
        if let swatch {
            let host = TestHost(swatch.makeView(), size: CGSize(width: 60, height: 40))
            XCTAssertEqual(host.color(at: CGPoint(x: 30, y: 20)), RGBA(r: 255, g: 59, b: 48, a: 255))
        }
        if let second = entry("PreviewTestsSwatch_Previews 2") {
            let host = TestHost(second.makeView(), size: CGSize(width: 60, height: 40))
            XCTAssertEqual(host.color(at: CGPoint(x: 30, y: 20)), RGBA(r: 52, g: 199, b: 89, a: 255), "its environment applies")
        }
    }

    func testAtelierPreviewWritesTheGallerysPreviews() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("atelier-preview")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            XCTFail("no atelier-preview at \(tool.path): build it with `swift build --build-tests`")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-preview-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try runProcess(tool, [folder.path], environment: ["DISPLAY": ""])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("32 of 32 previews"), output)
        // A 390x700 screen at 2x, and the provider's button as large as it is.
        let buttons = try Data(contentsOf: folder.appendingPathComponent("button-styles-long-press-pressed-sizes-roles.png"))
        XCTAssertEqual(pngSize(buttons), [780, 1400])
        let button = try Data(contentsOf: folder.appendingPathComponent("rounded-and-shadow-button.png"))
        let size = pngSize(button)
        XCTAssertTrue(size[0] > 100 && size[0] < 400 && size[1] > 60 && size[1] < 200, "\(size)")
    }

    /// The width and height in a PNG's header.
    private func pngSize(_ data: Data) -> [Int] {
        guard data.count > 24 else { return [] }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [be32(16), be32(20)]
    }
}

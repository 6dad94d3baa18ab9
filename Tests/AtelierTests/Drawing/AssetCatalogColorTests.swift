import XCTest
import Atelier
@_spi(Backend) import AtelierCore
import AtelierTesting

// Color("Name", bundle:) reads the colour sets of an asset catalogue copied into a bundle, as Xcode writes them:
// decimal or hex components, a dark appearance, sets inside groups; a name no catalogue has draws clear with
// one warning.

@preconcurrency @MainActor final class AssetCatalogColorTests: XCTestCase {
    private static func makeBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-assets-\(UUID().uuidString)")
        func colorset(_ path: String, _ json: String) throws {
            let dir = root.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try json.write(to: dir.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try colorset("Brand.colorset", """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.400", "red" : "0.800" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0x80", "red" : "0x00" } }, "idiom" : "universal" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """)
        try colorset("Group/Accent2.colorset", """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0", "green" : "255", "red" : "0" } }, "idiom" : "universal" } ] }
        """)
        return try XCTUnwrap(Bundle(path: root.path))
    }

    func testNamedColoursComeFromTheCatalogueWithTheirDarkValues() throws {
        let bundle = try Self.makeBundle()
        let size = CGSize(width: 20, height: 20)
        let light = TestHost(Color("Brand", bundle: bundle), size: size)
        XCTAssertEqual(light.color(at: CGPoint(x: 10, y: 10)), RGBA(r: 204, g: 102, b: 51, a: 255), "0.8, 0.4, 0.2")
        let dark = TestHost(Color("Brand", bundle: bundle).environment(\.colorScheme, .dark), size: size)
        XCTAssertEqual(dark.color(at: CGPoint(x: 10, y: 10)), RGBA(r: 0, g: 128, b: 255, a: 255), "the dark appearance, in hex")
        let grouped = TestHost(ZStack { Color.white; Color("Accent2", bundle: bundle) }, size: size)
        XCTAssertEqual(grouped.color(at: CGPoint(x: 10, y: 10)), RGBA(r: 0, g: 255, b: 0, a: 255), "a set inside a group, 8-bit integers")
        Diagnostics.reset()
        let missing = TestHost(ZStack { Color.white; Color("Nowhere", bundle: bundle) }, size: size)
        XCTAssertEqual(missing.color(at: CGPoint(x: 10, y: 10)), RGBA(r: 255, g: 255, b: 255, a: 255), "a missing name draws clear")
        _ = missing.pngData()
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("No color named 'Nowhere'") }.count, 1, "\(Diagnostics.warnings)")
    }
}

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

    private static func color<V: View>(_ view: V) -> RGBA {
        TestHost(ZStack { Color.white; view }, size: CGSize(width: 20, height: 20)).color(at: CGPoint(x: 10, y: 10))
    }

    func testHighContrastVariantsFollowColorSchemeContrast() {
        // ModuleBrand in the test target's own catalog: light 0.8/0.4/0.2, dark in hex, high contrast in 8-bit, dark high contrast.
        func brand(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGBA {
            Self.color(Color("ModuleBrand", bundle: .module).environment(\.colorScheme, scheme).environment(\.colorSchemeContrast, contrast))
        }
        XCTAssertEqual(EnvironmentValues().colorSchemeContrast, .standard)
        XCTAssertEqual(brand(.light, .standard), RGBA(r: 204, g: 102, b: 51, a: 255))
        XCTAssertEqual(brand(.dark, .standard), RGBA(r: 0, g: 128, b: 255, a: 255))
        XCTAssertEqual(brand(.light, .increased), RGBA(r: 102, g: 51, b: 0, a: 255))
        XCTAssertEqual(brand(.dark, .increased), RGBA(r: 128, g: 204, b: 255, a: 255))
        // Found without a bundle too: the resource bundles beside the executable are searched.
        XCTAssertEqual(Self.color(Color("ModuleBrand")), RGBA(r: 204, g: 102, b: 51, a: 255))
    }

    func testColourSpacesAsXcodeWritesThem() throws {
        let folder = try AssetCatalogFolder()
        func set(_ name: String, _ space: String, _ components: String) throws {
            try folder.set(name + ".colorset", json: """
            { "colors" : [ { "color" : { "color-space" : "\(space)", "components" : { \(components) } }, "idiom" : "universal" } ] }
            """)
        }
        try set("P3", "display-p3", #""red" : "0.800", "green" : "0.400", "blue" : "0.200", "alpha" : "1.000""#)
        try set("Extended", "extended-srgb", #""red" : "1.200", "green" : "-0.100", "blue" : "0.500", "alpha" : "1.000""#)
        try set("Linear", "extended-linear-srgb", #""red" : "0.500", "green" : "0.500", "blue" : "0.500", "alpha" : "1.000""#)
        try set("Gray", "gray-gamma-22", #""white" : "0.100", "alpha" : "1.000""#)
        try set("Numbers", "srgb", #""red" : 1, "green" : 0.5, "blue" : 0, "alpha" : 1"#)
        let b = folder.bundle
        Diagnostics.reset()
        XCTAssertEqual(Self.color(Color("P3", bundle: b)), Self.color(Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2)), "Display P3, converted to sRGB")
        XCTAssertNotEqual(Self.color(Color("P3", bundle: b)), RGBA(r: 204, g: 102, b: 51, a: 255), "not read as sRGB")
        XCTAssertEqual(Self.color(Color("Extended", bundle: b)), RGBA(r: 255, g: 0, b: 128, a: 255), "extended range, clamped when drawn")
        XCTAssertEqual(Self.color(Color("Linear", bundle: b)), RGBA(r: 188, g: 188, b: 188, a: 255), "linear 0.5 is sRGB 0.735")
        // Gamma 2.2 gray 0.1 is linear 0.0063, sRGB 0.073 (19), where sRGB's own 0.1 would be 26.
        XCTAssertTrue(nearRGBA(Self.color(Color("Gray", bundle: b)), RGBA(r: 19, g: 19, b: 19, a: 255), 1), "\(Self.color(Color("Gray", bundle: b)))")
        XCTAssertEqual(Self.color(Color("Numbers", bundle: b)), RGBA(r: 255, g: 128, b: 0, a: 255), "JSON numbers, not strings")
        XCTAssertEqual(Diagnostics.warnings, [], "extended components are in range")
    }

    func testBadColourSetsDrawClearWithOneWarningEach() throws {
        let folder = try AssetCatalogFolder()
        try folder.set("BadJSON.colorset", json: #"{ "colors" : [ { "color" : "#)
        try folder.set("NotNumbers.colorset", json: """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "abc", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" } ] }
        """)
        try folder.set("OneBad.colorset", json: """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "0xZZ", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" } ] }
        """)
        try folder.set("OutOfRange.colorset", json: """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "300", "green" : "-5", "blue" : "128", "alpha" : "1.500" } }, "idiom" : "universal" } ] }
        """)
        let b = folder.bundle
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        for (name, says) in [("BadJSON", "not valid JSON"), ("NotNumbers", "not numbers")] {
            Diagnostics.reset()
            XCTAssertEqual(Self.color(Color(name, bundle: b)), white, "\(name) draws clear")
            XCTAssertEqual(Self.color(Color(name, bundle: b).environment(\.colorScheme, .dark)), white)
            XCTAssertEqual(Diagnostics.warnings.count, 1, "\(name): \(Diagnostics.warnings)")
            XCTAssertTrue(Diagnostics.warnings.first?.contains(says) == true && Diagnostics.warnings.first?.contains(name + ".colorset") == true,
                          "\(Diagnostics.warnings)")
        }
        Diagnostics.reset()
        XCTAssertEqual(Self.color(Color("OneBad", bundle: b)), RGBA(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(Self.color(Color("OneBad", bundle: b).environment(\.colorScheme, .dark)), RGBA(r: 0, g: 0, b: 255, a: 255),
                       "the unreadable dark colour is skipped: the universal one stands in")
        XCTAssertEqual(Diagnostics.warnings.count, 1, "\(Diagnostics.warnings)")
        XCTAssertTrue(Diagnostics.warnings.first?.contains("red 0xZZ") == true, "\(Diagnostics.warnings)")
        Diagnostics.reset()
        XCTAssertEqual(Self.color(Color("OutOfRange", bundle: b)), RGBA(r: 255, g: 0, b: 128, a: 255), "8-bit values clamped to 0...255, alpha to 1")
        XCTAssertEqual(Diagnostics.warnings.count, 1, "\(Diagnostics.warnings)")
        XCTAssertTrue(Diagnostics.warnings.first?.contains("out of range") == true, "\(Diagnostics.warnings)")
    }
}

import XCTest
@_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierSDL

// The desktop's interface scale without a display: the XSETTINGS property's bytes, the resource database's text,
// and the rule that picks a scale from them and the environment, bad values included.

final class DesktopScaleTests: XCTestCase {
    override func setUp() {
        Diagnostics.reset()
    }

    private let sample: [(String, XSettings.Value)] = [
        ("Net/ThemeName", .string("Adwaita")),
        ("Xft/DPI", .integer(122_880)),
        ("Gdk/WindowScalingFactor", .integer(2)),
        ("Gtk/CursorThemeColor", .color(red: 0xFFFF, green: 0x8000, blue: 0x1234, alpha: 0xFFFF)),
        ("Xft/Antialias", .integer(-1)),
    ]

    func testTheSettingsPropertyIsReadInEitherByteOrder() throws {
        for bigEndian in [false, true] {
            let bytes = FakeXSettingsManager.encode(sample, serial: 0x0102_0304, bigEndian: bigEndian)
            let settings = try XSettings.parse(bytes).get()
            XCTAssertEqual(settings.serial, 0x0102_0304)
            XCTAssertEqual(settings.values.count, 5)
            for (name, value) in sample { XCTAssertEqual(settings.values[name], value, "\(name), big-endian: \(bigEndian)") }
        }
        let empty = try XSettings.parse(FakeXSettingsManager.encode([])).get()
        XCTAssertEqual(empty.values, [:])
    }

    func testATruncatedPropertyIsRejectedWhole() {
        let bytes = FakeXSettingsManager.encode(sample)
        // Every shorter property, cut anywhere (at a setting's end too), is refused: a half list is not used.
        for length in 0..<bytes.count {
            guard case .failure(let problem) = XSettings.parse(Array(bytes.prefix(length))) else {
                return XCTFail("\(length) of \(bytes.count) bytes were taken as a whole property")
            }
            XCTAssertFalse(problem.description.isEmpty)
        }
        guard case .failure(let problem) = XSettings.parse(Array(bytes.prefix(bytes.count - 2))) else { return XCTFail() }
        XCTAssertEqual(problem.description, "it ends at byte \(bytes.count - 2), in the middle of a setting")
    }

    func testGarbageIsRejectedWithAReason() {
        var wrongOrder = FakeXSettingsManager.encode(sample)
        wrongOrder[0] = 7
        var unknownType = FakeXSettingsManager.encode([("Xft/DPI", .integer(98_304))])
        unknownType[12] = 9
        var hugeCount = FakeXSettingsManager.encode(sample)
        hugeCount.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xFF])
        var hugeName = FakeXSettingsManager.encode([("Xft/DPI", .integer(98_304))])
        hugeName.replaceSubrange(14..<16, with: [0xFF, 0xFF])
        let cases: [([UInt8], String)] = [
            (wrongOrder, "its byte order is 7, neither 0 nor 1"),
            (unknownType, "the setting Xft/DPI has the unknown type 9"),
            (hugeCount, "it announces 4294967295 settings in \(hugeCount.count - 12) bytes"),
            (hugeName, "it ends at byte \(hugeName.count), in the middle of a setting"),
        ]
        for (bytes, reason) in cases {
            guard case .failure(let problem) = XSettings.parse(bytes) else { XCTFail("taken: \(reason)"); continue }
            XCTAssertEqual(problem.description, reason)
        }
        // Random bytes behind a valid header: a defined answer every time, never a crash.
        var generator = SplitMix(seed: 33)
        for _ in 0..<2000 {
            let count = Int(generator.next() % 64)
            var bytes = [0, 0, 0, 0, 1, 0, 0, 0] + (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if bytes.count >= 12 { bytes[8] = bytes[8] % 4; bytes[9] = 0; bytes[10] = 0; bytes[11] = 0 }
            _ = XSettings.parse(bytes)
        }
        // The property must be of bytes, and whole.
        guard case .failure(let format) = X11DesktopScale.settings(from: ([1, 2, 3, 4], 32, true)),
              case .failure(let partial) = X11DesktopScale.settings(from: (FakeXSettingsManager.encode(sample), 8, false)) else {
            return XCTFail("a property of 32-bit items or a partial one was taken")
        }
        XCTAssertEqual(format.description, "its items are 32 bits, not 8")
        XCTAssertTrue(partial.description.hasPrefix("it is larger than"), partial.description)
    }

    func testTheResourceDatabaseIsReadAsQtReadsIt() {
        let database = "! Xft.dpi: 300\nXft.antialias:\t1\nXft.dpi:\t120\n*dpi: 200\nXft.dpiScale: 3\n  Xft.dpi :  144  \nXcursor.size: 24\n"
        XCTAssertEqual(XResources.value(named: "Xft.dpi", in: database), "144", "the last line wins; comments do not count")
        XCTAssertEqual(XResources.value(named: "Xcursor.size", in: database), "24")
        XCTAssertNil(XResources.value(named: "Xft.dpi", in: "*dpi: 200\nXft*dpi: 192\n"), "wildcard bindings are not Xft.dpi")
        XCTAssertNil(XResources.value(named: "Xft.dpi", in: ""))
    }

    func testTheRulePicksXSETTINGSThenTheResourceDatabase() {
        func settings(_ values: [String: XSettings.Value]) -> XSettings { XSettings(serial: 1, values: values) }
        let resources = "Xft.dpi: 168\n"
        // Xft/DPI (1024ths of a dot per inch) / 96 first: GNOME's text scaling and window scale are in it.
        XCTAssertEqual(DesktopScale.fromX11(settings: settings(["Xft/DPI": .integer(120 * 1024), "Gdk/WindowScalingFactor": .integer(2)]),
                                            resources: resources), DesktopScale(scale: 1.25, source: .xsettingsDPI))
        XCTAssertEqual(DesktopScale.fromX11(settings: settings(["Xft/DPI": .integer(144 * 1024)]), resources: nil),
                       DesktopScale(scale: 1.5, source: .xsettingsDPI))
        // Without a DPI (or -1, the specification's "unset"), the window scaling factor.
        XCTAssertEqual(DesktopScale.fromX11(settings: settings(["Gdk/WindowScalingFactor": .integer(2)]), resources: resources),
                       DesktopScale(scale: 2, source: .xsettingsWindowScale))
        XCTAssertEqual(DesktopScale.fromX11(settings: settings(["Xft/DPI": .integer(-1), "Gdk/WindowScalingFactor": .integer(1)]),
                                            resources: resources), DesktopScale(scale: 1, source: .xsettingsWindowScale))
        // A manager without either, or none at all: Xft.dpi from the resource database.
        XCTAssertEqual(DesktopScale.fromX11(settings: settings(["Net/ThemeName": .string("Adwaita")]), resources: resources),
                       DesktopScale(scale: 1.75, source: .resourceDPI))
        XCTAssertEqual(DesktopScale.fromX11(settings: nil, resources: "Xft.dpi:\t96\n"), DesktopScale(scale: 1, source: .resourceDPI))
        XCTAssertNil(DesktopScale.fromX11(settings: nil, resources: nil))
        XCTAssertNil(DesktopScale.fromX11(settings: settings([:]), resources: "Xcursor.size: 24\n"))
        XCTAssertEqual(Diagnostics.warnings, [], "good values warn of nothing")
    }

    func testBadDesktopValuesFallBackToTheNextSourceWithOneWarningEach() {
        func settings(_ values: [String: XSettings.Value]) -> XSettings { XSettings(serial: 1, values: values) }
        // A scale of 0 and of 100 as XSETTINGS gives it: 0 dots per inch, 9600 dots per inch.
        let zeroDPI = settings(["Xft/DPI": .integer(0), "Gdk/WindowScalingFactor": .integer(2)])
        XCTAssertEqual(DesktopScale.fromX11(settings: zeroDPI, resources: nil), DesktopScale(scale: 2, source: .xsettingsWindowScale))
        let hugeDPI = settings(["Xft/DPI": .integer(9600 * 1024)])
        XCTAssertEqual(DesktopScale.fromX11(settings: hugeDPI, resources: "Xft.dpi: 144"), DesktopScale(scale: 1.5, source: .resourceDPI))
        let textDPI = settings(["Xft/DPI": .string("144")])
        XCTAssertEqual(DesktopScale.fromX11(settings: textDPI, resources: nil), nil)
        // A window scaling factor of 0 and of 100.
        XCTAssertEqual(DesktopScale.fromX11(settings: settings(["Gdk/WindowScalingFactor": .integer(0)]), resources: "Xft.dpi: 120"),
                       DesktopScale(scale: 1.25, source: .resourceDPI))
        XCTAssertNil(DesktopScale.fromX11(settings: settings(["Gdk/WindowScalingFactor": .integer(100)]), resources: nil))
        // Xft.dpi as text: 0, NaN, 100 times 96, and not a number.
        for text in ["0", "nan", "9600", "ninety-six"] {
            XCTAssertNil(DesktopScale.fromX11(settings: nil, resources: "Xft.dpi: \(text)\n"), text)
        }
        XCTAssertEqual(Diagnostics.warnings, [
            "the desktop's XSETTINGS Xft/DPI of 0 dots per inch is not an interface scale from 0.5 to 8 (48 to 768 dots per inch); it is ignored",
            "the desktop's XSETTINGS Xft/DPI of 9600 dots per inch is not an interface scale from 0.5 to 8 (48 to 768 dots per inch); it is ignored",
            "the desktop's XSETTINGS Xft/DPI is the string \"144\", not an integer; it is ignored",
            "the desktop's XSETTINGS Gdk/WindowScalingFactor 0 is not a whole scale from 1 to 8; it is ignored",
            "the desktop's XSETTINGS Gdk/WindowScalingFactor 100 is not a whole scale from 1 to 8; it is ignored",
            "the X resource Xft.dpi: 0 is not a number of dots per inch from 48 to 768 (an interface scale from 0.5 to 8); it is ignored",
            "the X resource Xft.dpi: nan is not a number of dots per inch from 48 to 768 (an interface scale from 0.5 to 8); it is ignored",
            "the X resource Xft.dpi: 9600 is not a number of dots per inch from 48 to 768 (an interface scale from 0.5 to 8); it is ignored",
            "the X resource Xft.dpi: ninety-six is not a number of dots per inch from 48 to 768 (an interface scale from 0.5 to 8); it is ignored",
        ])
        // The same bad values read again (the desktop re-reads on every change) warn no more.
        _ = DesktopScale.fromX11(settings: zeroDPI, resources: "Xft.dpi: nan")
        XCTAssertEqual(Diagnostics.warnings.count, 9)
    }

    func testTheEnvironmentOverridesAndABadValueFallsThrough() {
        XCTAssertEqual(DesktopScale.fromEnvironment(["ATELIER_SCALE": "1.75", "GDK_SCALE": "2"]), DesktopScale(scale: 1.75, source: .atelierScale))
        XCTAssertEqual(DesktopScale.fromEnvironment(["GDK_SCALE": "2"]), DesktopScale(scale: 2, source: .gdkScale))
        // ATELIER_SCALE of 0, NaN or 100: GDK_SCALE applies, else none (the desktop's, else 1).
        XCTAssertEqual(DesktopScale.fromEnvironment(["ATELIER_SCALE": "0", "GDK_SCALE": "2"]), DesktopScale(scale: 2, source: .gdkScale))
        XCTAssertNil(DesktopScale.fromEnvironment(["ATELIER_SCALE": "nan"]))
        XCTAssertNil(DesktopScale.fromEnvironment(["ATELIER_SCALE": "100", "GDK_SCALE": "inf"]))
        XCTAssertNil(DesktopScale.fromEnvironment(["ATELIER_SCALE": "", "GDK_SCALE": ""]), "empty is unset")
        XCTAssertEqual(Diagnostics.warnings, [
            "ATELIER_SCALE=0 is not an interface scale from 0.5 to 8; it is ignored",
            "ATELIER_SCALE=nan is not an interface scale from 0.5 to 8; it is ignored",
            "ATELIER_SCALE=100 is not an interface scale from 0.5 to 8; it is ignored",
            "GDK_SCALE=inf is not an interface scale from 0.5 to 8; it is ignored",
        ])
        let bad = HostSettings.fromEnvironment(["ATELIER_SCALE": "0"])
        XCTAssertEqual(bad.interfaceScale, 1)
        XCTAssertFalse(bad.scaleIsExplicit, "a bad override leaves the desktop's scale to be read")
        let good = HostSettings.fromEnvironment(["GDK_SCALE": "1.5"])
        XCTAssertEqual(good.interfaceScale, 1.5)
        XCTAssertTrue(good.scaleIsExplicit)
    }
}

/// A small deterministic generator, so that the garbage is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// The folders the tests made, removed after each test.
@MainActor private var madeFolders: [URL] = []

/// A folder laid out as a bundle's resources: `.lproj` folders of strings files and a string catalog.
@MainActor private func makeLocalizedBundle() throws -> Bundle {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-strings-\(getpid())-\(UUID().uuidString)")
    madeFolders.append(dir)
    func write(_ path: String, _ text: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write("en.lproj/Localizable.strings", """
        "Hello" = "Hello!";
        "%lld items" = "%lld things";
        """)
    try write("de.lproj/Localizable.strings", """
        /* Greeting */
        "Hello" = "Hallo";
        "%lld items" = "%lld Dinge";
        "Total: %@" = "Summe: %@";
        "%@ sent %@" = "%2$@ erhielt von %1$@";
        "Broken %@" = "Kaputt %@ und %@";
        "50%" = "50 %";
        "%lld%% done" = "%lld %% fertig";
        """)
    try write("de.lproj/Settings.strings", "\"Hello\" = \"Grüß Gott\";\n")
    try write("fr.lproj/Localizable.strings", "this is not a strings file")
    try write("Catalog.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld apples" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Apfel" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Äpfel" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld apple" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld apples" } }
                } } }
              }
            },
            "Welcome" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome!" } }
              }
            }
          },
          "version" : "1.0"
        }
        """)
    return try XCTUnwrap(Bundle(path: dir.path))
}

@preconcurrency @MainActor final class TextFormattingTests: XCTestCase {
    private var savedLanguages: [String] = []

    override func setUp() async throws {
        Diagnostics.reset()
        savedLanguages = LocalizationTables.preferredLanguages
    }

    override func tearDown() async throws {
        LocalizationTables.preferredLanguages = savedLanguages
        LocalizationTables.shared.reset()
        for folder in madeFolders { try? FileManager.default.removeItem(at: folder) }
        madeFolders = []
    }

    /// The characters a Text shows, as a TestHost renders them.
    private func shown(_ text: Text) -> String {
        let host = TestHost(text, size: CGSize(width: 400, height: 60))
        return host.texts.joined(separator: "|")
    }

    func testSpecifiersFormatNumbersAsPrintfDoes() {
        let value = 3.14159
        XCTAssertEqual(shown(Text("\(value, specifier: "%.2f")")), "3.14")
        XCTAssertEqual(shown(Text("Pi is about \(value, specifier: "%.3f")!")), "Pi is about 3.142!")
        XCTAssertEqual(shown(Text("\(7, specifier: "%03d")")), "007")
        XCTAssertEqual(shown(Text("\(Float(2.5), specifier: "%.1f") kg")), "2.5 kg")
        XCTAssertEqual(shown(Text("\(CGFloat(0.5), specifier: "%.0f%%")")), "0%", "a %% in the specifier is a percent sign")
        XCTAssertEqual(shown(Text("\(UInt8(255), specifier: "%x")")), "ff")
        XCTAssertEqual(shown(Text("\(Int64.max, specifier: "%lld")")), "9,223,372,036,854,775,807")
    }

    func testInterpolatedNumbersWithoutASpecifierAreFormattedAsSwiftUIFormatsThem() {
        XCTAssertEqual(shown(Text("\(1234) items")), "1,234 items", "integers grouped")
        XCTAssertEqual(shown(Text("\(3.5)")), "3.500000", "a Double as %lf writes it")
        XCTAssertEqual(shown(Text("\(-1_234_567) and \(Int32(999)) and \(Int8(-5))")), "-1,234,567 and 999 and -5")
    }

    /// Integers in their own specifier are written without Foundation, exactly as its `%lld` writes them.
    func testIntegersAreGroupedAsFoundationGroupsThem() {
        let locale = Locale(identifier: "en_US")
        for value: Int64 in [0, 7, -7, 99, 999, -999, 1000, -1000, 12_345, 999_999, 1_000_000, -1_234_567, .min, .max] {
            XCTAssertEqual(LocalizedFormatting.groupedDecimal(value), String(format: "%lld", locale: locale, value))
        }
    }

    func testABadSpecifierFallsBackToTheValuesOwnWithOneWarning() {
        XCTAssertEqual(shown(Text("\(42, specifier: "%@")")), "42")
        XCTAssertEqual(shown(Text("\(42, specifier: "%@")")), "42")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("\"%@\"") }.count, 1, "\(Diagnostics.warnings)")
        XCTAssertEqual(shown(Text("\(2.75, specifier: "%d")")), "2", "a float given to %d is converted")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("%d") && $0.contains("Double") })
    }

    func testFormatStylesInInterpolationsAndTextFormat() {
        XCTAssertEqual(shown(Text("Total: \(12.5, format: .currency(code: "USD"))")), "Total: $12.50")
        XCTAssertEqual(shown(Text(12.5, format: .currency(code: "EUR"))), "€12.50")
        XCTAssertEqual(shown(Text(0.256, format: .percent)), "25.6%")
        XCTAssertEqual(shown(Text(1_234_567, format: .number)), "1,234,567")
        XCTAssertEqual(shown(Text(1234.5678, format: .number.precision(.fractionLength(2)))), "1,234.57")
        let day = Date(timeIntervalSince1970: 1_559_563_200) // 2019-06-03 12:00 UTC: June 3 in every time zone
        XCTAssertEqual(shown(Text(day, format: .dateTime.year().month().day())), "Jun 3, 2019")
        XCTAssertEqual(shown(Text("Due \(day, format: .dateTime.month(.wide).day())")), "Due June 3")
        XCTAssertEqual(shown(Text(["a", "b", "c"], format: .list(type: .and))), "a, b, and c")
    }

    func testDateStyles() throws {
        let day = Date(timeIntervalSince1970: 1_559_563_200)
        XCTAssertEqual(shown(Text(day, style: .date)), "June 3, 2019")
        XCTAssertEqual(shown(Text("Due \(day, style: .date)")), "Due June 3, 2019")
        let time = shown(Text(day, style: .time))
        XCTAssertNotNil(time.range(of: #"^\d{1,2}:\d{2}\s[AP]M$"#, options: .regularExpression), "hours and minutes: \(time)")
        let now = Date()
        XCTAssertEqual(shown(Text(now.addingTimeInterval(2 * 3600 + 23 * 60 + 30), style: .relative)), "2 hours, 23 minutes")
        let threeMonthsAgo = Calendar(identifier: .gregorian).date(byAdding: .month, value: -3, to: now)!.addingTimeInterval(-3600)
        XCTAssertEqual(shown(Text(threeMonthsAgo, style: .offset)), "-3 months")
        XCTAssertEqual(shown(Text(now.addingTimeInterval(7200.5), style: .offset)), "+2 hours")
        XCTAssertEqual(shown(Text(now.addingTimeInterval(152.5), style: .timer)), "2:32")
        XCTAssertEqual(shown(Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1.5)), style: .timer)), "36:59:01")
    }

    func testFormatterInterpolation() {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        XCTAssertEqual(shown(Text("\(NSNumber(value: 42), formatter: formatter)")), "forty-two")
        let url = URL(string: "https://example.com/a")!
        XCTAssertEqual(shown(Text("Open \(url)")), "Open https://example.com/a")
    }

    func testKeysAreLookedUpInTheBundlesTranslations() throws {
        let bundle = try makeLocalizedBundle()
        LocalizationTables.preferredLanguages = ["de_DE", "de"]
        XCTAssertEqual(shown(Text("Hello", bundle: bundle)), "Hallo")
        XCTAssertEqual(shown(Text("Hello", tableName: "Settings", bundle: bundle, comment: "greeting")), "Grüß Gott")
        XCTAssertEqual(shown(Text("\(3) items", bundle: bundle)), "3 Dinge", "the key of an interpolation is %lld items")
        XCTAssertEqual(shown(Text("Total: \(12.5, format: .currency(code: "USD"))", bundle: bundle)), "Summe: $12.50")
        XCTAssertEqual(shown(Text("\("Ann") sent \("Bob")", bundle: bundle)), "Bob erhielt von Ann", "positional placeholders")
        XCTAssertEqual(shown(Text("Not translated \(5)", bundle: bundle)), "Not translated 5", "a missing key shows as written")
        XCTAssertEqual(shown(Text("50%", bundle: bundle)), "50 %", "a literal key is looked up as written")
        XCTAssertEqual(shown(Text("\(80)% done", bundle: bundle)), "80 % fertig", "an interpolation's % is %% in its key")
        XCTAssertEqual(shown(Text("\(80)% left", bundle: bundle)), "80% left")
        // Another language falls back to English, then to the key.
        LocalizationTables.preferredLanguages = ["it"]
        XCTAssertEqual(shown(Text("Hello", bundle: bundle)), "Hello!")
        XCTAssertEqual(shown(Text("Total: \(1, format: .number)", bundle: bundle)), "Total: 1")
    }

    func testStringCatalogsWithPluralVariations() throws {
        let bundle = try makeLocalizedBundle()
        LocalizationTables.preferredLanguages = ["de"]
        XCTAssertEqual(shown(Text("Welcome", tableName: "Catalog", bundle: bundle)), "Willkommen")
        XCTAssertEqual(shown(Text("\(1) apples", tableName: "Catalog", bundle: bundle)), "1 Apfel")
        XCTAssertEqual(shown(Text("\(5) apples", tableName: "Catalog", bundle: bundle)), "5 Äpfel")
        LocalizationTables.preferredLanguages = []
        XCTAssertEqual(shown(Text("\(1) apples", tableName: "Catalog", bundle: bundle)), "1 apple", "the source language's forms")
    }

    func testStringLocalizedAndLocalizedStringResource() throws {
        let bundle = try makeLocalizedBundle()
        LocalizationTables.preferredLanguages = ["de"]
        XCTAssertEqual(String(localized: "Hello", bundle: bundle), "Hallo")
        XCTAssertEqual(String(localized: "\(2) items", bundle: bundle, comment: "a count"), "2 Dinge")
        XCTAssertEqual(String(localized: "greeting", defaultValue: "Hi there", bundle: bundle), "Hi there")
        XCTAssertEqual(String(localized: "Hello", bundle: bundle, locale: Locale(identifier: "en_US")), "Hello!",
                       "an explicit locale chooses the language")
        let resource = LocalizedStringResource("Hello", bundle: .atURL(bundle.bundleURL))
        XCTAssertEqual(resource.key, "Hello")
        XCTAssertEqual(String(localized: resource), "Hallo")
        XCTAssertEqual(shown(Text(resource)), "Hallo")
        let counted: LocalizedStringResource = "\(4) items"
        XCTAssertEqual(counted.key, "%lld items")
        XCTAssertEqual(String(localized: counted), "4 items", "the main bundle has no translations")
        XCTAssertEqual(shown(Text("Hello")), "Hello", "a plain literal is a LocalizedStringKey looked up in the main bundle")
    }

    func testBadTranslationFilesAndFormatsGiveOneWarningEach() throws {
        let bundle = try makeLocalizedBundle()
        LocalizationTables.preferredLanguages = ["fr"]
        XCTAssertEqual(shown(Text("Hello", bundle: bundle)), "Hello!", "an unreadable file is skipped for the next language")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("fr.lproj/Localizable.strings") && $0.contains("not a strings file") },
                      "\(Diagnostics.warnings)")
        LocalizationTables.preferredLanguages = ["de"]
        XCTAssertEqual(shown(Text("Broken \("x")", bundle: bundle)), "Kaputt x und %@")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("more placeholders") }.count, 1)
    }
}

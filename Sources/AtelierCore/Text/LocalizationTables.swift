import Foundation

/// The translations a bundle holds, read once: `<language>.lproj/<table>.strings` files and `<table>.xcstrings`
/// string catalogs (a catalog's plural variations choose `one` for 1 and `other` otherwise, English's rule).
/// Languages are looked up in the user's order, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` as
/// gettext reads them, then English; Foundation on Linux neither reads those nor has `String(localized:)`.
final class LocalizationTables: @unchecked Sendable {
    static let shared = LocalizationTables()

    /// The user's languages, most preferred first (`de_DE`, then `de`); tests set them.
    nonisolated(unsafe) static var preferredLanguages: [String] = languagesFromEnvironment()

    private let lock = NSLock()
    private var bundles: [String: BundleTranslations] = [:]
    /// The main bundle's, read at the first look-up: every `Text("…")` asks it, and most apps have none.
    private var main: BundleTranslations?

    /// The translation of `key` in `table` (Localizable by default) of `bundle` (the main bundle by default),
    /// in `language` or the preferred languages; nil when the bundle has none.
    func translation(forKey key: String, table: String?, bundle: Bundle?, language: String? = nil,
                     arguments: [LocalizedFormatArgument] = []) -> String? {
        let translations = self.translations(of: bundle)
        guard !translations.isEmpty else { return nil }
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        var languages = language.map(Self.variants(of:)) ?? []
        languages += Self.preferredLanguages + ["en", "Base"]
        let count = arguments.first { $0.number != nil }?.number
        lock.lock()
        defer { lock.unlock() }
        return translations.lookup(key, table: table, languages: languages, pluralCount: count)
    }

    private func translations(of bundle: Bundle?) -> BundleTranslations {
        lock.lock()
        defer { lock.unlock() }
        if bundle == nil || bundle === Bundle.main, let main { return main }
        let bundle = bundle ?? .main
        let path = bundle.resourcePath ?? bundle.bundlePath
        if let found = bundles[path] {
            if bundle === Bundle.main { main = found }
            return found
        }
        let made = BundleTranslations(resourcePath: path)
        bundles[path] = made
        if bundle === Bundle.main { main = made }
        return made
    }

    /// Forgets what was read (a test writes a bundle's files anew).
    func reset() {
        lock.lock()
        bundles = [:]
        main = nil
        lock.unlock()
    }

    /// The language a locale names for look-ups; nil for the current locale (Foundation on Linux reports
    /// `en_001` for it whatever the user chose), so that the user's languages apply.
    static func language(of locale: Locale) -> String? {
        locale.identifier == Locale.current.identifier ? nil : locale.identifier
    }

    /// A language and the ones it falls back to: `de_DE.UTF-8` gives `de_DE`, `de-DE`, `de`.
    static func variants(of language: String) -> [String] {
        var name = language
        if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        if let at = name.firstIndex(of: "@") { name = String(name[..<at]) }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return [] }
        var result = [name]
        let dashed = name.replacingOccurrences(of: "_", with: "-")
        if dashed != name { result.append(dashed) }
        if let cut = name.firstIndex(where: { $0 == "_" || $0 == "-" }) { result.append(String(name[..<cut])) }
        return result
    }

    static func languagesFromEnvironment() -> [String] {
        let environment = ProcessInfo.processInfo.environment
        var names: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty { names += list.split(separator: ":").map(String.init) }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[variable], !value.isEmpty { names.append(value); break }
        }
        var result: [String] = []
        for name in names { for variant in variants(of: name) where !result.contains(variant) { result.append(variant) } }
        return result
    }
}

/// One bundle's translation files, each read when first asked for.
private final class BundleTranslations {
    /// The languages with an `.lproj` folder, and the string catalogs, by table name.
    private let lprojLanguages: Set<String>
    private let catalogNames: Set<String>
    private let resourcePath: String
    private var stringsFiles: [String: [String: String]] = [:]
    private var catalogs: [String: StringCatalog] = [:]

    init(resourcePath: String) {
        self.resourcePath = resourcePath
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: resourcePath)) ?? []
        lprojLanguages = Set(entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) })
        catalogNames = Set(entries.filter { $0.hasSuffix(".xcstrings") }.map { String($0.dropLast(10)) })
    }

    var isEmpty: Bool { lprojLanguages.isEmpty && catalogNames.isEmpty }

    func lookup(_ key: String, table: String, languages: [String], pluralCount: Double?) -> String? {
        let catalog = catalogNames.contains(table) ? self.catalog(table) : nil
        for language in languages {
            if lprojLanguages.contains(language), let value = strings(table, language)[key] { return value }
            if let value = catalog?.value(key, language: language, count: pluralCount) { return value }
        }
        // A catalog's own source language, when the user's are not in it.
        if let catalog, let value = catalog.value(key, language: catalog.sourceLanguage, count: pluralCount) { return value }
        return nil
    }

    private func strings(_ table: String, _ language: String) -> [String: String] {
        let id = language + "/" + table
        if let found = stringsFiles[id] { return found }
        let path = resourcePath + "/" + language + ".lproj/" + table + ".strings"
        var table: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: path) {
            if let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] {
                table = plist
            } else {
                Diagnostics.warn("\(path) is not a strings file (\"key\" = \"value\"; lines); its translations are not used.",
                                 key: "strings-file-\(path)")
            }
        }
        stringsFiles[id] = table
        return table
    }

    private func catalog(_ table: String) -> StringCatalog {
        if let found = catalogs[table] { return found }
        let path = resourcePath + "/" + table + ".xcstrings"
        let catalog = StringCatalog(path: path)
        catalogs[table] = catalog
        return catalog
    }
}

/// A string catalog (`.xcstrings`, JSON): each key's string unit per language, or its plural variations.
private struct StringCatalog {
    var sourceLanguage = "en"
    private var strings: [String: [String: Any]] = [:]

    init(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            Diagnostics.warn("\(path) is not a string catalog; its translations are not used.", key: "xcstrings-\(path)")
            return
        }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        self.strings = strings.compactMapValues { $0 as? [String: Any] }
    }

    func value(_ key: String, language: String, count: Double?) -> String? {
        guard let entry = strings[key], let localizations = entry["localizations"] as? [String: Any],
              let localization = localizations[language] as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any] { return unit["value"] as? String }
        guard let variations = localization["variations"] as? [String: Any],
              let plural = variations["plural"] as? [String: Any] else { return nil }
        let category = count == 1 ? "one" : "other"
        let form = (plural[category] ?? plural["other"]) as? [String: Any]
        return (form?["stringUnit"] as? [String: Any])?["value"] as? String
    }
}

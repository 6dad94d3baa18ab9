import Foundation

/// The translations a bundle holds, read once: `<language>.lproj/<table>.strings` files and `<table>.xcstrings`
/// string catalogs, which SwiftPM on Linux (6.3) copies into the resource bundle as they are, having no
/// catalog compiler (a catalog's plural variations choose `one` for 1 and `other` otherwise, English's rule).
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
        let isMain = bundle == nil || bundle === Bundle.main
        if isMain {
            if let main { return main }
            let made = BundleTranslations(directories: ResourceLocations.directories(bundlePath: nil))
            main = made
            return made
        }
        let path = bundle?.bundlePath ?? ""
        if let found = bundles[path] { return found }
        let made = BundleTranslations(directories: ResourceLocations.directories(bundlePath: path))
        bundles[path] = made
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

/// One bundle's translation files, each read when first asked for: in the folders `ResourceLocations` gives
/// for it (for the main bundle, also the `<Package>_<Target>.resources` bundles SwiftPM puts beside the
/// executable, so that a ported app's `Text("…")` finds its target's translations).
private final class BundleTranslations {
    /// A folder, the languages it has an `.lproj` folder for, and its string catalogs by table name.
    private struct Root {
        var path: String
        var languages: Set<String>
        var catalogs: Set<String>
    }
    private let roots: [Root]
    private var stringsFiles: [String: [String: String]] = [:]
    private var catalogs: [String: StringCatalog] = [:]

    init(directories: [String]) {
        let fm = FileManager.default
        roots = directories.compactMap { path in
            let entries = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            let languages = Set(entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) })
            let catalogs = Set(entries.filter { $0.hasSuffix(".xcstrings") }.map { String($0.dropLast(10)) })
            return languages.isEmpty && catalogs.isEmpty ? nil : Root(path: path, languages: languages, catalogs: catalogs)
        }
    }

    var isEmpty: Bool { roots.isEmpty }

    func lookup(_ key: String, table: String, languages: [String], pluralCount: Double?) -> String? {
        let found = roots.compactMap { root in root.catalogs.contains(table) ? catalog(root.path + "/" + table + ".xcstrings") : nil }
        for language in languages {
            for root in roots {
                if root.languages.contains(language), let value = strings(root.path + "/" + language + ".lproj/" + table + ".strings")[key] {
                    return value
                }
            }
            for catalog in found {
                if let value = catalog.value(key, language: language, count: pluralCount) { return value }
            }
        }
        // A catalog's own source language, when the user's are not in it.
        for catalog in found {
            if let value = catalog.value(key, language: catalog.sourceLanguage, count: pluralCount) { return value }
        }
        return nil
    }

    private func strings(_ path: String) -> [String: String] {
        if let found = stringsFiles[path] { return found }
        var table: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: path) {
            if let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] {
                table = plist
            } else {
                Diagnostics.warn("\(path) is not a strings file (\"key\" = \"value\"; lines); its translations are not used.",
                                 key: "strings-file-\(path)")
            }
        }
        stringsFiles[path] = table
        return table
    }

    private func catalog(_ path: String) -> StringCatalog {
        if let found = catalogs[path] { return found }
        let catalog = StringCatalog(path: path)
        catalogs[path] = catalog
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

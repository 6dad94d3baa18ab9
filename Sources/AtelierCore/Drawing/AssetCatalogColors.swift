import Foundation

/// The colour sets of asset catalogues (`*.xcassets/…/Name.colorset/Contents.json`) that `Color("Name")` reads:
/// Linux has no compiled catalogues, so the catalogue folders a package copies as resources are read as they
/// are, once per name. A set's light value is its universal colour; a colour for the dark luminosity
/// appearance is its dark value.
enum AssetCatalogColors {
    /// A named colour: its light and dark values.
    struct Entry: Sendable {
        let light: RGBAColor
        let dark: RGBAColor?
        func value(for scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark ?? light : light }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: Entry?] = [:]

    /// The colour named `name` in the catalogues of the bundle at `bundlePath` (the main bundle and the package
    /// resource bundles beside it when nil), or nil when none has it.
    static func color(named name: String, bundlePath: String?) -> Entry? {
        let key = (bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let known = found[key] { lock.unlock(); return known }
        lock.unlock()
        let entry = search(name, in: roots(bundlePath)).flatMap(parse)
        lock.lock()
        found[key] = entry
        lock.unlock()
        return entry
    }

    /// The folders whose catalogues are searched.
    private static func roots(_ bundlePath: String?) -> [URL] {
        if let bundlePath {
            let bundle = Bundle(path: bundlePath)
            return [URL(fileURLWithPath: bundle?.resourcePath ?? bundlePath)]
        }
        var roots = [URL(fileURLWithPath: Bundle.main.resourcePath ?? Bundle.main.bundlePath)]
        // SwiftPM puts a target's resources in a `<Package>_<Target>.resources` folder beside the executable.
        let beside = URL(fileURLWithPath: Bundle.main.bundlePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
        for n in names.sorted() where n.hasSuffix(".resources") { roots.append(beside.appendingPathComponent(n)) }
        return roots
    }

    /// The `Contents.json` of the first colour set named `name` in the catalogues at the top of the roots.
    private static func search(_ name: String, in roots: [URL]) -> URL? {
        let fm = FileManager.default
        for root in roots {
            let items = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
            for catalogue in items.sorted() where catalogue.hasSuffix(".xcassets") {
                let base = root.appendingPathComponent(catalogue)
                guard let walk = fm.enumerator(atPath: base.path) else { continue }
                // Colour sets may sit in groups (folders) of the catalogue.
                var matches: [String] = []
                while let path = walk.nextObject() as? String {
                    if (path as NSString).lastPathComponent == name + ".colorset" { matches.append(path) }
                }
                if let first = matches.sorted().first {
                    return base.appendingPathComponent(first).appendingPathComponent("Contents.json")
                }
            }
        }
        return nil
    }

    /// Reads a colour set's light and dark colours.
    private static func parse(_ url: URL) -> Entry? {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else {
            Diagnostics.warn("the colour set at \(url.path) could not be read", key: "colorset-unreadable:\(url.path)")
            return nil
        }
        var light: RGBAColor?, dark: RGBAColor?
        for item in colors {
            guard let color = item["color"] as? [String: Any], let value = components(color) else { continue }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let other = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) != "dark" }
            if isDark { dark = dark ?? value } else if !other || light == nil { light = light ?? value }
        }
        guard let light else { return nil }
        return Entry(light: light, dark: dark)
    }

    /// A colour's components: decimals from 0 to 1, or 8-bit values written as integers or in hex ("0x7A").
    private static func components(_ color: [String: Any]) -> RGBAColor? {
        guard let parts = color["components"] as? [String: Any] else { return nil }
        func number(_ key: String) -> Double? {
            let raw: String
            if let s = parts[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = parts[key] as? NSNumber { raw = n.stringValue }
            else { return nil }
            if raw.lowercased().hasPrefix("0x"), let v = Int(raw.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(raw) else { return nil }
            // Above 1 a value is 8-bit ("255"); otherwise a fraction ("0.5", and "1", which is the same either way).
            return v > 1 ? v / 255 : v
        }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return RGBAColor(red: white, green: white, blue: white, alpha: alpha) }
        guard let r = number("red"), let g = number("green"), let b = number("blue") else { return nil }
        let space: Color.RGBColorSpace = (color["color-space"] as? String) == "display-p3" ? .displayP3 : .sRGB
        let (sr, sg, sb) = ColorMath.toSRGB(space, r, g, b)
        return RGBAColor(red: sr, green: sg, blue: sb, alpha: alpha)
    }
}

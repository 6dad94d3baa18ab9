import Foundation

/// The colour sets of asset catalogs (`*.xcassets/…/Name.colorset/Contents.json`) that `Color("Name")` reads:
/// Linux has no compiled catalogs, so the catalog folders a package ships as resources are read as they are,
/// once per name.
///
/// A set holds colours for appearances: any, light or dark luminosity, each optionally for high contrast. The
/// colour drawn is the one whose appearances all match the environment's `colorScheme` and
/// `colorSchemeContrast` and name the most of them (luminosity before contrast). Components are read as Xcode
/// writes them: decimals ("0.500"), 8-bit integers ("128") or hex ("0x80"), in the sRGB, extended sRGB,
/// extended linear sRGB, Display P3 or gray colour spaces.
enum AssetCatalogColors {
    /// One colour of a set and the appearances it is for.
    struct Variant: Sendable {
        /// The luminosity it is for; nil for any.
        let scheme: ColorScheme?
        /// Whether it is for increased contrast only.
        let highContrast: Bool
        /// Whether it is for the universal idiom (or iPhone), which wins over other idioms.
        let universal: Bool
        let value: RGBAColor
    }

    /// A named colour: its variants, in the set's order.
    struct Entry: Sendable {
        let variants: [Variant]

        /// The variant for a colour scheme and contrast.
        func value(for scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> RGBAColor {
            var best: (score: Int, value: RGBAColor)?
            for v in variants {
                guard v.scheme == nil || v.scheme == scheme, !v.highContrast || contrast == .increased else { continue }
                let score = (v.scheme != nil ? 4 : 0) + (v.highContrast ? 2 : 0) + (v.universal ? 1 : 0)
                if best == nil || score > best!.score { best = (score, v.value) }
            }
            // Every variant is for another appearance (a set with only a dark colour): the first stands in.
            return best?.value ?? variants.first?.value ?? .clear
        }
    }

    /// What a lookup found.
    enum Lookup: Sendable {
        case found(Entry)
        /// No catalog has a set of that name.
        case missing
        /// A set of that name exists but holds no colour that can be read (a warning said why).
        case unreadable
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: Lookup] = [:]

    /// The colour named `name` in the catalogs of the bundle at `bundlePath` (the main bundle and the package
    /// resource bundles beside it when nil).
    static func color(named name: String, bundlePath: String?) -> Lookup {
        let key = (bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let known = found[key] { lock.unlock(); return known }
        lock.unlock()
        let result: Lookup
        if let set = ResourceLocations.assetSet(named: name, kind: "colorset", in: ResourceLocations.directories(bundlePath: bundlePath)) {
            result = parse(URL(fileURLWithPath: set).appendingPathComponent("Contents.json")).map { .found($0) } ?? .unreadable
        } else {
            result = .missing
        }
        lock.lock()
        found[key] = result
        lock.unlock()
        return result
    }

    /// Reads a colour set's variants; nil (with one warning) when it has none that can be read.
    static func parse(_ url: URL) -> Entry? {
        let set = url.deletingLastPathComponent().path
        guard let data = try? Data(contentsOf: url) else {
            Diagnostics.warn("the colour set at \(set) has no readable Contents.json; its colour draws as clear", key: "colorset-unreadable:\(set)")
            return nil
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else {
            Diagnostics.warn("the Contents.json of the colour set at \(set) is not valid JSON with a \"colors\" list; its colour draws as clear",
                             key: "colorset-unreadable:\(set)")
            return nil
        }
        var problems = Problems()
        var variants: [Variant] = []
        for item in colors {
            guard let color = item["color"] as? [String: Any] else { continue }
            guard let value = components(color, problems: &problems) else { continue }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            var scheme: ColorScheme?
            var highContrast = false
            for a in appearances {
                switch (a["appearance"] as? String, a["value"] as? String) {
                case ("luminosity", "dark"): scheme = .dark
                case ("luminosity", "light"): scheme = .light
                case ("contrast", "high"): highContrast = true
                default: break
                }
            }
            let idiom = item["idiom"] as? String ?? "universal"
            variants.append(Variant(scheme: scheme, highContrast: highContrast,
                                    universal: idiom == "universal" || idiom == "iphone", value: value))
        }
        if !problems.unparsable.isEmpty {
            Diagnostics.warn("the colour set at \(set) has components that are not numbers (\(problems.unparsable.joined(separator: ", "))); "
                             + (variants.isEmpty ? "its colour draws as clear" : "those colours are skipped"),
                             key: "colorset-unparsable:\(set)")
        } else if variants.isEmpty {
            Diagnostics.warn("the colour set at \(set) has no colour; it draws as clear", key: "colorset-unreadable:\(set)")
        }
        if !problems.outOfRange.isEmpty {
            Diagnostics.warn("the colour set at \(set) has components out of range (\(problems.outOfRange.joined(separator: ", "))); they are clamped",
                             key: "colorset-range:\(set)")
        }
        return variants.isEmpty ? nil : Entry(variants: variants)
    }

    /// What was wrong with a set's components, for its one warning of each kind.
    struct Problems {
        var unparsable: [String] = []
        var outOfRange: [String] = []
    }

    /// A component as written: its value, and whether it was written as an integer (8-bit when above 1) or in hex.
    private enum Written {
        case decimal(Double), integer(Double), hex(Double)
    }

    /// A component read from the JSON: absent, a number as written, or not a number.
    private enum Parsed {
        case absent, value(Written), invalid
    }

    private static func parsed(_ any: Any?) -> Parsed {
        guard let any else { return .absent }
        let raw: String
        if let s = any as? String { raw = s.trimmingCharacters(in: .whitespaces) }
        else if let n = any as? NSNumber { raw = n.stringValue }
        else { return .invalid }
        if raw.lowercased().hasPrefix("0x") {
            guard let v = Int(raw.dropFirst(2), radix: 16) else { return .invalid }
            return .value(.hex(Double(v)))
        }
        guard let v = Double(raw), v.isFinite else { return .invalid }
        return .value(raw.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? .decimal(v) : .integer(v))
    }

    /// A colour's components as gamma-encoded sRGB (extended range kept for the extended spaces).
    private static func components(_ color: [String: Any], problems: inout Problems) -> RGBAColor? {
        guard let parts = color["components"] as? [String: Any] else {
            problems.unparsable.append("no components")
            return nil
        }
        let spaceName = (color["color-space"] as? String) ?? "srgb"
        let extended = spaceName.hasPrefix("extended")
        let channelKeys = parts["white"] != nil ? ["white"] : ["red", "green", "blue"]
        var values: [String: Written] = [:]
        for key in channelKeys + ["alpha"] {
            switch parsed(parts[key]) {
            case .value(let w): values[key] = w
            case .absent:
                // Alpha may be left out (opaque); a colour channel may not.
                if key != "alpha" { problems.unparsable.append("\(key) missing"); return nil }
            case .invalid:
                problems.unparsable.append("\(key) \(parts[key].map { "\($0)" } ?? "")")
                return nil
            }
        }
        // Integers are 8-bit values when any channel is written above 1 ("255", "128"); "0" and "1" alone are fractions.
        let eightBit = channelKeys.contains { if case .integer(let v)? = values[$0] { return v > 1 } else { return false } }
        func value(_ key: String) -> Double {
            guard let w = values[key] else { return 1 }
            var v: Double
            var limit: ClosedRange<Double> = 0...1
            switch w {
            case .decimal(let d): v = d
            case .integer(let i): v = eightBit && key != "alpha" ? i / 255 : i
            case .hex(let h): v = h / 255
            }
            if extended && key != "alpha" { limit = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude }
            if !limit.contains(v) {
                problems.outOfRange.append("\(key) \(v)")
                v = min(max(v, limit.lowerBound), limit.upperBound)
            }
            return v
        }
        let alpha = value("alpha")
        switch spaceName {
        case "gray-gamma-22", "extended-gray":
            let w = value(channelKeys[0])
            let linear = w < 0 ? -pow(-w, 2.2) : pow(w, 2.2)
            let g = ColorMath.gammaEncode(linear)
            return RGBAColor(red: g, green: g, blue: g, alpha: alpha)
        default:
            let r = value(channelKeys[0])
            let g = channelKeys.count == 3 ? value("green") : r
            let b = channelKeys.count == 3 ? value("blue") : r
            let space: Color.RGBColorSpace
            switch spaceName {
            case "display-p3": space = .displayP3
            case "extended-linear-srgb": space = .sRGBLinear
            case "srgb", "extended-srgb": space = .sRGB
            default:
                Diagnostics.warn("a colour set uses the colour space '\(spaceName)', which Atelier reads as sRGB", key: "colorset-space:\(spaceName)")
                space = .sRGB
            }
            let (sr, sg, sb) = ColorMath.toSRGB(space, r, g, b)
            return RGBAColor(red: sr, green: sg, blue: sb, alpha: alpha)
        }
    }
}

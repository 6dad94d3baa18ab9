import Foundation
import CPangoFc
@_spi(Backend) import AtelierCore

/// Looks once, at start, whether the system font (Inter) is installed: on a machine without it fontconfig gives
/// its own substitute for every text, so the app still draws, but its metrics are not the ones Atelier's
/// layouts were made for; one warning names the font used instead (or says there is none at all).
enum SystemFontCheck {
    /// The system font's family.
    static let family = "Inter"

    /// What is missing, or nil when the system font is installed: the warning's text.
    static func problem() -> String? {
        guard let config = FcConfigGetCurrent() else { return nil }
        if families(in: config, named: family) > 0 { return nil }
        guard families(in: config, named: nil) > 0 else {
            return "no fonts are installed (fontconfig lists none); text cannot be drawn. "
                + "Install Inter (Debian: fonts-inter) or any font"
        }
        let substitute = substituteFamily(config) ?? "another font"
        return "the system font \(family) is not installed (Debian: fonts-inter); text is drawn in \(substitute) instead"
    }

    /// Gives the warning, if one is due.
    static func warnIfMissing() {
        if let problem = problem() { Diagnostics.warn(problem, key: "system-font-missing") }
    }

    /// How many fonts of `name` (of any family when nil) fontconfig lists.
    private static func families(in config: OpaquePointer, named name: String?) -> Int32 {
        guard let pattern = FcPatternCreate() else { return 0 }
        defer { FcPatternDestroy(pattern) }
        if let name {
            _ = name.withCString { p in
                p.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
            }
        }
        guard let objects = FcObjectSetCreate() else { return 0 }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "family")
        guard let set = FcFontList(config, pattern, objects) else { return 0 }
        defer { FcFontSetDestroy(set) }
        return set.pointee.nfont
    }

    /// The family fontconfig picks for the system font's name.
    private static func substituteFamily(_ config: OpaquePointer) -> String? {
        guard let pattern = FcNameParse(family) else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "family", 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

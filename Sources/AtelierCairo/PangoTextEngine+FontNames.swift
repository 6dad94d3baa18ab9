import Foundation
import CPangoFc
@_spi(Backend) import AtelierCore

// The name a program gives `Font.custom`: a family ("DejaVu Serif"), or one face's PostScript name
// ("DejaVuSerif-Bold") or full name ("DejaVu Serif Bold"), as SwiftUI accepts; looked up in fontconfig's
// current configuration (installed fonts and the program's bundled ones), once per name.

extension PangoTextEngine {
    /// What a font name stands for.
    enum FontName: Equatable {
        /// A family fontconfig has.
        case family(String)
        /// One face of a family, with its CSS weight and slant.
        case face(family: String, weight: Int, italic: Bool)
        /// No font has the name: the system font stands in.
        case missing
    }

    /// Generic names fontconfig resolves through its aliases rather than to a family of that name.
    static let genericFamilies: Set<String> = ["serif", "sans-serif", "sans", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math"]

    /// The name looked up (cached until fonts are loaded again); a missing one warns once.
    func fontName(_ name: String) -> FontName {
        if let known = fontNames[name] { return known }
        let found = Self.lookUpFontName(name)
        if found == .missing {
            Diagnostics.warn("No font named '\(name)' is installed or bundled with the app; the system font (Inter) is used",
                             key: "font:\(name)")
        }
        fontNames[name] = found
        return found
    }

    /// Asks fontconfig for a family of that name, then a face with that PostScript name, then full name.
    static func lookUpFontName(_ name: String) -> FontName {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .missing }
        if genericFamilies.contains(trimmed.lowercased()) { return .family(trimmed) }
        guard let config = FcConfigGetCurrent() else { return .family(trimmed) }
        for property in ["family", "postscriptname", "fullname"] {
            guard let face = firstFont(in: config, property: property, equalTo: trimmed) else { continue }
            defer { FcPatternDestroy(face) }
            if property == "family" { return .family(trimmed) }
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(face, "family", 0, &family) == FcResultMatch, let family else { continue }
            var weight: Double = 80  // FC_WEIGHT_REGULAR
            var intWeight: Int32 = 0
            if FcPatternGetInteger(face, "weight", 0, &intWeight) == FcResultMatch { weight = Double(intWeight) }
            else { _ = FcPatternGetDouble(face, "weight", 0, &weight) }
            var slant: Int32 = 0
            _ = FcPatternGetInteger(face, "slant", 0, &slant)
            return .face(family: String(cString: family), weight: Int(FcWeightToOpenTypeDouble(weight).rounded()), italic: slant != 0)
        }
        return .missing
    }

    /// The first font whose `property` equals `value` (a copy the caller destroys), or nil.
    private static func firstFont(in config: OpaquePointer, property: String, equalTo value: String) -> OpaquePointer? {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        value.withCString { v in
            v.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { _ = FcPatternAddString(pattern, property, $0) }
        }
        for object in ["family", "weight", "slant"] { _ = FcObjectSetAdd(objects, object) }
        guard let set = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        guard set.pointee.nfont > 0, let fonts = set.pointee.fonts, let first = fonts[0] else { return nil }
        return FcPatternDuplicate(first)
    }
}

import Foundation

/// An image set of an asset catalog (`Name.imageset`) as Xcode writes it: its files with their scales,
/// appearances and idioms, and the set's properties (template rendering intent, preserved vectors).
///
/// A set whose `Contents.json` is missing is read from its files' names (`name@2x.png`); one whose
/// `Contents.json` is not valid JSON too, after one warning.
struct ImageSet: Sendable {
    /// One file of the set.
    struct File: Sendable {
        let path: String
        /// The scale written for it ("2x"); nil for a single-scale file (a vector, or "single scale" in Xcode).
        let scale: CGFloat?
        /// The luminosity appearance it is for; nil for any.
        let scheme: ColorScheme?
        /// Whether it is for increased contrast only.
        let highContrast: Bool
        /// 0 for universal, 1 for iPhone, 2 for any other idiom: the lowest present is used.
        let idiomRank: Int
    }

    let folder: String
    let files: [File]
    /// `properties.template-rendering-intent`: "template" or "original"; nil when the set does not say.
    let renderingIntent: Image.TemplateRenderingMode?
    /// `properties.preserves-vector-representation`: a PDF or SVG stays a vector when drawn at another size.
    let preservesVectorRepresentation: Bool

    /// The file extensions read as images.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "pdf"]

    /// Reads the set in `folder`.
    init(folder: String) {
        self.folder = folder
        let fm = FileManager.default
        let contents = folder + "/Contents.json"
        var json: [String: Any]?
        if let data = fm.contents(atPath: contents) {
            json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            if json == nil {
                Diagnostics.warn("the Contents.json of the image set at \(folder) is not valid JSON; its files are used by their names (@2x, @3x)",
                                 key: "imageset-json:\(folder)")
            }
        }
        let properties = json?["properties"] as? [String: Any] ?? [:]
        switch properties["template-rendering-intent"] as? String {
        case "template": renderingIntent = .template
        case "original": renderingIntent = .original
        default: renderingIntent = nil
        }
        preservesVectorRepresentation = (properties["preserves-vector-representation"] as? Bool) ?? false
        var files: [File] = []
        for item in json?["images"] as? [[String: Any]] ?? [] {
            guard let name = item["filename"] as? String, !name.contains("/") else { continue }
            let path = folder + "/" + name
            guard fm.fileExists(atPath: path) else { continue }
            var scheme: ColorScheme?
            var high = false
            for a in item["appearances"] as? [[String: Any]] ?? [] {
                switch (a["appearance"] as? String, a["value"] as? String) {
                case ("luminosity", "dark"): scheme = .dark
                case ("luminosity", "light"): scheme = .light
                case ("contrast", "high"): high = true
                default: break
                }
            }
            let idiom = item["idiom"] as? String ?? "universal"
            files.append(File(path: path, scale: Self.scale(written: item["scale"] as? String), scheme: scheme, highContrast: high,
                              idiomRank: idiom == "universal" ? 0 : idiom == "iphone" ? 1 : 2))
        }
        if files.isEmpty {
            // No usable list: the image files in the folder, by their names.
            for name in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where Self.imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
                files.append(File(path: folder + "/" + name, scale: NamedImages.scale(ofFile: name), scheme: nil,
                                  highContrast: false, idiomRank: 0))
            }
        }
        self.files = files
    }

    /// "1x", "2x", "3x" (or "1.5x"); nil when absent or not a positive number.
    static func scale(written: String?) -> CGFloat? {
        guard let written, written.hasSuffix("x"), let v = Double(written.dropLast()), v.isFinite, v > 0 else { return nil }
        return CGFloat(v)
    }

    /// The file to draw for a display scale and appearance, with the scale it is drawn at.
    func file(displayScale: CGFloat, scheme: ColorScheme, contrast: ColorSchemeContrast) -> (path: String, scale: CGFloat)? {
        // The files for the most specific appearance that matches (luminosity before contrast); all of them
        // when none matches (a set with a dark image only).
        func score(_ f: File) -> Int? {
            guard f.scheme == nil || f.scheme == scheme, !f.highContrast || contrast == .increased else { return nil }
            return (f.scheme != nil ? 2 : 0) + (f.highContrast ? 1 : 0)
        }
        var pool = files
        if let top = files.compactMap(score).max() { pool = files.filter { score($0) == top } }
        if let idiom = pool.map(\.idiomRank).min() { pool = pool.filter { $0.idiomRank == idiom } }
        guard !pool.isEmpty else { return nil }
        let scales = pool.map { $0.scale ?? 1 }
        let chosen = NamedImages.bestScaleIndex(scales, for: displayScale)
        return (pool[chosen].path, scales[chosen])
    }
}

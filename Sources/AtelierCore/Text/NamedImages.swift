import Foundation

/// Finds the file for an image name and decodes it through the installed image loader, for `Image("name")`,
/// `ImagePaint` and `UIImage(named:)`.
///
/// Lookup, in the folders of `ResourceLocations` (a bundle, or the main bundle and every resource bundle
/// beside the executable): first loose files (`name.png`, `name@2x.png`, `name@3x.jpg`, `name.svg`, `name.pdf`,
/// or `name` itself when it has one of those extensions), then image sets of asset catalogs
/// (`<catalog>.xcassets/…/name.imageset`). Of several scales, the one equal to the display's is drawn, else the
/// smallest above it, else the largest: sharp at the display's pixels. A name is looked up once; each file is
/// decoded once per scale.
enum NamedImages {
    /// A decoded named image and how it renders by default.
    struct Found: Sendable {
        /// The decoded file.
        let image: LoadedImage
        /// The set's template rendering intent (nil: the set does not say, or a loose file).
        let renderingIntent: Image.TemplateRenderingMode?
    }

    /// What a name stands for, once looked up.
    private enum Source {
        /// Loose files of one name, with their scales.
        case loose([(path: String, scale: CGFloat)])
        case set(ImageSet)
        case missing
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sources: [String: Source] = [:]
    nonisolated(unsafe) private static var decoded: [String: LoadedImage?] = [:]

    /// The image named `name` for a display scale and appearance; nil, with one warning naming it, when no file
    /// has that name, or (warned by the loader) when its file cannot be decoded.
    static func image(named name: String, bundlePath: String?, displayScale: CGFloat,
                      colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard) -> Found? {
        guard !name.isEmpty else {
            Diagnostics.warn("An image name is empty; nothing is drawn", key: "image-empty-name")
            return nil
        }
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let chosen: (path: String, scale: CGFloat, intent: Image.TemplateRenderingMode?, preserves: Bool)
        switch source(name, bundlePath: bundlePath) {
        case .missing:
            let place = bundlePath.map { "the bundle at \($0)" } ?? "the main bundle or any resource bundle"
            Diagnostics.warn("No image named '\(name)' found in \(place)", key: "image:\(name):\(bundlePath ?? "")")
            return nil
        case .loose(let files):
            let i = bestScaleIndex(files.map(\.scale), for: scale)
            // A loose vector file stays a vector at every size.
            chosen = (files[i].path, files[i].scale, nil, true)
        case .set(let set):
            guard let file = set.file(displayScale: scale, scheme: colorScheme, contrast: contrast) else {
                Diagnostics.warn("The image set '\(name)' at \(set.folder) has no image file; nothing is drawn", key: "imageset-empty:\(set.folder)")
                return nil
            }
            chosen = (file.path, file.scale, set.renderingIntent, set.preservesVectorRepresentation)
        }
        guard let loaded = decode(chosen.path, scale: chosen.scale, preservesVector: chosen.preserves) else { return nil }
        return Found(image: loaded, renderingIntent: chosen.intent)
    }

    /// The decoded image for a file, once per file, scale and vector setting.
    private static func decode(_ path: String, scale: CGFloat, preservesVector: Bool) -> LoadedImage? {
        let key = "\(path)\u{0}\(scale)\u{0}\(preservesVector)"
        lock.lock()
        if let known = decoded[key] { lock.unlock(); return known }
        lock.unlock()
        guard let loader = GraphicsServices.imageLoader else {
            Diagnostics.warn("No image decoder is installed (import Atelier installs the Cairo backend's); \(path) is not drawn",
                             key: "image-no-decoder")
            return nil
        }
        let image = loader.decodeImage(atPath: path, scale: scale, preservesVector: preservesVector)
        lock.lock()
        decoded[key] = .some(image)
        lock.unlock()
        return image
    }

    /// The files `name` stands for in a bundle, looked up once.
    private static func source(_ name: String, bundlePath: String?) -> Source {
        let key = (bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let known = sources[key] { lock.unlock(); return known }
        lock.unlock()
        let directories = ResourceLocations.directories(bundlePath: bundlePath)
        let found: Source
        if let files = looseFiles(name, in: directories) {
            found = .loose(files)
        } else if let folder = ResourceLocations.assetSet(named: name, kind: "imageset", in: directories) {
            found = .set(ImageSet(folder: folder))
        } else {
            found = .missing
        }
        lock.lock()
        sources[key] = found
        lock.unlock()
        return found
    }

    /// The loose files for `name` in the first directory that has any.
    private static func looseFiles(_ name: String, in directories: [String]) -> [(path: String, scale: CGFloat)]? {
        let fm = FileManager.default
        let given = (name as NSString).pathExtension.lowercased()
        for dir in directories {
            if ImageSet.imageExtensions.contains(given) {
                let path = dir + "/" + name
                if fm.fileExists(atPath: path) { return [(path, scale(ofFile: name))] }
                continue
            }
            var files: [(path: String, scale: CGFloat)] = []
            for suffix in ["@3x", "@2x", ""] {
                for ext in ["png", "jpg", "jpeg", "svg", "pdf"] {
                    let file = name + suffix + "." + ext
                    if fm.fileExists(atPath: dir + "/" + file) { files.append((dir + "/" + file, scale(ofFile: file))); break }
                }
            }
            if !files.isEmpty { return files }
        }
        return nil
    }

    /// The scale a file's name gives it: 3 for `name@3x.png`, 2 for `@2x`, else 1.
    static func scale(ofFile file: String) -> CGFloat {
        let base = (file as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Of images at `scales`, the one to draw at `displayScale`: the same scale, else the smallest above it (drawn
    /// down, still sharp), else the largest.
    static func bestScaleIndex(_ scales: [CGFloat], for displayScale: CGFloat) -> Int {
        guard !scales.isEmpty else { return 0 }
        let target = displayScale - 0.001
        let above = scales.indices.filter { scales[$0] >= target }
        if let i = above.min(by: { scales[$0] < scales[$1] }) { return i }
        return scales.indices.max(by: { scales[$0] < scales[$1] })!
    }
}

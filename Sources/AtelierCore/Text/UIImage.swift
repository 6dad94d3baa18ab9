import Foundation

/// A minimal stand-in for UIKit's image object, for programs that load images with UIKit's names and show them
/// with `Image(uiImage:)`: `UIImage(named:)`, `UIImage(named:in:with:)`, `UIImage(contentsOfFile:)`,
/// `UIImage(data:)`, its size, scale and rendering mode.
///
/// A named image reports the size and scale of its sharpest file; `Image(uiImage:)` of it draws the file for
/// each window's display scale, as `Image("name")` does.
public final class UIImage: @unchecked Sendable, Equatable {
    /// The rendering modes of an image: as the asset says, its own colours, or a template tinted by the foreground.
    public enum RenderingMode: Int, Sendable {
        /// The default: the asset catalog's template rendering intent, else the image's own colours.
        case automatic = 0
        /// Always draws the image's own colours.
        case alwaysOriginal = 1
        /// Always draws the image as a template, its alpha filled with the foreground style.
        case alwaysTemplate = 2
    }

    /// The traits an image is looked up for (UIKit's symbol and trait configurations); Atelier picks the file
    /// for each window's display scale and appearance when it is drawn, so a configuration changes nothing.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    enum Source: Equatable {
        case named(String, bundlePath: String?)
        case decoded
    }

    let source: Source
    let loaded: LoadedImage
    let assetIntent: Image.TemplateRenderingMode?

    /// How the image renders (`.automatic` unless made with `withRenderingMode(_:)`).
    public let renderingMode: RenderingMode

    private init(source: Source, loaded: LoadedImage, assetIntent: Image.TemplateRenderingMode?, renderingMode: RenderingMode) {
        self.source = source; self.loaded = loaded; self.assetIntent = assetIntent; self.renderingMode = renderingMode
    }

    /// The scale at which named images are measured: the sharpest file of a set (the one a 3x display draws).
    private static let lookupScale: CGFloat = 3

    /// The image named `name` in the main bundle and the resource bundles beside the executable (loose files or
    /// an asset catalog's image set); nil, with one warning, when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image named `name` in `bundle` (nil: the main bundle and the resource bundles beside the executable).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration? = nil) {
        let bundlePath = bundle?.bundlePath
        guard let found = NamedImages.image(named: name, bundlePath: bundlePath, displayScale: Self.lookupScale) else { return nil }
        self.init(source: .named(name, bundlePath: bundlePath), loaded: found.image, assetIntent: found.renderingIntent,
                  renderingMode: .automatic)
    }

    /// The image in the file at `path` (PNG, JPEG, SVG, PDF; `name@2x.png` is scale 2); nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path), let loader = GraphicsServices.imageLoader,
              let loaded = loader.decodeImage(atPath: path, scale: NamedImages.scale(ofFile: (path as NSString).lastPathComponent),
                                              preservesVector: true) else { return nil }
        self.init(source: .decoded, loaded: loaded, assetIntent: nil, renderingMode: .automatic)
    }

    /// The image in `data` at scale 1; nil when the data is not an image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` at `scale` pixels per point; nil when the data is not an image.
    public convenience init?(data: Data, scale: CGFloat) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        guard let loaded = GraphicsServices.imageLoader?.decodeImage(data: data, scale: scale) else { return nil }
        self.init(source: .decoded, loaded: loaded, assetIntent: nil, renderingMode: .automatic)
    }

    /// The size of the image in points.
    public var size: CGSize { loaded.size }

    /// The scale factor of the image: pixels per point.
    public var scale: CGFloat { loaded.scale }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(source: source, loaded: loaded, assetIntent: assetIntent, renderingMode: renderingMode)
    }

    /// Two images are equal when they are the same decoded pixels, or the same name, drawn the same way.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.source == rhs.source && (lhs.source != .decoded || lhs.loaded === rhs.loaded) && lhs.renderingMode == rhs.renderingMode
    }
}

extension Image {
    /// Creates a SwiftUI image from a UIKit image, drawn with its rendering mode.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name, let bundlePath):
            self.init(source: .named(name, bundlePath: bundlePath))
        case .decoded:
            self.init(decoded: uiImage.loaded, label: "")
        }
        switch uiImage.renderingMode {
        case .automatic: intrinsicRenderingMode = nil
        case .alwaysOriginal: intrinsicRenderingMode = .original
        case .alwaysTemplate: intrinsicRenderingMode = .template
        }
    }
}

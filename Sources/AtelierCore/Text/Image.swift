import Foundation

/// A view that displays an image: a named resource, or an SF Symbol drawn from the open icon set that stands in for it.
///
/// A named image takes its own size in points unless it is `resizable()`; a symbol takes a square box
/// that grows with the font and the image scale. A missing image or an unknown symbol draws nothing,
/// takes no space and logs one warning naming it. Named images come from loose files and asset catalogs'
/// image sets (see `NamedImages`): the file for the display's scale and appearance, tinted by the
/// foreground style when the set's rendering intent is "template".
public struct Image: Equatable, Sendable {
    /// The level of quality for rendering an image that requires interpolation, such as a scaled image.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation: nearest neighbour.
        case none
        /// Low-quality interpolation.
        case low
        /// Medium-quality interpolation.
        case medium
        /// High-quality interpolation.
        case high
    }

    /// A type that indicates how SwiftUI renders images: as their own colours or as a template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders pixels of the image's alpha filled with the foreground style.
        case template
        /// A mode that renders the image's pixels as they are.
        case original
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images (0.8 of medium).
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images (1.27 of medium).
        case large
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }

    enum Source: Equatable, Sendable {
        case named(String, bundlePath: String?)
        case system(String)
        /// An image already decoded (loaded from a URL by `AsyncImage`), with the label assistive technologies read.
        case decoded(LoadedImage, label: String)

        static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case let (.named(a, pa), .named(b, pb)): return a == b && pa == pb
            case let (.system(a), .system(b)): return a == b
            case let (.decoded(a, la), .decoded(b, lb)): return a === b && la == lb
            default: return false
            }
        }
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingModeValue: ResizingMode = .stretch
    var interpolationValue: Interpolation = .high
    var isAntialiased = true
    var renderingModeValue: TemplateRenderingMode?
    /// The mode when none is set: a `UIImage`'s rendering mode (an asset's intent is read when it is drawn).
    var intrinsicRenderingMode: TemplateRenderingMode?
    /// Whether the image is decorative: assistive technologies skip it.
    var isDecorative = false

    /// Creates a labeled image found by name in a bundle (nil: the main bundle and every resource bundle beside the
    /// executable), as a loose file or an asset catalog's image set.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// Creates an unlabeled, decorative image found by name in a bundle.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// Creates a system symbol image; Atelier draws a glyph of the same meaning (docs/SYMBOLS.md), or a placeholder.
    public init(systemName: String) { source = .system(systemName) }

    /// An image of a source as it is (a `UIImage`'s name with its bundle path).
    init(source: Source) { self.source = source }

    /// An image of pixels already decoded by the backend, labelled for assistive technologies.
    init(decoded image: LoadedImage, label: String) { source = .decoded(image, label: label) }

    /// Sets the mode by which SwiftUI resizes an image to fit its space: it then takes the size it is proposed.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingModeValue = resizingMode
        return copy
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var copy = self
        copy.interpolationValue = interpolation
        return copy
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image (stored; the backend always smooths).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode (nil: the image's default).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeValue = renderingMode
        return copy
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.imageScale, value: scale))
    }
}

extension Image.Interpolation {
    /// The interpolation as the display list carries it.
    var displayInterpolation: ImageInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }
}

extension Image {
    /// Every SF Symbols name, then the newer names Atelier's table adds (for contact sheets).
    @_spi(Backend) public static var knownSystemNames: [String] { SymbolNames.names }
}

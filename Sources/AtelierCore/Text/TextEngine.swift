import Foundation

/// A font reduced to what a text engine needs. Not part of SwiftUI's API.
@_spi(Backend) public struct ResolvedFont: Hashable, Sendable {
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// A family name; nil means the system font (Inter, falling back to Noto).
    public var family: String?
    public var size: CGFloat
    /// CSS-style weight: 100 (ultraLight) ... 400 (regular) ... 900 (black).
    public var weight: Int
    public var italic: Bool
    public var design: Design
    public var monospacedDigit: Bool
    public init(family: String? = nil, size: CGFloat, weight: Int = 400, italic: Bool = false,
                design: Design = .default, monospacedDigit: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
        self.design = design; self.monospacedDigit = monospacedDigit
    }
}

/// A run of text with uniform attributes.
@_spi(Backend) public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    /// The run's own colour; nil draws it in the item's paint.
    public var color: RGBAColor?
    public var underline: RGBAColor?
    public var strikethrough: RGBAColor?
    public var underlined: Bool
    public var struckThrough: Bool
    /// Extra space between characters, in points.
    public var tracking: CGFloat
    public var baselineOffset: CGFloat
    public init(string: String, font: ResolvedFont, color: RGBAColor? = nil, underlined: Bool = false,
                underline: RGBAColor? = nil, struckThrough: Bool = false, strikethrough: RGBAColor? = nil,
                tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.string = string; self.font = font; self.color = color
        self.underlined = underlined; self.underline = underline
        self.struckThrough = struckThrough; self.strikethrough = strikethrough
        self.tracking = tracking; self.baselineOffset = baselineOffset
    }
}

/// Everything a text engine needs to lay out a paragraph.
@_spi(Backend) public struct TextRequest: Hashable, Sendable {
    public var runs: [TextRun]
    /// The width to wrap at; nil lays out on as few lines as the text's own newlines allow.
    public var maxWidth: CGFloat?
    /// At most this many lines; nil is unlimited.
    public var lineLimit: Int?
    public var truncation: Text.TruncationMode
    public var alignment: TextAlignment
    public var lineSpacing: CGFloat
    public init(runs: [TextRun], maxWidth: CGFloat? = nil, lineLimit: Int? = nil,
                truncation: Text.TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0) {
        self.runs = runs; self.maxWidth = maxWidth; self.lineLimit = lineLimit
        self.truncation = truncation; self.alignment = alignment; self.lineSpacing = lineSpacing
    }
}

/// A paragraph laid out by a text engine: its size and the engine's own handle to draw it.
@_spi(Backend) public final class TextLayout: @unchecked Sendable {
    /// The size of the laid-out text, in points (width is that of the longest line).
    public let size: CGSize
    /// Distance from the top to the first line's baseline.
    public let firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    public let lastBaseline: CGFloat
    public let lineCount: Int
    /// The text as displayed (after truncation).
    public let displayedString: String
    /// The engine's own object (for Pango: the PangoLayout).
    public let handle: AnyObject?
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int,
                displayedString: String, handle: AnyObject?) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.lineCount = lineCount; self.displayedString = displayedString; self.handle = handle
    }
}

/// Measures and lays out text. The Cairo backend provides the real one (Pango).
@_spi(Backend) public protocol TextEngine: AnyObject, Sendable {
    /// Lays out the paragraph; the engine may cache by request.
    func layout(_ request: TextRequest) -> TextLayout
    /// Metrics of a font: ascent, descent and the line height (ascent + descent + leading), in points.
    func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat)
}

/// A decoded image, in the backend's own form.
@_spi(Backend) public final class LoadedImage: @unchecked Sendable {
    /// Size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point (2 for a name@2x file).
    public let scale: CGFloat
    /// The backend's own object (for Cairo: the image surface), or nil for vector data the backend renders on demand.
    public let handle: AnyObject?
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, handle: AnyObject?) {
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale; self.handle = handle
    }
    /// Size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
}

/// Finds and decodes named images. The Cairo backend provides the real one.
@_spi(Backend) public protocol ImageLoader: AnyObject, Sendable {
    /// Finds `name` (png, jpg/jpeg or svg) in `bundle`, or in the main bundle and every resource bundle beside the executable when nil.
    func loadImage(named name: String, bundle: Bundle?) -> LoadedImage?
}

/// The services a backend installs before any view is laid out.
@_spi(Backend) public enum GraphicsServices {
    nonisolated(unsafe) public static var textEngine: TextEngine = EstimatingTextEngine()
    nonisolated(unsafe) public static var imageLoader: ImageLoader? = nil
}

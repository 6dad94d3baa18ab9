import Foundation

/// Measures and lays out text. The Cairo backend provides the real one (Pango).
@_spi(Backend) public protocol TextEngine: AnyObject, Sendable {
    /// Lays out the paragraph; the engine may cache by request.
    func layout(_ request: TextRequest) -> TextLayout
    /// Metrics of a font: ascent, descent and the line height (ascent + descent + leading), in points.
    func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat)
}

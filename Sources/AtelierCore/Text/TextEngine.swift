import Foundation

/// Measures and lays out text. The Cairo backend provides the real one (Pango).
@_spi(Backend) public protocol TextEngine: AnyObject, Sendable {
    /// Lays out the paragraph; the engine may cache by request.
    func layout(_ request: TextRequest) -> TextLayout
    /// Metrics of a font: ascent, descent and the line height (ascent + descent + leading), in points.
    func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat)
    /// The space between two lines of a font beyond their ascent and descent: the system font's text-style
    /// leading (`SystemFontLineMetrics.lineGap`), 0 for other fonts.
    func lineGap(of font: ResolvedFont) -> CGFloat
    /// The lines of a laid-out text, for editing: each line's UTF-8 byte range and its box relative to
    /// the text's top-left corner.
    func lines(of layout: TextLayout) -> [TextLineGeometry]
    /// Where the caret stands before a UTF-8 byte offset: an x position on one of the lines.
    func caretX(at offset: Int, line: Int, of layout: TextLayout) -> CGFloat
    /// The UTF-8 byte offset of the caret position nearest to an x position on a line.
    func offset(atX x: CGFloat, line: Int, of layout: TextLayout) -> Int
    /// The offset one caret position to the right (or left) on screen, which in right-to-left text is
    /// backwards in the text; nil past the text's visual end.
    func offset(movingVisuallyFrom offset: Int, right: Bool, of layout: TextLayout) -> Int?
}

extension TextEngine {
    /// The system font's leading (a font the engine draws with the system font's metrics may say so).
    @_spi(Backend) public func lineGap(of font: ResolvedFont) -> CGFloat { SystemFontLineMetrics.lineGap(for: font) }
}

import Foundation
@_spi(Backend) import AtelierCore

/// A text engine that counts what it is asked to lay out (layouts and UTF-8 bytes) and hands each request to
/// the engine it wraps: a test's measure of text work that a loaded machine does not change.
final class CountingTextEngine: TextEngine, @unchecked Sendable {
    let base: any TextEngine
    private(set) var layouts = 0
    private(set) var bytes = 0

    init(wrapping base: any TextEngine) { self.base = base }

    /// Starts counting again.
    func reset() { layouts = 0; bytes = 0 }

    func layout(_ request: TextRequest) -> TextLayout {
        layouts += 1
        bytes += request.runs.reduce(0) { $0 + $1.string.utf8.count }
        return base.layout(request)
    }
    func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) { base.metrics(of: font) }
    func lineGap(of font: ResolvedFont) -> CGFloat { base.lineGap(of: font) }
    func lines(of layout: TextLayout) -> [TextLineGeometry] { base.lines(of: layout) }
    func caretX(at offset: Int, line: Int, of layout: TextLayout) -> CGFloat { base.caretX(at: offset, line: line, of: layout) }
    func offset(atX x: CGFloat, line: Int, of layout: TextLayout) -> Int { base.offset(atX: x, line: line, of: layout) }
    func offset(movingVisuallyFrom offset: Int, right: Bool, of layout: TextLayout) -> Int? {
        base.offset(movingVisuallyFrom: offset, right: right, of: layout)
    }
}

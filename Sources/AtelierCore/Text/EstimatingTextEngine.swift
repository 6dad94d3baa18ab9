import Foundation

/// A text engine with fixed advance widths, used only when no backend is installed, so that
/// pure-core code lays out text deterministically instead of crashing.
final class EstimatingTextEngine: TextEngine, @unchecked Sendable {
    func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        (font.size * 0.97, font.size * 0.24, (font.size * 1.21).rounded(.up))
    }

    func layout(_ request: TextRequest) -> TextLayout {
        let size = request.runs.first?.font.size ?? 17
        let m = metrics(of: request.runs.first?.font ?? ResolvedFont(size: 17))
        let text = request.runs.map(\.string).joined()
        let advance = size * 0.55
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var count = paragraph.count
            if let w = request.maxWidth, w > 0 {
                let perLine = max(1, Int(w / advance))
                while count > perLine { lines.append(perLine); count -= perLine }
            }
            lines.append(count)
        }
        if let limit = request.lineLimit, limit > 0, lines.count > limit { lines = Array(lines.prefix(limit)) }
        let width = CGFloat(lines.max() ?? 0) * advance
        let height = CGFloat(lines.count) * m.lineHeight
        return TextLayout(size: CGSize(width: width, height: height), firstBaseline: m.ascent,
                          lastBaseline: height - m.lineHeight + m.ascent, lineCount: lines.count,
                          displayedString: text, handle: nil)
    }
}

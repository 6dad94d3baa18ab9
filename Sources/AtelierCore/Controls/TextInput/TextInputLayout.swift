import Foundation

/// A text input's text laid out a paragraph at a time, each paragraph by the text engine on its own:
/// typing in a long text lays out again only the paragraph typed in (the others are the layouts of the
/// same strings, kept), where one layout of the whole text would shape all of it at every keystroke.
/// An edit lays out only the paragraphs it touched. Offsets are UTF-8 byte offsets of the whole text; line
/// frames are in the text's coordinates.
@MainActor struct TextInputLayout {
    /// One paragraph: its bytes in the whole text (without its newline), where it starts, its layout.
    struct Paragraph {
        var range: Range<Int>
        var top: CGFloat
        let layout: TextLayout
        /// Its lines as the engine reports them (byte ranges of the paragraph's own text).
        let lines: [TextLineGeometry]
        /// The index of its first line among all the text's lines.
        var firstLine = 0
        var height: CGFloat { lines.last.map { $0.frame.maxY } ?? 0 }
    }

    private(set) var paragraphs: [Paragraph] = []
    /// Every line of the text, in order: byte ranges of the whole text, frames in the text's coordinates.
    private(set) var lines: [TextLineGeometry] = []
    /// The paragraph of each line.
    private var lineParagraph: [Int] = []
    /// The text's size: its widest line, and its lines' height.
    private(set) var size: CGSize = .zero
    /// The text laid out.
    let string: String
    /// What it was laid out with.
    let font: ResolvedFont
    let width: CGFloat?
    let lineSpacing: CGFloat
    private let engine: any TextEngine

    /// Lays out `string` wrapped at `width` (nil: unwrapped). With the layout of an earlier text of the same
    /// field in the same font and width, only the paragraphs between the two texts' common start and end are
    /// laid out again; the others are moved.
    init(string: String, font: ResolvedFont, width: CGFloat?, lineSpacing: CGFloat, engine: any TextEngine,
         previous: TextInputLayout? = nil) {
        self.string = string; self.font = font; self.width = width; self.lineSpacing = lineSpacing; self.engine = engine
        let new = Array(string.utf8)
        var reusedBefore: [Paragraph] = [], reusedAfter: [Paragraph] = []
        var from = 0, to = new.count
        if let previous, previous.font == font, previous.width == width, previous.lineSpacing == lineSpacing {
            let old = Array(previous.string.utf8)
            var prefix = 0
            let shorter = min(old.count, new.count)
            old.withUnsafeBufferPointer { o in
                new.withUnsafeBufferPointer { n in
                    while prefix < shorter, o[prefix] == n[prefix] { prefix += 1 }
                }
            }
            var suffix = 0
            old.withUnsafeBufferPointer { o in
                new.withUnsafeBufferPointer { n in
                    while suffix < shorter - prefix, o[o.count - 1 - suffix] == n[n.count - 1 - suffix] { suffix += 1 }
                }
            }
            let delta = new.count - old.count
            // Paragraphs (with their newline) wholly before the change keep their place; those wholly after it move.
            reusedBefore = previous.paragraphs.filter { $0.range.upperBound < prefix }
            reusedAfter = previous.paragraphs.filter { $0.range.lowerBound > old.count - suffix }
            from = reusedBefore.last.map { $0.range.upperBound + 1 } ?? 0
            to = reusedAfter.first.map { $0.range.lowerBound + delta - 1 } ?? new.count
            for i in reusedAfter.indices { reusedAfter[i].range = (reusedAfter[i].range.lowerBound + delta)..<(reusedAfter[i].range.upperBound + delta) }
        }
        // The paragraphs in between, from the new text.
        var middle: [Paragraph] = []
        var start = from
        while true {
            var end = start
            while end < to, new[end] != 0x0A { end += 1 }
            let text = String(decoding: new[start..<end], as: UTF8.self)
            middle.append(Self.paragraph(text, range: start..<end, font: font, width: width, lineSpacing: lineSpacing, engine: engine))
            guard end < to else { break }
            start = end + 1
        }
        place(reusedBefore + middle + reusedAfter)
    }

    private static func paragraph(_ text: String, range: Range<Int>, font: ResolvedFont, width: CGFloat?, lineSpacing: CGFloat,
                                  engine: any TextEngine) -> Paragraph {
        let layout = engine.layout(TextRequest(runs: [TextRun(string: text, font: font)], maxWidth: width, lineSpacing: lineSpacing))
        let metrics = engine.metrics(of: font)
        let lines = layout.lineCount > 0 ? engine.lines(of: layout)
            : [TextLineGeometry(range: 0..<0, frame: CGRect(x: 0, y: 0, width: 0, height: metrics.ascent + metrics.descent), baseline: metrics.ascent)]
        return Paragraph(range: range, top: 0, layout: layout, lines: lines)
    }

    /// Stacks the paragraphs and lists their lines.
    private mutating func place(_ all: [Paragraph]) {
        paragraphs = all
        lines.removeAll(keepingCapacity: true)
        lineParagraph.removeAll(keepingCapacity: true)
        var top: CGFloat = 0, widest: CGFloat = 0
        for i in paragraphs.indices {
            paragraphs[i].top = top
            paragraphs[i].firstLine = lines.count
            let start = paragraphs[i].range.lowerBound
            for line in paragraphs[i].lines {
                lines.append(TextLineGeometry(range: (line.range.lowerBound + start)..<(line.range.upperBound + start),
                                              frame: line.frame.offsetBy(dx: 0, dy: top), baseline: line.baseline + top))
                lineParagraph.append(i)
                widest = max(widest, line.frame.maxX)
            }
            top += paragraphs[i].height
            // Paragraphs follow at the line pitch, as the lines within one do.
            if i + 1 < paragraphs.count { top += lineSpacing + engine.lineGap(of: font) }
        }
        size = CGSize(width: widest, height: top)
    }

    /// Whether the text has no characters (the prompt shows instead).
    var isEmpty: Bool { paragraphs.count == 1 && paragraphs[0].range.isEmpty }

    /// The line an offset is on: the last that starts at or before it.
    func lineIndex(of offset: Int) -> Int {
        // Lines are in order: a binary search for the last start at or before the offset.
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].range.lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The line nearest a height in the text.
    func lineIndex(atY y: CGFloat, lineSpacing: CGFloat) -> Int {
        // The gap between two lines (the spacing and the system font's leading) is split between them.
        let gap = lineSpacing + engine.lineGap(of: font)
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].frame.minY - gap / 2 <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Where the caret stands before an offset on a line.
    func caretX(at offset: Int, line: Int) -> CGFloat {
        let p = paragraphs[lineParagraph[line]]
        guard !p.range.isEmpty else { return 0 }
        return engine.caretX(at: offset - p.range.lowerBound, line: line - firstLine(of: lineParagraph[line]), of: p.layout)
    }

    /// The offset nearest an x position on a line.
    func offset(atX x: CGFloat, line: Int) -> Int {
        let p = paragraphs[lineParagraph[line]]
        guard !p.range.isEmpty else { return p.range.lowerBound }
        return p.range.lowerBound + engine.offset(atX: x, line: line - firstLine(of: lineParagraph[line]), of: p.layout)
    }

    /// The offset one caret position to the right (or left) on screen; past a paragraph's visual end, the
    /// next (or previous) paragraph's start (or end). Nil past the text's ends.
    func offset(movingVisuallyFrom offset: Int, right: Bool) -> Int? {
        let i = lineParagraph[lineIndex(of: offset)]
        let p = paragraphs[i]
        if !p.range.isEmpty, let moved = engine.offset(movingVisuallyFrom: offset - p.range.lowerBound, right: right, of: p.layout) {
            return p.range.lowerBound + moved
        }
        if right { return i + 1 < paragraphs.count ? paragraphs[i + 1].range.lowerBound : nil }
        return i > 0 ? paragraphs[i - 1].range.upperBound : nil
    }

    private func firstLine(of paragraph: Int) -> Int { paragraphs[paragraph].firstLine }
}

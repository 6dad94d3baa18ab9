import Foundation

/// A text input's text laid out a paragraph at a time, each paragraph by the text engine on its own:
/// typing in a long text lays out again only the paragraph typed in (the others are the layouts of the
/// same strings, kept), where one layout of the whole text would shape all of it at every keystroke.
/// An edit lays out only the paragraphs it touched. Unwrapped (a one-line field), a paragraph longer than
/// `longParagraph` bytes is laid out in pieces side by side, so that an edit lays out again only the piece it
/// touched: 5 MB pasted into a one-line field is shaped once, and a key after it shapes a couple of KB.
/// Offsets are UTF-8 byte offsets of the whole text; line frames are in the text's coordinates.
@MainActor struct TextInputLayout {
    /// A part of a paragraph laid out on its own: the whole paragraph, or one of the pieces of a long unwrapped one.
    struct Piece {
        /// Its bytes in the whole text.
        var range: Range<Int>
        let layout: TextLayout
        /// Its one line as the engine reports it (bytes of the piece's own text, the frame in the piece's coordinates).
        let line: TextLineGeometry
        /// Where the piece's top-left corner stands in its paragraph: side by side, baselines aligned.
        var origin = CGPoint.zero
    }

    /// One paragraph: its bytes in the whole text (without its newline), where it starts, its layouts.
    struct Paragraph {
        var range: Range<Int>
        var top: CGFloat
        /// Its layout, or its pieces in order when it is long and unwrapped.
        var pieces: [Piece]
        /// Its lines (byte ranges of the paragraph's own text): the engine's for one layout, one line over the pieces.
        let lines: [TextLineGeometry]
        /// The index of its first line among all the text's lines.
        var firstLine = 0
        var height: CGFloat { lines.last.map { $0.frame.maxY } ?? 0 }
        /// Its layout when it is laid out whole (what a wrapped paragraph always is).
        var layout: TextLayout { pieces[0].layout }

        /// The piece holding a byte offset of the whole text (the later one at a boundary between two).
        func pieceIndex(of offset: Int) -> Int {
            var lo = 0, hi = pieces.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if pieces[mid].range.lowerBound <= offset { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }

        /// The piece under an x position of the paragraph's line.
        func pieceIndex(atX x: CGFloat) -> Int {
            var lo = 0, hi = pieces.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if pieces[mid].origin.x <= x { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
    }

    /// An unwrapped paragraph longer than this many bytes is laid out in pieces of about `pieceLength` bytes.
    static let longParagraph = 4_096
    static let pieceLength = 2_048

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
    /// field in the same font and width, only the paragraphs (and pieces) between the two texts' common start
    /// and end are laid out again; the others are moved.
    init(string: String, font: ResolvedFont, width: CGFloat?, lineSpacing: CGFloat, engine: any TextEngine,
         previous: TextInputLayout? = nil) {
        self.string = string; self.font = font; self.width = width; self.lineSpacing = lineSpacing; self.engine = engine
        let new = Array(string.utf8)
        var reusedBefore: [Paragraph] = [], reusedAfter: [Paragraph] = []
        var from = 0, to = new.count
        /// Pieces of the paragraphs laid out again that the edit left alone, by their start in the new text.
        var keptPieces: [Int: Piece] = [:]
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
            let before = previous.paragraphs.prefix { $0.range.upperBound < prefix }.count
            let after = previous.paragraphs.count - previous.paragraphs.reversed().prefix { $0.range.lowerBound > old.count - suffix }.count
            reusedBefore = Array(previous.paragraphs[..<before])
            reusedAfter = Array(previous.paragraphs[max(before, after)...])
            from = reusedBefore.last.map { $0.range.upperBound + 1 } ?? 0
            to = reusedAfter.first.map { $0.range.lowerBound + delta - 1 } ?? new.count
            for i in reusedAfter.indices { reusedAfter[i].shift(by: delta) }
            // Within the paragraphs laid out again, the pieces the change did not reach are kept the same way.
            for paragraph in previous.paragraphs[before..<max(before, after)] where paragraph.pieces.count > 1 {
                for var piece in paragraph.pieces {
                    if piece.range.upperBound < prefix {
                        keptPieces[piece.range.lowerBound] = piece
                    } else if piece.range.lowerBound > old.count - suffix {
                        piece.range = (piece.range.lowerBound + delta)..<(piece.range.upperBound + delta)
                        keptPieces[piece.range.lowerBound] = piece
                    }
                }
            }
        }
        // The paragraphs in between, from the new text.
        var middle: [Paragraph] = []
        let keptStarts = keptPieces.keys.sorted()
        var start = from
        while true {
            var end = start
            new.withUnsafeBufferPointer { n in
                while end < to, n[end] != 0x0A { end += 1 }
            }
            if width == nil, end - start > Self.longParagraph {
                middle.append(piecedParagraph(new, range: start..<end, kept: keptPieces, keptStarts: keptStarts))
            } else {
                let text = String(decoding: new[start..<end], as: UTF8.self)
                middle.append(Self.paragraph(text, range: start..<end, font: font, width: width, lineSpacing: lineSpacing, engine: engine))
            }
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
        let piece = Piece(range: range, layout: layout, line: lines[0])
        return Paragraph(range: range, top: 0, pieces: [piece], lines: lines)
    }

    /// A long unwrapped paragraph in pieces: those kept from the layout before the edit, new ones in between.
    private func piecedParagraph(_ bytes: [UInt8], range: Range<Int>, kept: [Int: Piece], keptStarts: [Int]) -> Paragraph {
        var pieces: [Piece] = []
        var at = range.lowerBound
        while at < range.upperBound {
            if let piece = kept[at], piece.range.upperBound <= range.upperBound {
                pieces.append(piece)
                at = piece.range.upperBound
                continue
            }
            var end = Self.pieceEnd(bytes, from: at, limit: range.upperBound)
            // A new piece stops where a kept one starts.
            if let next = Self.first(in: keptStarts, after: at), next < end { end = next }
            let text = String(decoding: bytes[at..<end], as: UTF8.self)
            let layout = engine.layout(TextRequest(runs: [TextRun(string: text, font: font)], lineSpacing: lineSpacing))
            let metrics = engine.metrics(of: font)
            let line = layout.lineCount > 0 ? engine.lines(of: layout)[0]
                : TextLineGeometry(range: 0..<0, frame: CGRect(x: 0, y: 0, width: 0, height: metrics.ascent + metrics.descent), baseline: metrics.ascent)
            pieces.append(Piece(range: at..<end, layout: layout, line: line))
            at = end
        }
        // Side by side on one line, their baselines on the lowest of them (a piece of emoji has a taller ascent).
        let baseline = pieces.map(\.line.baseline).max() ?? 0
        var x: CGFloat = 0, top = CGFloat.infinity, bottom = -CGFloat.infinity
        for i in pieces.indices {
            let dy = baseline - pieces[i].line.baseline
            pieces[i].origin = CGPoint(x: x, y: dy)
            top = min(top, dy + pieces[i].line.frame.minY)
            bottom = max(bottom, dy + pieces[i].line.frame.maxY)
            x += pieces[i].line.frame.maxX
        }
        let line = TextLineGeometry(range: 0..<range.count, frame: CGRect(x: 0, y: top, width: x, height: bottom - top), baseline: baseline)
        return Paragraph(range: range, top: 0, pieces: pieces, lines: [line])
    }

    /// Where a piece starting at `start` ends: after a space near `pieceLength` bytes on, else at a character
    /// boundary there (never inside a character, so each piece shapes whole clusters), else at `limit`.
    private static func pieceEnd(_ bytes: [UInt8], from start: Int, limit: Int) -> Int {
        guard limit - start > pieceLength + pieceLength / 2 else { return limit }
        let target = start + pieceLength
        var i = target
        while i > target - 256 {
            if bytes[i - 1] == 0x20 { return i }
            i -= 1
        }
        // No space: the last character boundary at or before the target, in a window that ends on a boundary.
        var windowEnd = min(limit, target + 512)
        while true {
            let window = String(decoding: bytes[start..<windowEnd], as: UTF8.self)
            var offset = 0, best = 0
            for character in window {
                let next = offset + character.utf8.count
                // The window's last character may be cut by the window's end: only a boundary before it counts.
                if next >= windowEnd - start && windowEnd < limit { break }
                if next <= pieceLength || best == 0 { best = next }
                offset = next
                if offset >= pieceLength { break }
            }
            if best > 0 { return start + best }
            // One character longer than the window (a letter with thousands of accents): a wider window.
            if windowEnd == limit { return limit }
            windowEnd = min(limit, start + 2 * (windowEnd - start))
        }
    }

    /// The first of sorted offsets past `offset`.
    private static func first(in sorted: [Int], after offset: Int) -> Int? {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count ? sorted[lo] : nil
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
        guard p.pieces.count > 1 else {
            return engine.caretX(at: offset - p.range.lowerBound, line: line - firstLine(of: lineParagraph[line]), of: p.layout)
        }
        let piece = p.pieces[p.pieceIndex(of: offset)]
        return piece.origin.x + engine.caretX(at: offset - piece.range.lowerBound, line: 0, of: piece.layout)
    }

    /// The offset nearest an x position on a line.
    func offset(atX x: CGFloat, line: Int) -> Int {
        let p = paragraphs[lineParagraph[line]]
        guard !p.range.isEmpty else { return p.range.lowerBound }
        guard p.pieces.count > 1 else {
            return p.range.lowerBound + engine.offset(atX: x, line: line - firstLine(of: lineParagraph[line]), of: p.layout)
        }
        let piece = p.pieces[p.pieceIndex(atX: x)]
        return piece.range.lowerBound + engine.offset(atX: x - piece.origin.x, line: 0, of: piece.layout)
    }

    /// The offset one caret position to the right (or left) on screen; past a paragraph's visual end, the
    /// next (or previous) paragraph's start (or end). Nil past the text's ends.
    func offset(movingVisuallyFrom offset: Int, right: Bool) -> Int? {
        let i = lineParagraph[lineIndex(of: offset)]
        let p = paragraphs[i]
        if !p.range.isEmpty {
            var k = p.pieceIndex(of: offset)
            let piece = p.pieces[k]
            if let moved = engine.offset(movingVisuallyFrom: offset - piece.range.lowerBound, right: right, of: piece.layout) {
                return piece.range.lowerBound + moved
            }
            // Past a piece's end, on into the next piece (or back into the one before).
            k += right ? 1 : -1
            if p.pieces.indices.contains(k) {
                let next = p.pieces[k]
                let from = right ? 0 : next.range.count
                return next.range.lowerBound + (engine.offset(movingVisuallyFrom: from, right: right, of: next.layout) ?? from)
            }
        }
        if right { return i + 1 < paragraphs.count ? paragraphs[i + 1].range.lowerBound : nil }
        return i > 0 ? paragraphs[i - 1].range.upperBound : nil
    }

    private func firstLine(of paragraph: Int) -> Int { paragraphs[paragraph].firstLine }
}

extension TextInputLayout.Paragraph {
    /// Moves the paragraph and its pieces along the text by `delta` bytes.
    mutating func shift(by delta: Int) {
        range = (range.lowerBound + delta)..<(range.upperBound + delta)
        for i in pieces.indices {
            pieces[i].range = (pieces[i].range.lowerBound + delta)..<(pieces[i].range.upperBound + delta)
        }
    }
}

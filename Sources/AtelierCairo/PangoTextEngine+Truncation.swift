import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) import AtelierCore

extension PangoTextEngine {
    /// What ends (or starts) a truncated line.
    static let ellipsis: Character = "…"

    /// The last shown line: the remainder of the text cut to fit `width` with an ellipsis.
    /// The most characters a truncated line is chosen from at each end of what is left of the text.
    static let truncationWindow = 20_000

    /// The first or last `limit` unicode scalars of the pieces, in order.
    static func clipped(_ pieces: [Piece], to limit: Int, fromEnd: Bool) -> [Piece] {
        var out: [Piece] = [], left = limit
        for p in fromEnd ? pieces.reversed() : pieces {
            guard left > 0 else { break }
            let scalars = p.string.unicodeScalars
            let n = min(left, scalars.count)
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: fromEnd ? Array(scalars.suffix(n)) : Array(scalars.prefix(n)))
            out.append(Piece(string: String(piece), run: p.run))
            left -= n
        }
        return fromEnd ? out.reversed() : out
    }

    /// How many characters of the remainder, from byte `start` of wrapped `lines` (the last line shown and
    /// the next), fit with an ellipsis after them within `width`, read from the lines' glyph positions: a
    /// guess a character or so off the truncation search's answer, so that the search shapes about two
    /// candidates; nil when a line is right-to-left.
    func tailFitEstimate(_ lines: ArraySlice<MeasuredLine>, from start: Int, text bytes: [UInt8], width: Double, runs: [TextRun]) -> Int? {
        guard let first = lines.first, let text = pango_layout_get_text(first.built.layout) else { return nil }
        // The x after each character, in Pango units from the start, up to its last character that is not
        // white space (a candidate's trailing white space is trimmed before the ellipsis). A soft-wrapped
        // next line continues where the first ends.
        var ends: [Int] = []
        var lineOrigin = 0
        for (i, line) in lines.enumerated() {
            guard !line.rtl else { return nil }
            if i > 0 && (line.line.pointee.is_paragraph_start != 0 || ends.isEmpty) { break }
            let lineStart = i == 0 ? start : line.start
            let lineEnd = min(bytes.count, line.start + line.length)
            guard lineStart < lineEnd else { break }
            let origin = Self.leftToRightX(of: lineStart, in: line.line, text: text)
            var offset = lineStart, lastInk = ends.last ?? 0
            for ch in String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self) {
                offset += ch.utf8.count
                if !ch.isWhitespace { lastInk = lineOrigin + Self.leftToRightX(of: offset, in: line.line, text: text) - origin }
                ends.append(lastInk)
            }
            lineOrigin += Self.leftToRightX(of: lineEnd, in: line.line, text: text) - origin
        }
        let runIndex = first.built.ranges.first(where: { $0.0 <= start && start < $0.1 })?.2 ?? 0
        guard !ends.isEmpty, runs.indices.contains(runIndex) else { return nil }
        let room = (width + 0.001 - ellipsisWidth(runs[runIndex].font)) * Double(PANGO_SCALE)
        // The x after each character only grows: the first that does not fit ends the answer.
        return ends.firstIndex(where: { Double($0) > room }) ?? ends.count
    }

    /// The width of "…" in a font, in points; cached per font.
    func ellipsisWidth(_ font: ResolvedFont) -> Double {
        if let w = ellipsisWidths[font] { return w }
        let built = build([Piece(string: String(Self.ellipsis), run: 0)], runs: [TextRun(string: String(Self.ellipsis), font: font)], width: nil)
        var logical = PangoRectangle()
        pango_layout_get_extents(built.layout, nil, &logical)
        let w = Double(logical.width) / Double(PANGO_SCALE)
        ellipsisWidths[font] = w
        return w
    }

    /// A one-line layout of a piece drawn from its words' glyphs (`linesFromWords`), or nil where Pango lays it out.
    func wordLine(_ piece: Piece, runs: [TextRun]) -> BuiltLayout? {
        guard Self.measuresTextFromWords, !declinesWords, runs.indices.contains(piece.run) else { return nil }
        var run = runs[piece.run]
        run.string = piece.string
        guard let text = assemble(run) else { return nil }
        return linesFromWords(TextRequest(runs: [run]), text: text, cuts: [])
    }

    /// The last line's pieces, and its Pango layout when the search built that one last.
    func truncatedLine(_ remainder: [Piece], runs: [TextRun], width: Double?, mode: Text.TruncationMode, hint: Int? = nil)
        -> (pieces: [Piece], built: BuiltLayout?) {
        // A line shows no more than a window at each end of a long remainder (a megabyte of text has
        // more characters than any line holds), so that what follows costs the window, not the text.
        let window = Self.truncationWindow
        let long = remainder.reduce(0) { $0 + $1.string.utf8.count } > 2 * window
        let head = long ? Self.clipped(remainder, to: window, fromEnd: false) : remainder
        let ends = long ? head + Self.clipped(remainder, to: window, fromEnd: true) : remainder
        // The characters of the first paragraph, with their run.
        let firstParagraph: [(Character, Int)] = {
            var out: [(Character, Int)] = []
            for p in head {
                for ch in p.string {
                    if ch.isNewline { return out }
                    out.append((ch, p.run))
                }
            }
            return out
        }()
        // The tail mode never reaches past the first paragraph; the others choose from the whole remainder,
        // its newlines flattened.
        let chars: [(Character, Int)] = mode == .tail || width == nil ? firstParagraph : ends.flatMap { p in
            p.string.map { ch in (ch.isNewline ? " " : ch, p.run) }
        }
        let ellipsisRun = ends.first(where: { !$0.string.isEmpty })?.run ?? 0

        func pieces(_ cs: ArraySlice<(Character, Int)>) -> [Piece] {
            var out: [Piece] = []
            for (ch, r) in cs {
                if let last = out.last, last.run == r { out[out.count - 1].string.append(ch) }
                else { out.append(Piece(string: String(ch), run: r)) }
            }
            return out
        }
        func trimmedEnd(_ cs: ArraySlice<(Character, Int)>) -> ArraySlice<(Character, Int)> {
            var s = cs
            while let l = s.last, l.0.isWhitespace { s = s.dropLast() }
            return s
        }
        func trimmedStart(_ cs: ArraySlice<(Character, Int)>) -> ArraySlice<(Character, Int)> {
            var s = cs
            while let f = s.first, f.0.isWhitespace { s = s.dropFirst() }
            return s
        }
        // The ellipsis joins the piece next to it when it has that piece's run, so that they shape as one
        // (a kerning pair such as "V…" is kept, as when Core Text shapes the line).
        func candidate(_ k: Int) -> [Piece] {
            switch mode {
            case .tail:
                let head = trimmedEnd(chars.prefix(k))
                return pieces(head + [(Self.ellipsis, head.last?.1 ?? ellipsisRun)])
            case .head:
                let tail = trimmedStart(chars.suffix(k))
                return pieces([(Self.ellipsis, tail.first?.1 ?? ellipsisRun)] + tail)
            case .middle:
                let head = trimmedEnd(chars.prefix((k + 1) / 2))
                let tail = trimmedStart(chars.suffix(k / 2))
                return pieces(head + [(Self.ellipsis, head.last?.1 ?? ellipsisRun)] + tail)
            }
        }
        guard let width else {
            // No width to fit: show the first paragraph of what is left, then the ellipsis.
            let head = trimmedEnd(firstParagraph[...])
            return (pieces(head + [(Self.ellipsis, head.last?.1 ?? ellipsisRun)]), nil)
        }
        // The newest candidate that fit, with its layout: the answer is most often the last one tried.
        var fitting: (k: Int, built: BuiltLayout)?
        func fits(_ k: Int) -> Bool {
            let pieces = candidate(k)
            var logical = PangoRectangle()
            // A candidate of words seen before is measured (and drawn) from their glyphs, not shaped again.
            if runs.count == 1, pieces.count == 1, let built = wordLine(pieces[0], runs: runs), let line = built.brokenLines?.first {
                pango_layout_line_get_extents(line, nil, &logical)
                let fit = Double(logical.width) / Double(PANGO_SCALE) <= width + 0.001
                if fit { fitting = (k, built) }
                return fit
            }
            let built = build(pieces, runs: runs, width: nil)
            pango_layout_get_extents(built.layout, nil, &logical)
            let fit = Double(logical.width) / Double(PANGO_SCALE) <= width + 0.001
            if fit { fitting = (k, built) }
            return fit
        }
        func answer(_ k: Int) -> (pieces: [Piece], built: BuiltLayout?) {
            (candidate(k), fitting?.k == k ? fitting?.built : nil)
        }
        // For the tail mode the line never reaches past the remainder's first paragraph.
        let upper = mode == .tail ? firstParagraph.count : chars.count
        // The most characters that fit: `lo` fits (or is 0, the ellipsis alone), `hi + 1` does not.
        var lo = 0, hi = upper
        if mode == .tail, let given = hint, given > 0 {
            // A hint past the first paragraph (its newline counted) is its end.
            let hint = min(given, upper)
            // From what the wrapped layout put on the line, in steps that double away from it: the answer is
            // a few characters off, so this shapes a few candidates where a search from one shapes a dozen.
            if fits(hint) {
                lo = hint
                var step = 1
                while lo < upper {
                    let next = min(upper, lo + step)
                    guard fits(next) else { hi = next - 1; break }
                    lo = next
                    step *= 2
                }
                if lo == upper { return answer(upper) }
            } else {
                var tooMany = hint, step = 1
                while true {
                    let probe = max(0, tooMany - step)
                    if probe == 0 || fits(probe) { lo = probe; break }
                    tooMany = probe
                    step *= 2
                }
                hi = tooMany - 1
            }
        } else {
            // Doubling from one character first: a candidate costs its length, so the search costs what fits.
            var k = 1
            while k < upper {
                guard fits(k) else { hi = k - 1; break }
                lo = k
                k *= 2
            }
            if hi == upper, fits(upper) { return answer(upper) }
        }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return answer(lo)
    }
}

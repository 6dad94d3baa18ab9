import Foundation
import CPangoCairo
@_spi(Backend) import AtelierCore

/// A one-run text measured from its words' cached shapes (`WordShapes`), without Pango shaping it.
///
/// The text's characters' advances, glyph clusters and line-end advances are its words' and spaces' (shaped alone,
/// once per font; a word that a font's rule across a space may change, shaped in as much of its context as the rule
/// sees), its break opportunities its words' joined by UAX #14's rules at spaces, or Pango's for the whole text
/// (`pango_get_log_attrs`, which does not shape) where those rules need more than a letter or digit; from them the
/// lines at a width are cut as `breakLines` cuts the unwrapped layout's runs, and measured as `lines(of:)` measures
/// the lines `makeLine` makes. The layout's handle is unshaped: the first time it is drawn or outlined, its lines are
/// made of the words' glyphs (`linesFromWords`), the lines measured here; a caret asks Pango's own lines
/// (`WordLayoutTests` compare the lines, their glyphs, and the pixels).
///
/// Taken for one run without letter spacing or baseline offset, without a line limit, of up to `longText` bytes
/// without controls, soft hyphens or line separators, whose words are each one left-to-right run of one font and
/// one script, every cluster one glyph; anything else is laid out by Pango as before.
extension PangoTextEngine {
    /// Whether one-run texts are measured from their words' shapes; the tests turn it off to compare with Pango, and
    /// ATELIER_TEXT_FROM_WORDS=0 turns it off for a benchmark's before and after.
    nonisolated(unsafe) static var measuresTextFromWords = pangoLinesHaveTheKnownLayout
        && ProcessInfo.processInfo.environment["ATELIER_TEXT_FROM_WORDS"] != "0"

    /// A one-run text's characters, as `breakLines` reads them from a shaped paragraph.
    struct AssembledText {
        /// Each character's advance, in Pango units (one more, 0, at the end).
        var widths: [Int32]
        var clusterStart: [Bool]
        var endAdjustment: [Int32]
        var attributes: [PangoLogAttr]
        /// Whether each character is a space (U+0020), which a wrapped line's width leaves out at its end.
        var space: [Bool]
        /// The UTF-8 text, and the characters in it.
        var bytes: [UInt8]
        var charCount: Int
        /// The words' glyphs, which draw the text (`linesFromWords`).
        var glyphs: WordGlyphs?
    }

    /// The layout of a request measured from its words' shapes, or nil to lay it out with Pango.
    func wordLayout(_ request: TextRequest) -> TextLayout? {
        guard Self.measuresTextFromWords, !declinesWords, request.lineLimit == nil, request.runs.count == 1 else { return nil }
        var width: Double?
        if let w = request.maxWidth, !w.isNaN, w != .infinity {
            // A width of 0 or less is Pango's (or `narrowLayout`'s); one past `widestLine` wraps there, as in `makeLayout`.
            guard w > 0 else { return nil }
            width = min(Double(w), Self.widestLine)
        }
        let text: AssembledText
        if width == nil {
            guard let assembled = assembledText(of: request.runs[0]) else { return nil }
            text = assembled
        } else {
            // The unwrapped layout decides once per text whether its words measure it.
            var unwrapped = request
            unwrapped.maxWidth = nil
            guard let assembled = (layout(unwrapped).handle as? PangoTextHandle)?.assembled else { return nil }
            text = assembled
        }
        let charCount = text.charCount

        // The lines, as character ranges, and their widths in Pango units as `lines(of:)` measures them.
        var lineWidths: [Int] = []
        var lineCuts: [Int] = []
        func sum(_ range: Range<Int>) -> Int { text.widths[range].reduce(0) { $0 + Int($1) } }
        if let width {
            guard let cuts = Self.wordCuts(of: text, width: width) else { return nil }
            lineCuts = cuts
            var start = 0
            for cut in cuts {
                var total = sum(start..<cut)
                if text.attributes[cut - 1].is_white != 0 {
                    // The white cluster ending a wrapped line is collapsed (`makeLine`), and trailing spaces are left
                    // out of its width (`lines(of:)`).
                    var clusterFirst = cut - 1
                    while clusterFirst > start, !text.clusterStart[clusterFirst] { clusterFirst -= 1 }
                    total -= sum(clusterFirst..<cut)
                    var trimmed = cut
                    while trimmed > start, text.space[trimmed - 1] { trimmed -= 1 }
                    if trimmed < cut { total = min(total, max(0, sum(start..<trimmed))) }
                } else {
                    total += Int(text.endAdjustment[cut])
                }
                lineWidths.append(total)
                start = cut
            }
            lineWidths.append(sum(start..<charCount))
        } else {
            lineWidths.append(sum(0..<charCount))
        }

        let (ascent, descent, gap) = lineMetrics(start: 0, length: text.bytes.count, ranges: [(0, text.bytes.count, 0)], runs: request.runs)
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        var y: CGFloat = 0, lastBaseline: CGFloat = 0
        for i in lineWidths.indices {
            lastBaseline = y + ascent
            y = lastBaseline + descent
            if i < lineWidths.count - 1 { y += spacing + gap }
        }
        let boxWidth = lineWidths.map { CGFloat($0) / CGFloat(PANGO_SCALE) }.max() ?? 0
        let size = CGSize(width: boxWidth, height: max(0, y))
        guard size.width.isFinite, size.height.isFinite, lastBaseline.isFinite else { return nil }
        let handle = PangoTextHandle(unshaped: request, engine: self)
        handle.isMeasuredFromWordsUnwrapped = width == nil
        handle.wordCuts = lineCuts
        return TextLayout(size: size, firstBaseline: ascent, lastBaseline: lastBaseline, lineCount: lineWidths.count,
                          displayedString: request.runs[0].string, handle: handle)
    }

    /// Where a text assembled from its words breaks at `width` points (`lineCuts`); nil where no break fits.
    static func wordCuts(of text: AssembledText, width: Double) -> [Int]? {
        let units = Int((width * Double(PANGO_SCALE)).rounded(.up) + 1)
        let charCount = text.charCount
        let endCollapse = text.attributes[charCount - 1].is_white != 0 ? Int(text.widths[charCount - 1]) : 0
        return lineCuts(first: 0, end: charCount, width: units, endCollapse: endCollapse, widths: text.widths,
                        clusterStart: text.clusterStart, endAdjustment: text.endAdjustment, attributes: text.attributes)
    }

    /// A run's text assembled from its words' shapes; nil where a word is not simple, or the words differ in font
    /// or script, or the text has characters Pango lays out apart (controls, soft hyphens, line separators).
    /// `assemble(run)`, from the texts assembled last when it is one of them.
    func assembledText(of run: TextRun) -> AssembledText? {
        if let text = recentAssemblies[run] { return text }
        guard let text = assemble(run) else { return nil }
        if recentAssemblies.count >= Self.recentAssemblyCount { recentAssemblies.removeAll(keepingCapacity: true) }
        recentAssemblies[run] = text
        return text
    }

    /// How many assembled texts `recentAssemblies` keeps.
    static let recentAssemblyCount = 48

    func assemble(_ run: TextRun) -> AssembledText? {
        if run.tracking.isFinite, run.tracking != 0 { return nil }
        if run.baselineOffset.isFinite, run.baselineOffset != 0 { return nil }
        let bytes = Array(run.string.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.longText else { return nil }
        var charCount = 0, spaces: [Int] = []
        for (i, b) in bytes.enumerated() {
            if b & 0xC0 != 0x80 {
                if b == 0x20 { spaces.append(charCount) }
                charCount += 1
            }
            if b < 0x20 || b == 0x7F { return nil }
            // U+0085, soft hyphens; U+2028, U+2029.
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 || bytes[i + 1] == 0xAD { return nil }
            if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return nil }
        }
        let shapes = wordShapes(for: run.font)
        // The words (and spaces) with their shapes, and the one script of the text's words other than common ones.
        var words: [(range: Range<Int>, shape: WordShape)] = []
        var script: UInt8?, hasCommonWords = false
        // Where the pieces shaped in context start.
        var inContext = Set<Int>()
        let common = UInt8(PANGO_SCRIPT_COMMON.rawValue)
        let simple = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var start = 0, contextual = false
            while start < buffer.count {
                // A word runs to the next space; a space is a word of its own.
                var end = start + 1
                if buffer[start] != 0x20 { while end < buffer.count, buffer[end] != 0x20 { end += 1 } }
                guard let shape = wordShape(buffer, start..<end, run: run, in: shapes) else { return false }
                contextual = contextual || shape.contextual
                words.append((start..<end, shape))
                start = end
            }
            // A word that may shape otherwise beside others is shaped in its context, with the spaces beside it, as one
            // piece (pieces that share a neighbouring word as one).
            if contextual {
                let wordIndices = words.indices.filter { buffer[words[$0].range.lowerBound] != 0x20 }
                var spans: [ClosedRange<Int>] = []
                for (k, i) in wordIndices.enumerated() where words[i].shape.contextual {
                    // At the text's ends, with the spaces there.
                    let span = (k == 0 ? 0 : wordIndices[k - 1])...(k + 1 == wordIndices.count ? words.count - 1 : wordIndices[k + 1])
                    if let last = spans.last, last.upperBound >= span.lowerBound {
                        spans[spans.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
                    } else {
                        spans.append(span)
                    }
                }
                var joined: [(range: Range<Int>, shape: WordShape)] = []
                var next = 0
                for span in spans {
                    joined += words[next..<span.lowerBound]
                    let low = words[span.lowerBound], high = words[span.upperBound]
                    let lowNeighbour = !low.shape.contextual && buffer[low.range.lowerBound] != 0x20
                    let highNeighbour = !high.shape.contextual && buffer[high.range.lowerBound] != 0x20
                    // What shapes otherwise: the contextual words and the spaces beside them. It is shaped with as many
                    // characters around it as the font's rules see (a character is at least a glyph), then kept alone.
                    let middle = (lowNeighbour ? low.range.upperBound : low.range.lowerBound)
                        ..< (highNeighbour ? high.range.lowerBound : high.range.upperBound)
                    var from = max(0, middle.lowerBound - min(shapes.reach.back, buffer.count) - 1)
                    while from > 0, buffer[from] & 0xC0 == 0x80 { from -= 1 }
                    var to = min(buffer.count, middle.upperBound + min(shapes.reach.ahead, buffer.count) + 1)
                    while to < buffer.count, buffer[to] & 0xC0 == 0x80 { to += 1 }
                    func characters(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + (buffer[$1] & 0xC0 == 0x80 ? 0 : 1) } }
                    guard let probe = wordShape(buffer, from..<to, run: run, in: shapes, inContext: true),
                          let piece = probe.slice(droppingFirst: characters(from..<middle.lowerBound),
                                                  last: characters(middle.upperBound..<to)) else { return false }
                    if lowNeighbour { joined.append(low) }
                    joined.append((middle, piece))
                    inContext.insert(middle.lowerBound)
                    if highNeighbour { joined.append(high) }
                    next = span.upperBound + 1
                }
                words = joined + words[next...]
            }
            // Every piece but a lone space (pieces shaped in context start with one).
            for (range, shape) in words where range.count > 1 || buffer[range.lowerBound] != 0x20 {
                if shape.script == common { hasCommonWords = true }
                else if script == nil { script = shape.script } else if script != shape.script { return false }
            }
            // Pango gives common characters the script of the text around them: in Latin text, shaped so.
            guard hasCommonWords, let script else { return true }
            guard script == UInt8(PANGO_SCRIPT_LATIN.rawValue) else { return false }
            for i in words.indices where (words[i].range.count > 1 || buffer[words[i].range.lowerBound] != 0x20) && words[i].shape.script == common {
                // A piece shaped in context is not shaped again: one of common characters only (at the text's start,
                // where it starts with no space) was shaped in a context without the text's script.
                guard buffer[words[i].range.lowerBound] != 0x20, !inContext.contains(words[i].range.lowerBound), let shape = wordShape(buffer, words[i].range, run: run, in: shapes.inLatinText) else { return false }
                words[i].shape = shape
            }
            return true
        }
        guard simple, let font = words.first?.shape.font else { return nil }

        var widths = [Int32](repeating: 0, count: charCount + 1)
        var clusterStart = [Bool](repeating: false, count: charCount + 1)
        var endAdjustment = [Int32](repeating: 0, count: charCount + 1)
        var space = [Bool](repeating: false, count: charCount)
        for c in spaces { space[c] = true }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: charCount + 1)
        clusterStart[charCount] = true
        // Whether the break opportunities are the words' joined at spaces, else Pango's for the whole text.
        var wordsBreak = bytes[0] != 0x20
        var char = 0
        var starts: [Int32] = []
        starts.reserveCapacity(words.count)
        for (index, (range, shape)) in words.enumerated() {
            guard shape.font == font else { return nil }
            let n = shape.widths.count
            guard char + n <= charCount else { return nil }
            starts.append(Int32(char))
            for i in 0..<n {
                widths[char + i] = shape.widths[i]
                clusterStart[char + i] = shape.clusterStart[i]
                endAdjustment[char + i + 1] = shape.endAdjustment[i]
                attributes[char + i] = shape.attributes[i]
            }
            if bytes[range.lowerBound] == 0x20 {
                // No break before a space (UAX #14 LB7); a character break, as before every space.
                attributes[char].is_line_break = 0
                attributes[char].is_char_break = 1
            } else if index == 0 {
                // The text's start (a word of common characters was shaped after "a ").
                attributes[char].is_line_break = 0
            } else {
                // After spaces a word starting with a letter or digit may start a line, unless the word before the
                // spaces ends in something that holds on to what follows (an opening bracket, a quote...).
                // The byte before the one space before the word (another space there holds the break to Pango's rules).
                let before = range.lowerBound - 2
                wordsBreak = wordsBreak && before >= 0 && bytes[before + 1] == 0x20 && Self.startsLine(bytes[range.lowerBound])
                    && Self.endsBeforeBreak(bytes[before])
                attributes[char].is_line_break = 1
                attributes[char].is_char_break = 1
            }
            char += n
            if index == words.count - 1 { attributes[char] = shape.attributes[n] }
        }
        guard char == charCount else { return nil }
        if !wordsBreak {
            attributes.withUnsafeMutableBufferPointer { a in
                bytes.withUnsafeBufferPointer { b in
                    b.withMemoryRebound(to: CChar.self) { text in
                        pango_get_log_attrs(text.baseAddress, Int32(bytes.count), 0, pango_context_get_language(context), a.baseAddress, Int32(charCount + 1))
                    }
                }
            }
        }
        // No break inserts a hyphen: the layouts' attribute that says so (`build`) clears these.
        for i in attributes.indices {
            if attributes[i].break_removes_preceding != 0 { return nil }
            attributes[i].break_inserts_hyphen = 0
        }
        // Pango analyses the text as one item of its words' script (common where they all are): as a word of that script.
        let textScript = script ?? UInt8(PANGO_SCRIPT_COMMON.rawValue)
        let analysed = words.first { ($0.range.count > 1 || bytes[$0.range.lowerBound] != 0x20) && $0.shape.script == textScript }?.shape
            ?? words[0].shape
        let wordGlyphs = WordGlyphs(pieces: words.map(\.shape), starts: starts, font: font, script: textScript,
                                    language: analysed.language, gravity: analysed.gravity, flags: analysed.flags)
        return AssembledText(widths: widths, clusterStart: clusterStart, endAdjustment: endAdjustment, attributes: attributes,
                             space: space, bytes: bytes, charCount: charCount, glyphs: wordGlyphs)
    }

    /// Whether a word starting with this byte may start a line after spaces (an ASCII letter or digit: UAX #14's
    /// AL and NU, which LB18 lets break after spaces).
    static func startsLine(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Whether a word ending with this byte lets the word after its spaces start a line: an ASCII letter, digit or
    /// one of . , ; : ! ? (no opening bracket or quote, which holds on to what follows the spaces).
    static func endsBeforeBreak(_ byte: UInt8) -> Bool {
        startsLine(byte) || byte == 0x2E || byte == 0x2C || byte == 0x3B || byte == 0x3A || byte == 0x21 || byte == 0x3F
    }
}

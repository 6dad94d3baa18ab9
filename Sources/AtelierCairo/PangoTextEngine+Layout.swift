import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) import AtelierCore

extension PangoTextEngine {
    /// Lays out a paragraph with Pango; identical requests return the cached layout.
    public func layout(_ request: TextRequest) -> TextLayout {
        let key = request.hashValue
        if let hit = cache[key], Self.isLayout(hit, of: request) { return hit }
        if let narrow = narrowLayout(request) {
            cache[key] = narrow
            return narrow
        }
        if let measured = wordLayout(request) {
            cache[key] = measured
            return measured
        }
        if let cut = ellipsisOnlyLayout(request) {
            cache[key] = cut
            return cut
        }
        var result = makeLayout(request)
        if (result.handle as? PangoTextHandle)?.hasFailedFont == true {
            replaceFonts()
            result = makeLayout(request)
        }
        cache[key] = result
        return result
    }

    /// Whether a layout the cache found by a request's hash was made for that request: its handle's (a layout
    /// without one is an empty text's, the same for every request of an empty text).
    static func isLayout(_ layout: TextLayout, of request: TextRequest) -> Bool {
        if let handle = layout.handle as? PangoTextHandle { return handle.request == request }
        return layout.handle == nil && request.runs.allSatisfy(\.string.isEmpty)
    }

    /// A piece of text with the attributes of one run of the request.
    struct Piece {
        var string: String
        var run: Int
    }

    /// A Pango layout built from pieces, with the byte range of every piece.
    final class BuiltLayout {
        let layout: OpaquePointer
        /// (start byte, end byte, run index)
        let ranges: [(Int, Int, Int)]
        /// Lines broken by the engine over the unwrapped layout's runs (`breakLines`), in place of the layout's own.
        var brokenLines: [UnsafeMutablePointer<PangoLayoutLine>]?
        /// The lines of `brokenLines` the engine made (the others are the layout's own), freed with this.
        var ownedLines: [UnsafeMutablePointer<PangoLayoutLine>] = []
        init(layout: OpaquePointer, ranges: [(Int, Int, Int)]) { self.layout = layout; self.ranges = ranges }
        /// A layout that shares another's Pango layout (and takes a reference to it), for lines of its own.
        init(sharing layout: OpaquePointer, ranges: [(Int, Int, Int)]) {
            g_object_ref(UnsafeMutableRawPointer(layout))
            self.layout = layout; self.ranges = ranges
        }
        deinit {
            for line in ownedLines { PangoTextEngine.freeLine(line) }
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    func build(_ pieces: [Piece], runs: [TextRun], width: Double?) -> BuiltLayout {
        let layout = pango_layout_new(context)!
        var text = ""
        var ranges: [(Int, Int, Int)] = []
        var offset = 0
        for p in pieces where !p.string.isEmpty {
            let n = p.string.utf8.count
            ranges.append((offset, offset + n, p.run))
            text += p.string
            offset += n
        }
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        if let first = runs.first {
            pango_layout_set_font_description(layout, description(for: first.font))
        }
        let list = pango_attr_list_new()!
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attr else { return }
            attr.pointee.start_index = UInt32(start)
            attr.pointee.end_index = UInt32(end)
            pango_attr_list_insert(list, attr)
        }
        for (start, end, index) in ranges {
            let run = runs[index]
            insert(pango_attr_font_desc_new(description(for: run.font)), start, end)
            for a in Self.runAttributes(run) { insert(a, start, end) }
        }
        for (start, end) in Self.itemBreaks(text) { insert(pango_attr_fallback_new(1), start, end) }
        // A word too long for a line breaks between characters without a hyphen, as in SwiftUI.
        insert(Self.noHyphens(), 0, text.utf8.count)
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        if let width {
            // A hair of slack so that a width measured by this engine, proposed back, never wraps.
            let units = (width * Double(PANGO_SCALE)).rounded(.up) + 1
            pango_layout_set_width(layout, Int32(clamping: Int(min(units, Double(Int32.max)))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        return BuiltLayout(layout: layout, ranges: ranges)
    }

    /// A run's attributes other than its font (new ones, the caller's to insert or destroy).
    static func runAttributes(_ run: TextRun) -> [UnsafeMutablePointer<PangoAttribute>] {
        var result: [UnsafeMutablePointer<PangoAttribute>] = []
        func add(_ attr: UnsafeMutablePointer<PangoAttribute>?) { if let attr { result.append(attr) } }
        func c16(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()) }
        if run.font.monospacedDigit { add(pango_attr_font_features_new("tnum=1")) }
        if let c = run.color {
            add(pango_attr_foreground_new(c16(c.red), c16(c.green), c16(c.blue)))
            // Pango reads an alpha of 0 as "unset"; 1/65535 is invisible.
            if c.alpha < 1 { add(pango_attr_foreground_alpha_new(max(1, c16(c.alpha)))) }
        }
        if run.underlined {
            add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let c = run.underline { add(pango_attr_underline_color_new(c16(c.red), c16(c.green), c16(c.blue))) }
        }
        if run.struckThrough {
            add(pango_attr_strikethrough_new(1))
            if let c = run.strikethrough { add(pango_attr_strikethrough_color_new(c16(c.red), c16(c.green), c16(c.blue))) }
        }
        if run.tracking.isFinite, run.tracking != 0 { add(pango_attr_letter_spacing_new(Self.pangoUnits(run.tracking))) }
        if run.baselineOffset.isFinite, run.baselineOffset != 0 { add(pango_attr_rise_new(Self.pangoUnits(run.baselineOffset))) }
        return result
    }

    /// The attribute that has a word too long for a line break between characters without a hyphen.
    static func noHyphens() -> UnsafeMutablePointer<PangoAttribute>? { pango_attr_insert_hyphens_new(0) }

    /// The attributes Pango gives the item of a one-run text that is not long (`itemBreaks`): the run's, but its font,
    /// and `noHyphens`, in its extra attributes (new ones, the caller's to destroy).
    static func itemAttributes(for run: TextRun) -> [UnsafeMutablePointer<PangoAttribute>] {
        runAttributes(run) + [noHyphens()].compactMap { $0 }
    }

    /// Texts longer than this many bytes are cut into short Pango items.
    static let longText = 1024

    /// Byte ranges that cover a long text in pieces of at most about a hundred characters, cut before a
    /// space or between two characters that shape on their own; none for a short text.
    ///
    /// Pango shapes and measures a line's whole item again for every line it breaks, so a long
    /// unbreakable word costs its length per line (a 1 MB word: hours). Each range gets an attribute
    /// that changes nothing but ends an item, which bounds that cost; shaping across a cut is lost
    /// (kerning or a ligature there), which only texts of this length see.
    static func itemBreaks(_ text: String) -> [(Int, Int)] {
        guard text.utf8.count > longText else { return [] }
        var ranges: [(Int, Int)] = []
        var start = 0, offset = 0, count = 0, sinceSpace = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let space = scalar.value == 0x20 || scalar.value == 0x09 || scalar.value == 0x3000
            // Prose is cut before a space; a word of over 128 characters every 32 (longer items cost more
            // shaping per line: a 1 MB word takes 3.0 s in items of 256, 2.3 s in items of 32).
            if let p = previous, count >= 32, space || (sinceSpace >= 128 && shapesApart(p, scalar)) {
                ranges.append((start, offset))
                start = offset
                count = 0
            }
            offset += UTF8.width(scalar)
            count += 1
            sinceSpace = space ? 0 : sinceSpace + 1
            previous = scalar
        }
        if start < offset { ranges.append((start, offset)) }
        return ranges.count > 1 ? ranges : []
    }

    /// Whether a cut between two characters leaves every grapheme cluster whole (conservatively).
    static func shapesApart(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        if a.value < 0x80, b.value < 0x80 { return a.value != 0x0D }
        func joins(_ v: UInt32) -> Bool {
            (0x1100...0x11FF).contains(v) || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v)
                || (0x1F1E6...0x1F1FF).contains(v) || v == 0x200D || v == 0x200C
        }
        if joins(a.value) || joins(b.value) || a.value == 0x0D { return false }
        let v = b.value
        if (0xFE00...0xFE0F).contains(v) || (0xE0000...0xE01EF).contains(v) || (0x1F3FB...0x1F3FF).contains(v) { return false }
        switch b.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .surrogate, .unassigned: return false
        default: return true
        }
    }

    /// The widest line Pango is asked for, in points: it adds glyph widths in 32-bit units of 1/1024
    /// point, so a line past 2,097,151 points overflows and measures as nonsense (negative, or one line).
    static let widestLine: Double = 1_000_000

    /// The width to wrap at: `width`, but never more than `widestLine`, and that even without a width when
    /// the text could be longer than it (with one warning).
    static func wrapWidth(_ width: Double?, text: String, runs: [TextRun]) -> Double? {
        if let width, width <= widestLine { return width }
        let em = runs.map { sanitizedSize($0.font.size) + ($0.tracking.isFinite ? max(0, Double($0.tracking)) : 0) }.max() ?? 0
        // No glyph of these fonts is wider than two ems; a byte is at most one character.
        guard Double(text.utf8.count) * 2 * em > widestLine else { return width.map { min($0, widestLine) } }
        Diagnostics.warn("a Text line would be longer than \(Int(widestLine)) points; it wraps there", key: "text-widest-line")
        return widestLine
    }

    /// One line of a Pango layout, measured.
    struct MeasuredLine {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        var start: Int
        var length: Int
        /// Logical x and width in points; the width leaves out trailing white space.
        var x: CGFloat
        var width: CGFloat
        var rtl: Bool
        var built: BuiltLayout
    }

    func lines(of built: BuiltLayout, text: [UInt8]) -> [MeasuredLine] {
        var raw: [UnsafeMutablePointer<PangoLayoutLine>] = built.brokenLines ?? []
        var node = built.brokenLines == nil ? pango_layout_get_lines_readonly(built.layout) : nil
        while let n = node {
            if let data = n.pointee.data { raw.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = n.pointee.next
        }
        var result: [MeasuredLine] = []
        for (i, line) in raw.enumerated() {
                let softWrapped = i + 1 < raw.count && raw[i + 1].pointee.is_paragraph_start == 0
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
                var width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
                let rtl = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
                // Leave trailing spaces of a wrapped line out of its width, as Core Text does.
                var end = start + length
                while end > start, end <= text.count, text[end - 1] == 0x20 || text[end - 1] == 0x0A || text[end - 1] == 0x09 { end -= 1 }
                if softWrapped, end < start + length, !rtl {
                    let x0 = Self.leftToRightX(of: end, in: line, text: pango_layout_get_text(built.layout))
                    width = min(width, max(0, CGFloat(x0 - Int(logical.x)) / CGFloat(PANGO_SCALE)))
                }
                result.append(MeasuredLine(line: line, start: start, length: length,
                                           x: CGFloat(logical.x) / CGFloat(PANGO_SCALE), width: width, rtl: rtl, built: built))
        }
        return result
    }

    /// Where the byte `index` starts on a left-to-right line, in Pango units from the line's origin.
    ///
    /// `pango_layout_line_index_to_x` counts characters from the start of the whole text on every
    /// call, which made measuring a long text's lines quadratic; this goes over the line's own runs.
    static func leftToRightX(of index: Int, in line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<CChar>?) -> Int {
        var x = 0
        var node = line.pointee.runs
        while let n = node {
            defer { node = n.pointee.next }
            guard let data = n.pointee.data else { continue }
            let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
            guard let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            let offset = Int(item.pointee.offset), length = Int(item.pointee.length)
            if index >= offset + length { x += Int(pango_glyph_string_get_width(glyphs)); continue }
            guard index > offset, let text else { return x }
            var within: Int32 = 0
            pango_glyph_string_index_to_x(glyphs, UnsafeMutablePointer(mutating: text + offset), Int32(length),
                                          &item.pointee.analysis, Int32(index - offset), 0, &within)
            return x + Int(within)
        }
        return x
    }

    /// Ascent and descent of a line: the largest of its runs' requested fonts, shifted by their baseline offsets.
    func verticalMetrics(start: Int, length: Int, ranges: [(Int, Int, Int)], runs: [TextRun]) -> (CGFloat, CGFloat) {
        let m = lineMetrics(start: start, length: length, ranges: ranges, runs: runs)
        return (m.ascent, m.descent)
    }

    /// A line's ascent and descent (as `verticalMetrics`) and the gap before the next line: the system font's
    /// leading (`SystemFontLineMetrics.lineGap`), the largest of the line's runs'.
    func lineMetrics(start: Int, length: Int, ranges: [(Int, Int, Int)], runs: [TextRun]) -> (ascent: CGFloat, descent: CGFloat, gap: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, gap: CGFloat?, found = false
        func add(_ run: TextRun) {
            let m = metrics(of: run.font)
            let rise = run.baselineOffset.isFinite ? run.baselineOffset : 0
            ascent = max(ascent, m.ascent + max(0, rise))
            descent = max(descent, m.descent + max(0, -rise))
            let g = lineGap(of: run.font)
            gap = max(gap ?? g, g)
            found = true
        }
        let end = start + length
        for (s, e, r) in ranges where s < end && e > start { add(runs[r]) }
        if !found {
            // An empty line: the run that ends at (or contains) its start, else the first.
            if let r = ranges.last(where: { $0.0 <= start }) ?? ranges.first { add(runs[r.2]) }
            else if let run = runs.first { add(run) }
        }
        return (ascent, descent, gap ?? 0)
    }

    /// Lays a request out; `breaksLines` false has Pango break its lines (for text editing, `pangoBrokenHandle`).
    /// Points in Pango units, held to Pango's 32-bit range: a tracking or baseline offset of 1e300 points (finite,
    /// so it passes the other checks) would trap converting through Int.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = (points * CGFloat(PANGO_SCALE)).rounded()
        guard units.isFinite else { return 0 }
        return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// `main`, when given, is the request's layout (`linesFromWords`), not laid out by Pango. `ellipsisOnly` (from
    /// `ellipsisOnlyLayout`) has a one-line request whose text takes more than a line cut without its lines laid out:
    /// the layouts kept are then the cut line's only.
    func makeLayout(_ request: TextRequest, breaksLines: Bool = true, main given: BuiltLayout? = nil,
                    ellipsisOnly: Bool = false) -> TextLayout {
        let runs = request.runs
        let fullText = runs.map(\.string).joined()
        guard !fullText.isEmpty else {
            return TextLayout(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, displayedString: "", handle: nil)
        }
        var width: Double? = nil
        if let w = request.maxWidth, !w.isNaN, w != .infinity { width = max(0, Double(w)) }
        width = Self.wrapWidth(width, text: fullText, runs: runs)
        let pieces = runs.enumerated().map { Piece(string: $0.element.string, run: $0.offset) }
        let bytes = Array(fullText.utf8)
        var measured: [MeasuredLine] = []
        var placedRanges: [[(Int, Int, Int)]] = []
        var displayed = fullText
        var layouts: [BuiltLayout] = []

        if ellipsisOnly {
            // No character fits before the ellipsis (`ellipsisOnlyLayout`): the truncation search would answer the
            // ellipsis alone, in the run of the text's first piece, whatever the mode.
            let ellipsisRun = pieces.first(where: { !$0.string.isEmpty })?.run ?? 0
            let last = [Piece(string: String(Self.ellipsis), run: ellipsisRun)]
            let lastBuilt = (runs.count == 1 ? wordLine(last[0], runs: runs) : nil) ?? build(last, runs: runs, width: nil)
            measured = Array(lines(of: lastBuilt, text: Array(last.map(\.string).joined().utf8)).prefix(1))
            placedRanges = [lastBuilt.ranges]
            displayed = last.map(\.string).joined()
            layouts = [lastBuilt]
        } else {
            let main = given ?? limitedRequestsMain(request, breaksLines: breaksLines)
                ?? (breaksLines ? width.flatMap { linesBrokenOverShapedRuns(request, width: $0) } : nil)
                ?? { Self.requestsLaidOutByPango += 1; return build(pieces, runs: runs, width: width) }()
            measured = lines(of: main, text: bytes)
            placedRanges = Array(repeating: main.ranges, count: measured.count)
            layouts = [main]
            if let limit = request.lineLimit, measured.count > max(1, limit) {
                let keep = max(1, limit) - 1
                let cutByte = measured[keep].start
                // The pieces of the text from the last shown line on.
                var remainder: [Piece] = []
                for (s, e, r) in main.ranges where e > cutByte {
                    let from = max(s, cutByte)
                    let slice = bytes[from..<e]
                    remainder.append(Piece(string: String(decoding: slice, as: UTF8.self), run: r))
                }
                // What of the remainder the layout put on its first line: about what fits before the ellipsis,
                // closer still by the glyph positions the layout already has.
                let firstLineEnd = min(bytes.count, cutByte + measured[keep].length)
                var hint = String(decoding: bytes[cutByte..<firstLineEnd], as: UTF8.self).count
                if Self.estimatesTruncation, request.truncation == .tail, let width,
                   let estimate = tailFitEstimate(measured[keep...].prefix(2), from: cutByte, text: bytes, width: width, runs: runs) {
                    hint = estimate
                }
                let (last, shaped) = truncatedLine(remainder, runs: runs, width: width, mode: request.truncation, hint: hint)
                let lastBuilt = shaped ?? (runs.count == 1 && last.count == 1 ? wordLine(last[0], runs: runs) : nil)
                    ?? build(last, runs: runs, width: nil)
                let lastText = Array(last.map(\.string).joined().utf8)
                measured = Array(measured.prefix(keep)) + lines(of: lastBuilt, text: lastText).prefix(1)
                placedRanges = Array(placedRanges.prefix(keep)) + [lastBuilt.ranges]
                displayed = String(decoding: bytes[0..<cutByte], as: UTF8.self) + last.map(\.string).joined()
                layouts.append(lastBuilt)
            }
        }

        // Place the lines.
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let boxWidth = measured.map(\.width).max() ?? 0
        var y: CGFloat = 0
        var placed: [PangoTextHandle.Line] = []
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0
        for (i, line) in measured.enumerated() {
            let (ascent, descent, gap) = lineMetrics(start: line.start, length: line.length, ranges: placedRanges[i], runs: runs)
            let baseline = y + ascent
            if i == 0 { firstBaseline = baseline }
            lastBaseline = baseline
            var factor: CGFloat
            switch request.alignment {
            case .leading: factor = 0
            case .center: factor = 0.5
            case .trailing: factor = 1
            }
            if line.rtl, factor != 0.5 { factor = 1 - factor }
            let x = (boxWidth - line.width) * factor - line.x
            placed.append(PangoTextHandle.Line(line: line.line, x: x, baseline: baseline, width: line.width))
            y = baseline + descent
            if i < measured.count - 1 { y += spacing + gap }
        }
        let handle = PangoTextHandle(layouts: layouts, lines: placed, request: request, engine: self)
        var size = CGSize(width: boxWidth, height: max(0, y))
        if !(size.width.isFinite && size.height.isFinite && firstBaseline.isFinite && lastBaseline.isFinite) {
            Diagnostics.warn("Pango measured a Text as \(size) (baselines \(firstBaseline), \(lastBaseline)); non-finite values are taken as 0",
                             key: "text-nonfinite-size")
            size = CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
            if !firstBaseline.isFinite { firstBaseline = 0 }
            if !lastBaseline.isFinite { lastBaseline = size.height }
        }
        return TextLayout(size: size, firstBaseline: firstBaseline,
                          lastBaseline: lastBaseline, lineCount: placed.count, displayedString: displayed, handle: handle)
    }

    /// For a request with a line limit, the whole text laid out at its width without the limit, from the
    /// cache (laid out there first if need be): a stack measures a text with a height of 0 (one line, cut)
    /// and without limit at the same width, and the cut one starts from the same lines.
    private func limitedRequestsMain(_ request: TextRequest, breaksLines: Bool) -> BuiltLayout? {
        guard request.lineLimit != nil else { return nil }
        var unlimited = request
        unlimited.lineLimit = nil
        // The lines' glyphs are wanted now: measuring the text from its words first would be work thrown away.
        let declined = declinesWords
        declinesWords = true
        defer { declinesWords = declined }
        let main = breaksLines ? layout(unlimited) : makeLayout(unlimited, breaksLines: false)
        return (main.handle as? PangoTextHandle)?.layouts.first
    }
}

import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) import AtelierCore

/// Shapes and measures text with Pango (fontconfig and HarfBuzz underneath).
///
/// Fonts: the system font is Inter, then Noto Sans CJK SC (the font description's family list
/// "Inter, Noto Sans CJK SC"); emoji come from Noto Color Emoji through fontconfig's fallback.
/// "Noto Color Emoji" is deliberately not in the list: Debian's fontconfig rules sort a colour
/// font named there ahead of Inter, which would make it the primary font. `.serif` uses Noto Serif, else
/// DejaVu Serif; `.monospaced` Noto Sans Mono, else DejaVu Sans Mono; `.rounded` uses Inter,
/// since no rounded face of Inter exists and Debian's rounded sans fonts (fonts-dosis,
/// fonts-eurofurence) look nothing like SF Pro Rounded.
///
/// Sizes are points with no DPI conversion (absolute sizes). Metric hinting is off and glyph
/// positions are not rounded, so a layout measures the same at every device scale.
///
/// Line heights follow SwiftUI: a line is as tall as the *requested* font's ascent + descent
/// (Inter: 1.21 em, 20.6 pt at 17 pt, where SF Pro gives 20.3), whatever fallback font
/// (CJK, emoji) draws some of its glyphs; Pango's own line boxes, which grow for Noto Sans CJK's
/// tall metrics, are not used. The engine places every line itself.
///
/// A font whose Cairo face FreeType put in an error state (Cairo keeps such a face for every size of
/// the font) is not used again: the engine replaces its font map, and layouts made before draw anew.
///
/// Used on the main actor only; hence `@unchecked Sendable`.
@_spi(Backend) public final class PangoTextEngine: TextEngine, @unchecked Sendable {
    private(set) var fontMap: UnsafeMutablePointer<PangoFontMap>
    private(set) var context: OpaquePointer
    /// How many times the font map was replaced; a layout from an earlier generation is laid out again to draw.
    private(set) var generation = 0

    /// Layouts by request. Each lookup is an access of its own (a nested layout runs between them, never within
    /// one): the runtime's exclusivity check at every lookup showed in the profile.
    @exclusivity(unchecked) private var cache = LRUCache<TextRequest, TextLayout>(capacity: 4096)
    private var metricsCache: [ResolvedFont: (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat)] = [:]
    /// The width of "…" by font, in points: the truncation search's first guess (`tailFitEstimate`).
    private var ellipsisWidths: [ResolvedFont: Double] = [:]
    private var descriptions: [ResolvedFont: OpaquePointer] = [:]
    /// What a line at a width of 0 holds and measures, by its text and run style (`narrowLayout(_:)`).
    var narrowLines = LRUCache<TextRun, NarrowLine>(capacity: 8192)
    /// Whether a text at a width of 0 is measured from its clusters (`narrowLayout(_:)`); the tests turn
    /// it off to compare with Pango's own layout there.
    nonisolated(unsafe) static var measuresNarrowTextByClusters = true
    /// Whether a tail truncation starts its search from the wrapped lines' glyph positions
    /// (`tailFitEstimate`); the tests turn it off to compare with the search from the line's length.
    nonisolated(unsafe) static var estimatesTruncation = true

    /// The family list used for the system font.
    static let systemFamilies = "Inter, Noto Sans CJK SC"

    /// Creates an engine with its own Pango font map, so fonts resolve the same way on every host.
    public init() {
        (fontMap, context) = Self.makeFontMap()
    }

    static func makeFontMap() -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer) {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return (fontMap, context)
    }

    /// Whether any engine replaced its fonts (until then no layout needs laying out again to draw).
    nonisolated(unsafe) static var fontsReplaced = false

    /// Starts over with a new font map (new fonts, new Cairo faces) after a font failed.
    func replaceFonts() {
        Self.fontsReplaced = true
        Diagnostics.warn("a font failed in FreeType/Cairo (a size it cannot render); fonts are loaded again", key: "text-font-failed")
        // Layouts made before keep their own references to the old map, context and fonts.
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        (fontMap, context) = Self.makeFontMap()
        cache = LRUCache(capacity: 4096)
        narrowLines = LRUCache(capacity: 8192)
        metricsCache = [:]
        ellipsisWidths = [:]
        generation += 1
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    // MARK: Fonts

    /// The fontconfig family list for a font.
    static func families(for font: ResolvedFont) -> String {
        let fallback = "Noto Sans CJK SC"
        if let family = font.family, !family.isEmpty {
            let own = family.replacingOccurrences(of: ",", with: " ")
            return "\(own), Inter, \(fallback)"
        }
        switch font.design {
        case .default, .rounded: return systemFamilies
        case .serif: return "Noto Serif, DejaVu Serif, Noto Serif CJK SC"
        case .monospaced: return "Noto Sans Mono, DejaVu Sans Mono, Noto Sans Mono CJK SC"
        }
    }

    /// A font size Pango and Cairo accept, in points: 0.01...5000 (a size near 0 gives Cairo a font
    /// matrix it cannot invert, and the context drawing it fails).
    static func sanitizedSize(_ size: CGFloat) -> Double {
        guard size.isFinite, size > 0 else { return 0.01 }
        return min(max(Double(size), 0.01), 5000)
    }

    /// A cached PangoFontDescription for the font (owned by the engine).
    func description(for font: ResolvedFont) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, Self.families(for: font))
        pango_font_description_set_absolute_size(d, Self.sanitizedSize(font.size) * Double(PANGO_SCALE))
        let weight = min(1000, max(100, font.weight))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }

    /// The ascent, descent and line height of a font, in points; cached per font.
    public func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        if let m = metricsCache[font] { return m }
        var ascent = CGFloat(Self.sanitizedSize(font.size)) * 0.96875
        var descent = CGFloat(Self.sanitizedSize(font.size)) * 0.2421875
        var height = ascent + descent
        if let pfont = pango_font_map_load_font(fontMap, context, description(for: font)) {
            if let m = pango_font_get_metrics(pfont, nil) {
                ascent = CGFloat(pango_font_metrics_get_ascent(m)) / CGFloat(PANGO_SCALE)
                descent = CGFloat(pango_font_metrics_get_descent(m)) / CGFloat(PANGO_SCALE)
                let h = CGFloat(pango_font_metrics_get_height(m)) / CGFloat(PANGO_SCALE)
                height = max(ascent + descent, h)
                pango_font_metrics_unref(m)
            }
            g_object_unref(UnsafeMutableRawPointer(pfont))
        }
        let result = (ascent: ascent, descent: descent, lineHeight: height)
        metricsCache[font] = result
        return result
    }

    // MARK: Layout

    /// Lays out a paragraph with Pango; identical requests return the cached layout.
    public func layout(_ request: TextRequest) -> TextLayout {
        if let hit = cache[request] { return hit }
        if let narrow = narrowLayout(request) {
            cache[request] = narrow
            return narrow
        }
        var result = makeLayout(request)
        if (result.handle as? PangoTextHandle)?.hasFailedFont == true {
            replaceFonts()
            result = makeLayout(request)
        }
        cache[request] = result
        return result
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
        init(layout: OpaquePointer, ranges: [(Int, Int, Int)]) { self.layout = layout; self.ranges = ranges }
        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
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
        func c16(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()) }
        for (start, end, index) in ranges {
            let run = runs[index]
            insert(pango_attr_font_desc_new(description(for: run.font)), start, end)
            if run.font.monospacedDigit { insert(pango_attr_font_features_new("tnum=1"), start, end) }
            if let c = run.color {
                insert(pango_attr_foreground_new(c16(c.red), c16(c.green), c16(c.blue)), start, end)
                // Pango reads an alpha of 0 as "unset"; 1/65535 is invisible.
                if c.alpha < 1 { insert(pango_attr_foreground_alpha_new(max(1, c16(c.alpha))), start, end) }
            }
            if run.underlined {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end)
                if let c = run.underline { insert(pango_attr_underline_color_new(c16(c.red), c16(c.green), c16(c.blue)), start, end) }
            }
            if run.struckThrough {
                insert(pango_attr_strikethrough_new(1), start, end)
                if let c = run.strikethrough { insert(pango_attr_strikethrough_color_new(c16(c.red), c16(c.green), c16(c.blue)), start, end) }
            }
            if run.tracking.isFinite, run.tracking != 0 {
                insert(pango_attr_letter_spacing_new(Int32(clamping: Int((run.tracking * CGFloat(PANGO_SCALE)).rounded()))), start, end)
            }
            if run.baselineOffset.isFinite, run.baselineOffset != 0 {
                insert(pango_attr_rise_new(Int32(clamping: Int((run.baselineOffset * CGFloat(PANGO_SCALE)).rounded()))), start, end)
            }
        }
        for (start, end) in Self.itemBreaks(text) { insert(pango_attr_fallback_new(1), start, end) }
        // A word too long for a line breaks between characters without a hyphen, as in SwiftUI.
        insert(pango_attr_insert_hyphens_new(0), 0, text.utf8.count)
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
        var raw: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(built.layout)
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
        var ascent: CGFloat = 0, descent: CGFloat = 0, found = false
        func add(_ run: TextRun) {
            let m = metrics(of: run.font)
            let rise = run.baselineOffset.isFinite ? run.baselineOffset : 0
            ascent = max(ascent, m.ascent + max(0, rise))
            descent = max(descent, m.descent + max(0, -rise))
            found = true
        }
        let end = start + length
        for (s, e, r) in ranges where s < end && e > start { add(runs[r]) }
        if !found {
            // An empty line: the run that ends at (or contains) its start, else the first.
            if let r = ranges.last(where: { $0.0 <= start }) ?? ranges.first { add(runs[r.2]) }
            else if let run = runs.first { add(run) }
        }
        return (ascent, descent)
    }

    func makeLayout(_ request: TextRequest) -> TextLayout {
        let runs = request.runs
        let fullText = runs.map(\.string).joined()
        guard !fullText.isEmpty else {
            return TextLayout(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, displayedString: "", handle: nil)
        }
        var width: Double? = nil
        if let w = request.maxWidth, !w.isNaN, w != .infinity { width = max(0, Double(w)) }
        width = Self.wrapWidth(width, text: fullText, runs: runs)
        let pieces = runs.enumerated().map { Piece(string: $0.element.string, run: $0.offset) }
        let main = limitedRequestsMain(request) ?? build(pieces, runs: runs, width: width)
        let bytes = Array(fullText.utf8)
        var measured = lines(of: main, text: bytes)
        var placedRanges: [[(Int, Int, Int)]] = Array(repeating: main.ranges, count: measured.count)
        var displayed = fullText
        var layouts = [main]

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
            let lastBuilt = shaped ?? build(last, runs: runs, width: nil)
            let lastText = Array(last.map(\.string).joined().utf8)
            measured = Array(measured.prefix(keep)) + lines(of: lastBuilt, text: lastText).prefix(1)
            placedRanges = Array(placedRanges.prefix(keep)) + [lastBuilt.ranges]
            displayed = String(decoding: bytes[0..<cutByte], as: UTF8.self) + last.map(\.string).joined()
            layouts.append(lastBuilt)
        }

        // Place the lines.
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let boxWidth = measured.map(\.width).max() ?? 0
        var y: CGFloat = 0
        var placed: [PangoTextHandle.Line] = []
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0
        for (i, line) in measured.enumerated() {
            let (ascent, descent) = verticalMetrics(start: line.start, length: line.length, ranges: placedRanges[i], runs: runs)
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
            if i < measured.count - 1 { y += spacing }
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
    private func limitedRequestsMain(_ request: TextRequest) -> BuiltLayout? {
        guard request.lineLimit != nil else { return nil }
        var unlimited = request
        unlimited.lineLimit = nil
        return (layout(unlimited).handle as? PangoTextHandle)?.layouts.first
    }

    // MARK: Truncation

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
            let built = build(candidate(k), runs: runs, width: nil)
            var logical = PangoRectangle()
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

/// The drawable result of a Pango layout: the lines, each placed at its own baseline.
///
/// The Pango layouts behind the lines are let go of when no node draws them (`discardShapes`) and laid out
/// again from the request the first time they are needed after that: Pango lays a request out the same way
/// every time, so the glyphs drawn are the same.
final class PangoTextHandle: DiscardableTextShapes {
    struct Line {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        /// Where the line's origin goes, relative to the text's top-left corner.
        var x: CGFloat
        var baseline: CGFloat
        var width: CGFloat
    }
    /// The Pango layouts and the lines placed from them (the lines point into the layouts), while kept.
    private var shapes: (layouts: [PangoTextEngine.BuiltLayout], lines: [Line])?
    var layouts: [PangoTextEngine.BuiltLayout] { shaped.layouts }
    var lines: [Line] { shaped.lines }

    /// The shapes, laid out again if they were let go of.
    private var shaped: (layouts: [PangoTextEngine.BuiltLayout], lines: [Line]) {
        if let shapes { return shapes }
        let again = engine.flatMap { $0.makeLayout(request).handle as? PangoTextHandle }?.shapes ?? ([], [])
        shapes = again
        return again
    }

    /// Whether the shapes are kept now.
    var isShaped: Bool { shapes != nil }

    func discardShapes() {
        guard shapes != nil else { return }
        shapes = nil
        // The fonts were read from the lines let go of.
        cachedFonts = nil
    }

    /// What was laid out, by which engine and with which of its font maps.
    let request: TextRequest
    private(set) weak var engine: PangoTextEngine?
    let generation: Int

    init(layouts: [PangoTextEngine.BuiltLayout], lines: [Line], request: TextRequest, engine: PangoTextEngine) {
        shapes = (layouts, lines)
        self.request = request; self.engine = engine; generation = engine.generation
    }

    /// A handle measured without shapes: Pango lays the request out the first time they are needed.
    init(unshaped request: TextRequest, engine: PangoTextEngine) {
        shapes = nil
        self.request = request; self.engine = engine; generation = engine.generation
    }

    /// This handle, or the same request laid out again when the engine replaced its fonts since.
    var current: PangoTextHandle {
        guard PangoTextEngine.fontsReplaced, let engine, engine.generation != generation else { return self }
        return engine.layout(request).handle as? PangoTextHandle ?? self
    }

    /// `CairoRenderer.failures` when the fonts were last checked for an error state.
    var failuresChecked = -1

    /// The largest font size of the request's runs, in points, as Pango was given it.
    lazy var largestFontSize: Double = request.runs.map { PangoTextEngine.sanitizedSize($0.font.size) }.max() ?? 0
    /// The smallest font size of the request's runs, in points, as Pango was given it.
    lazy var smallestFontSize: Double = request.runs.map { PangoTextEngine.sanitizedSize($0.font.size) }.min() ?? 0

    /// The distinct fonts of the shown lines' runs.
    var fonts: [OpaquePointer] {
        if let cachedFonts { return cachedFonts }
        let found = distinctFonts()
        cachedFonts = found
        return found
    }
    private var cachedFonts: [OpaquePointer]?

    private func distinctFonts() -> [OpaquePointer] {
        var seen = Set<OpaquePointer>(), result: [OpaquePointer] = []
        for l in lines {
            var node = l.line.pointee.runs
            while let n = node {
                if let data = n.pointee.data,
                   let font = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis.font {
                    let p = OpaquePointer(font)
                    if seen.insert(p).inserted { result.append(p) }
                }
                node = n.pointee.next
            }
        }
        return result
    }

    /// Whether one of the fonts' Cairo faces (or scaled fonts) is in an error state: text drawn with it puts
    /// the context in that state too.
    var hasFailedFont: Bool {
        fonts.contains { font in
            guard let scaled = pango_cairo_font_get_scaled_font(font) else { return false }
            return cairo_scaled_font_status(scaled) != CAIRO_STATUS_SUCCESS
                || cairo_font_face_status(cairo_scaled_font_get_font_face(scaled)) != CAIRO_STATUS_SUCCESS
        }
    }

    /// Glyphs no installed font could draw (drawn as hex boxes), over every layout used.
    var unknownGlyphsCount: Int {
        layouts.reduce(0) { $0 + Int(pango_layout_get_unknown_glyphs_count($1.layout)) }
    }

    /// The number of glyphs drawn, over every shown line.
    var glyphCount: Int {
        var count = 0
        for l in lines {
            var node = l.line.pointee.runs
            while let n = node {
                if let data = n.pointee.data {
                    let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                    count += Int(run.pointee.glyphs.pointee.num_glyphs)
                }
                node = n.pointee.next
            }
        }
        return count
    }

    /// The union of the lines' ink, relative to the text's top-left corner.
    lazy var inkBounds: CGRect = {
        var r = CGRect.null
        for l in lines {
            var ink = PangoRectangle()
            pango_layout_line_get_extents(l.line, &ink, nil)
            let s = CGFloat(PANGO_SCALE)
            r = r.union(CGRect(x: l.x + CGFloat(ink.x) / s, y: l.baseline + CGFloat(ink.y) / s,
                               width: CGFloat(ink.width) / s, height: CGFloat(ink.height) / s))
        }
        return r
    }()
}

/// A least-recently-used cache.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, tick: UInt64)] = [:]
    private var tick: UInt64 = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }

    subscript(key: Key) -> Value? {
        mutating get {
            // One lookup: the entry's tick is updated where it is found (a request's key hashes its strings).
            guard let i = entries.index(forKey: key) else { return nil }
            tick += 1
            entries.values[i].tick = tick
            return entries.values[i].value
        }
        set {
            tick += 1
            if let newValue { entries[key] = (newValue, tick) } else { entries[key] = nil }
            if entries.count > capacity { evict() }
        }
    }

    /// Drops the oldest quarter.
    private mutating func evict() {
        let drop = max(1, capacity / 4)
        let oldest = entries.sorted { $0.value.tick < $1.value.tick }.prefix(drop).map(\.key)
        for k in oldest { entries[k] = nil }
    }
}

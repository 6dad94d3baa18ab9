import Foundation
import CPangoCairo
@_spi(Backend) import AtelierCore

/// Words shaped once per font, as browsers cache them: texts repeat their words, and shaping every text whole
/// was half of building a list of new messages.
///
/// A word (the characters between two spaces) is laid out alone by Pango; what a text's measuring needs of it,
/// its characters' advances, glyph clusters and the advance each cluster gains at a line's end (`breakLines`),
/// is kept by font and word. A word that shapes in more than one run, right to left, with a glyph no font has, or
/// with a cluster of several glyphs is kept as not simple, and a text with such a word is laid out by Pango. A word
/// with a glyph that a default lookup seeing across a space changes, near enough its edge for the lookup to see past
/// the space (`OpenTypeContextReach`), or that kerns with a space, is contextual: `assemble` shapes it in context.
extension PangoTextEngine {
    /// A word shaped alone: per character, its advance, whether a glyph cluster starts there, and what a line
    /// cut after it gains at its end; the font and script Pango shaped it in.
    /// A class: a text's assembling passes shapes around, and a struct of four arrays cost four references each time.
    final class WordShape {
        let widths: [Int32]
        let clusterStart: [Bool]
        /// `endAdjustment` of a cut after each character (`breakLines`).
        let endAdjustment: [Int32]
        /// Pango's break attributes of the word's characters and of its end (`assemble` joins them).
        let attributes: [PangoLogAttr]
        let font: OpaquePointer
        let script: UInt8
        /// Whether the word may shape otherwise next to other words: a glyph of it is one a rule across a space
        /// substitutes or positions (Inter's "1 x 1" → "1 × 1"), or a space beside it kerns. Such a word is shaped
        /// together with the words on either side (`assemble`).
        let contextual: Bool
        /// The word's glyphs as Pango shaped them, and the character (of the word) each one's cluster starts at: a
        /// text's lines are drawn from them (`linesFromWords`).
        let glyphs: [PangoGlyphInfo]
        let glyphChars: [Int32]
        /// The rest of Pango's analysis of the word's item, which the text's one item shares.
        let language: OpaquePointer?
        let gravity: UInt8
        let flags: UInt8

        init(widths: [Int32], clusterStart: [Bool], endAdjustment: [Int32], attributes: [PangoLogAttr], font: OpaquePointer,
             script: UInt8, contextual: Bool, glyphs: [PangoGlyphInfo], glyphChars: [Int32], language: OpaquePointer?,
             gravity: UInt8, flags: UInt8) {
            self.widths = widths; self.clusterStart = clusterStart; self.endAdjustment = endAdjustment
            self.attributes = attributes; self.font = font; self.script = script; self.contextual = contextual
            self.glyphs = glyphs; self.glyphChars = glyphChars; self.language = language; self.gravity = gravity; self.flags = flags
        }

        /// This shape without its first `first` and last `last` characters (the context a piece was shaped in); nil
        /// unless the characters kept start and end clusters.
        func slice(droppingFirst first: Int, last: Int) -> WordShape? {
            let n = widths.count, end = n - last
            guard first >= 0, last >= 0, first < end, clusterStart[first], last == 0 || clusterStart[end] else { return nil }
            let kept = glyphChars.indices.filter { glyphChars[$0] >= first && glyphChars[$0] < end }
            return WordShape(widths: Array(widths[first..<end]), clusterStart: Array(clusterStart[first..<end]),
                             endAdjustment: Array(endAdjustment[first..<end]), attributes: Array(attributes[first...end]),
                             font: font, script: script, contextual: contextual, glyphs: kept.map { glyphs[$0] },
                             glyphChars: kept.map { glyphChars[$0] - Int32(first) }, language: language, gravity: gravity, flags: flags)
        }
    }

    /// The words shaped in one font. Words of up to 8 bytes are found by their bytes packed in a word.
    final class WordShapes {
        @exclusivity(unchecked) var short: [UInt64: WordShape?] = [:]
        @exclusivity(unchecked) var others: [String: WordShape?] = [:]
        /// Pieces shaped in their context (a contextual word with the words beside it, `assemble`), a few: each is
        /// one text's, seldom asked again once its text is assembled, and kept with the words they filled the cache
        /// (1.4 MB of a 1,000-message list's 10: 1,126 pieces). The last 32 are kept (`piecesInContextPerFont`).
        @exclusivity(unchecked) var inContext: [String: WordShape?] = [:]
        /// Words of common characters only (digits, punctuation) shaped in Latin text, where Pango's itemizing gives
        /// them the script of the text around them: each shaped after "a " (`latinContext`).
        lazy var inLatinText: WordShapes = {
            let shapes = WordShapes()
            shapes.prefix = PangoTextEngine.latinContext
            return shapes
        }()
        /// What the words are shaped after, whose shapes are left out.
        var prefix = ""
        /// The glyphs of the font that rules reaching across a space change (`spanningGlyphs`), found on first use,
        /// and how many glyphs before and after the one they change those rules see at most.
        var spanning: Set<UInt32>?
        var reach = (back: Int.max, ahead: Int.max)
        /// The advance of a space alone, in Pango units.
        var spaceWidth: Int32?
        /// The fonts the shapes name, referenced while they are kept (a font's address tells fonts apart).
        private var fonts: Set<OpaquePointer> = []

        func keep(_ font: OpaquePointer) {
            if fonts.insert(font).inserted { g_object_ref(UnsafeMutableRawPointer(font)) }
        }

        deinit { for f in fonts { g_object_unref(UnsafeMutableRawPointer(f)) } }
    }

    /// How many fonts keep their words, and how many words a font keeps.
    static let wordFonts = 64
    static let wordsPerFont = 16384
    /// How many pieces shaped in context a font keeps (`WordShapes.inContext`): a text assembled again soon after is
    /// one of the engine's recent assemblies, and one assembled again later finds its pieces gone from 256 as well.
    static let piecesInContextPerFont = 32

    /// Text before a word of common characters that gives it the Latin script.
    static let latinContext = "a "

    /// The words of one font, made on first use.
    func wordShapes(for font: ResolvedFont) -> WordShapes {
        if let known = wordShapesByFont[font] { return known }
        if wordShapesByFont.count >= Self.wordFonts { wordShapesByFont = [:] }
        let shapes = WordShapes()
        wordShapesByFont[font] = shapes
        return shapes
    }

    /// The shape of `bytes[range]` (a word, or a space; a piece shaped in its context, `inContext`) in a run's font;
    /// nil where the word is not simple.
    func wordShape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, run: TextRun, in shapes: WordShapes,
                   inContext: Bool = false) -> WordShape? {
        if inContext {
            let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            if let known = shapes.inContext[string] { return known }
            let shape = shapeWord(string, prefix: shapes.prefix, run: run, in: shapes)
            if shapes.inContext.count >= Self.piecesInContextPerFont { shapes.inContext.removeAll(keepingCapacity: true) }
            shapes.inContext[string] = .some(shape)
            return shape
        }
        var packed: UInt64 = 0
        if range.count <= 8 {
            for i in range.reversed() { packed = packed << 8 | UInt64(bytes[i]) }
            if let known = shapes.short[packed] { return known }
        }
        let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if range.count > 8, let known = shapes.others[string] { return known }
        let shape = shapeWord(string, prefix: shapes.prefix, run: run, in: shapes)
        if range.count <= 8 {
            if shapes.short.count >= Self.wordsPerFont { shapes.short = [:] }
            shapes.short[packed] = .some(shape)
        } else {
            if shapes.others.count >= Self.wordsPerFont { shapes.others = [:] }
            shapes.others[string] = .some(shape)
        }
        return shape
    }

    /// A word laid out alone by Pango, read as `breakLines` reads a paragraph's runs.
    private func shapeWord(_ word: String, prefix: String, run: TextRun, in shapes: WordShapes) -> WordShape? {
        var style = run
        style.string = prefix + word
        let built = build([Piece(string: style.string, run: 0)], runs: [style], width: nil)
        let layout = built.layout
        guard pango_layout_get_unknown_glyphs_count(layout) == 0, pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_line_readonly(layout, 0), line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue,
              let only = line.pointee.runs, only.pointee.next == nil, let data = only.pointee.data,
              let textPointer = pango_layout_get_text(layout) else { return nil }
        let glyphItem = data.assumingMemoryBound(to: PangoGlyphItem.self)
        guard let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs, item.pointee.analysis.level % 2 == 0,
              let font = item.pointee.analysis.font else { return nil }
        let count = Int(item.pointee.num_chars), byteCount = Int(item.pointee.length)
        // The prefix's characters are ASCII: one byte each.
        let skip = prefix.utf8.count
        guard item.pointee.offset == 0, byteCount == skip + word.utf8.count, count > skip else { return nil }
        var attributeCount: Int32 = 0
        guard let logAttributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount), Int(attributeCount) == count + 1 else { return nil }
        var charOfByte = [Int](repeating: -1, count: byteCount + 1)
        var chars = 0
        for b in 0..<byteCount where UInt8(bitPattern: textPointer[b]) & 0xC0 != 0x80 {
            charOfByte[b] = chars
            chars += 1
        }
        charOfByte[byteCount] = chars
        guard chars == count else { return nil }
        var widths = [Int32](repeating: 0, count: count)
        widths.withUnsafeMutableBufferPointer { pango_glyph_item_get_logical_widths(glyphItem, textPointer, $0.baseAddress!) }
        var clusterStart = [Bool](repeating: false, count: count)
        var endAdjustment = [Int32](repeating: 0, count: count)
        let hbFont = pango_font_get_hb_font(font)
        let glyphCount = Int(glyphs.pointee.num_glyphs)
        var g = 0
        while g < glyphCount {
            let cluster = Int(glyphs.pointee.log_clusters[g])
            // A cluster of several glyphs has no single advance to end a line with: not simple.
            guard g + 1 == glyphCount || Int(glyphs.pointee.log_clusters[g + 1]) != cluster else { return nil }
            let endByte = g + 1 < glyphCount ? Int(glyphs.pointee.log_clusters[g + 1]) : byteCount
            guard cluster < endByte, endByte <= byteCount, charOfByte[cluster] >= 0, charOfByte[endByte] > 0 else { return nil }
            let info = glyphs.pointee.glyphs[g]
            guard let hbFont, info.glyph & 0x1000_0000 == 0 else { return nil }  // PANGO_GLYPH_UNKNOWN_FLAG
            clusterStart[charOfByte[cluster]] = true
            endAdjustment[charOfByte[endByte] - 1] = hb_font_get_glyph_h_advance(hbFont, info.glyph) - info.geometry.width
            g += 1
        }
        // The word's own characters start a cluster after the prefix, and the word starts one.
        guard clusterStart[skip] else { return nil }
        let fontPointer = OpaquePointer(font)
        shapes.keep(fontPointer)
        // The word's own glyphs, after the prefix's.
        let own = (0..<glyphCount).filter { Int(glyphs.pointee.log_clusters[$0]) >= skip }
        var contextual = false
        // Pieces with spaces are shaped in their context already.
        if !word.utf8.contains(0x20) {
            if shapes.spanning == nil {
                let found: (glyphs: Set<UInt32>, reach: (back: Int, ahead: Int))
                if let hbFont { found = Self.spanningGlyphs(hb_font_get_face(hbFont)) } else { found = ([], (Int.max, Int.max)) }
                shapes.spanning = found.glyphs
                shapes.reach = found.reach
            }
            // A glyph such a rule changes sees past the spaces beside the word only as far as the rule reaches; one that
            // sees no further than the spaces is measured with them (`keepsApartFromSpaces`).
            for (i, g) in own.enumerated() where shapes.spanning!.contains(glyphs.pointee.glyphs[g].glyph) {
                if i < shapes.reach.back - 1 || own.count - 1 - i < shapes.reach.ahead - 1 { contextual = true }
            }
            if !contextual { contextual = !keepsApartFromSpaces(word, prefix: prefix, widths: Array(widths[skip...]), run: run, in: shapes) }
        }
        let analysis = item.pointee.analysis
        return WordShape(widths: Array(widths[skip...]), clusterStart: Array(clusterStart[skip...]),
                         endAdjustment: Array(endAdjustment[skip...]),
                         attributes: Array(UnsafeBufferPointer(start: logAttributes + skip, count: count + 1 - skip)),
                         font: fontPointer, script: analysis.script, contextual: contextual,
                         glyphs: own.map { glyphs.pointee.glyphs[$0] },
                         glyphChars: own.map { Int32(charOfByte[Int(glyphs.pointee.log_clusters[$0])] - skip) },
                         language: analysis.language, gravity: analysis.gravity, flags: analysis.flags)
    }

    /// Whether a word measures the same between spaces as alone, and the spaces beside it as a space alone: no
    /// kerning pair joins it to a space.
    private func keepsApartFromSpaces(_ word: String, prefix: String, widths: [Int32], run: TextRun, in shapes: WordShapes) -> Bool {
        if shapes.spaceWidth == nil {
            shapes.spaceWidth = charWidths(" ", run: run)?.first ?? -1
        }
        // After the prefix ("a ") the space before the word is the prefix's own.
        let before = prefix.isEmpty ? " " : prefix
        guard let spaced = charWidths(before + word + " ", run: run), let space = shapes.spaceWidth else { return false }
        let first = before.count
        return spaced.count == first + widths.count + 1 && spaced[first - 1] == space && spaced.last == space
            && Array(spaced[first..<(first + widths.count)]) == widths
    }

    /// The advances of a string's characters laid out alone in a run's style, if it is one run.
    private func charWidths(_ string: String, run: TextRun) -> [Int32]? {
        var style = run
        style.string = string
        let built = build([Piece(string: string, run: 0)], runs: [style], width: nil)
        guard let line = pango_layout_get_line_readonly(built.layout, 0), let only = line.pointee.runs, only.pointee.next == nil,
              let data = only.pointee.data, let text = pango_layout_get_text(built.layout) else { return nil }
        let glyphItem = data.assumingMemoryBound(to: PangoGlyphItem.self)
        var widths = [Int32](repeating: 0, count: Int(glyphItem.pointee.item.pointee.num_chars))
        widths.withUnsafeMutableBufferPointer { pango_glyph_item_get_logical_widths(glyphItem, text, $0.baseAddress!) }
        return widths
    }

    /// The features HarfBuzz applies to horizontal text by default (and tabular digits, which a font may ask for).
    static let defaultFeatures = ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern",
                                  "liga", "rclt", "rvrn", "ltra", "ltrm", "tnum"]

    /// The glyphs that the face's default lookups with a space in their context change: a word with one of them
    /// may shape otherwise beside other words. A lookup that changes the space itself changes every glyph here.
    static func spanningGlyphs(_ face: OpaquePointer?) -> (glyphs: Set<UInt32>, reach: (back: Int, ahead: Int)) {
        guard let face else { return ([], (Int.max, Int.max)) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return ([], (Int.max, Int.max)) }
        var tags = defaultFeatures.map { tag -> hb_tag_t in
            let b = Array(tag.utf8)
            return hb_tag_t(b[0]) << 24 | hb_tag_t(b[1]) << 16 | hb_tag_t(b[2]) << 8 | hb_tag_t(b[3])
        }
        tags.append(0)  // HB_TAG_NONE ends the list
        var result = Set<UInt32>(), reach = (back: 0, ahead: 0)
        for (table, isPositioning) in [(hb_tag_t(0x4753_5542), false), (hb_tag_t(0x4750_4F53), true)] {  // GSUB, GPOS
            let lookups = hb_set_create()
            defer { hb_set_destroy(lookups) }
            tags.withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, lookups) }
            var index = hb_codepoint_t.max  // HB_SET_VALUE_INVALID starts the walk
            while hb_set_next(lookups, &index) != 0 {
                let before = hb_set_create(), input = hb_set_create(), after = hb_set_create(), output = hb_set_create()
                defer { hb_set_destroy(before); hb_set_destroy(input); hb_set_destroy(after); hb_set_destroy(output) }
                hb_ot_layout_lookup_collect_glyphs(face, table, index, before, input, after, output)
                let inContext = hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0
                // A space substituted is a space that may change; a space kerned is measured by `keepsApartFromSpaces`.
                if hb_set_has(input, space) != 0, !isPositioning { return (Set(0...0xFFFF), (Int.max, Int.max)) }
                guard inContext else { continue }
                let lookupReach = OpenTypeContextReach.of(face: face, table: table, lookup: Int(index), positioning: isPositioning)
                reach = (max(reach.back, lookupReach.back), max(reach.ahead, lookupReach.ahead))
                var g = hb_codepoint_t.max
                while hb_set_next(input, &g) != 0 { result.insert(g) }
            }
        }
        return (result, reach)
    }
}

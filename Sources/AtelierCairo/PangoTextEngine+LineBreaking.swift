import Foundation
import CPangoCairo
@_spi(Backend) import AtelierCore

/// Lines at a width broken over the glyphs of the text's unwrapped layout, so that a text is shaped once.
///
/// A stack asks a text for its width unwrapped, then lays it out at the width it gets: Pango shaped it for each
/// (and, breaking a line inside an item, shapes what is left of the item again for every line). Here the
/// unwrapped layout's runs are cut into lines where Pango would break them (`pango_layout`'s rules in 1.50:
/// a break opportunity fits when the line's width up to it, less one white character before it, fits; no word
/// fits, then a character break does), from its per-character widths and break opportunities, and each line
/// is made of copies of those runs split at the line's ends (`pango_glyph_item_split`, no shaping), with the
/// white space that ends a wrapped line collapsed as Pango does. The lines are `PangoLayoutLine`s that point
/// into the unwrapped layout's text, so Pango draws, measures and outlines them as its own.
///
/// Taken for left-to-right text without letter spacing, tabs, line separators, soft or inserted hyphens, when every
/// line breaks at a place that fits; anything else is laid out by Pango at the width. Text editing asks
/// Pango's own lines (`pangoBrokenHandle`): `pango_layout_line_x_to_index` looks a line up in its layout.
extension PangoTextEngine {
    /// Whether lines at a width are broken over the unwrapped layout's glyphs; the tests turn it off to compare
    /// with Pango's own breaking.
    nonisolated(unsafe) static var breaksLinesOverShapedRuns = pangoLinesHaveTheKnownLayout

    /// Whether the Pango the app runs with is 1.50, whose private line struct `makeLine` fills in: with another
    /// version (a newer distribution) Pango breaks the lines itself, slower but safe.
    static let pangoLinesHaveTheKnownLayout = pango_version() / 100 == 150

    /// Bytes allocated for a line: `PangoLayoutLinePrivate` (the public line, a reference count, an extents cache)
    /// is 76 bytes in Pango 1.50; more is room to spare.
    static let lineAllocation = 128
    /// `endAdjustment` of a cut after a cluster of several glyphs: a line does not end there.
    static let unknownAdvance = Int32.min

    /// The request's text laid out at `width` from its unwrapped layout's glyphs, or nil where Pango breaks it.
    func linesBrokenOverShapedRuns(_ request: TextRequest, width: Double) -> BuiltLayout? {
        // Not for a request without a width (a long one wraps at `widestLine`: its unwrapped layout is itself), nor
        // for a long text (cut into short items, `itemBreaks`, that Pango lays out at the width).
        guard Self.breaksLinesOverShapedRuns, request.maxWidth != nil, width > 0, width <= Self.widestLine,
              request.runs.reduce(0, { $0 + $1.string.utf8.count }) <= Self.longText else { return nil }
        for run in request.runs where run.tracking.isFinite && run.tracking != 0 { return nil }
        var unwrapped = request
        unwrapped.maxWidth = nil
        unwrapped.lineLimit = nil
        guard let wide = layout(unwrapped).handle as? PangoTextHandle else { return nil }
        // A text measured from its words is cut and drawn from their glyphs, as `wordLayout` cuts it.
        if let text = wide.assembled, let cuts = Self.wordCuts(of: text, width: width),
           let built = linesFromWords(request, text: text, cuts: cuts) {
            return built
        }
        guard wide.layouts.count == 1,
              let built = wide.layouts.first, built.brokenLines == nil, pango_layout_get_width(built.layout) == -1 else { return nil }
        let units = (width * Double(PANGO_SCALE)).rounded(.up) + 1
        return breakLines(of: built, width: Int(units))
    }

    /// The lines of an unwrapped layout broken at `width` Pango units, or nil where this does not break them as Pango.
    func breakLines(of built: BuiltLayout, width: Int) -> BuiltLayout? {
        let layout = built.layout
        guard let textPointer = pango_layout_get_text(layout) else { return nil }
        let byteCount = Int(strlen(textPointer))
        guard byteCount <= Self.longText else { return nil }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return nil }
        let charCount = Int(attributeCount) - 1

        // The character at each byte that starts one (-1 elsewhere), up to the end of the text.
        var charOfByte = [Int32](repeating: -1, count: byteCount + 1)
        var chars = 0
        for b in 0..<byteCount {
            let byte = UInt8(bitPattern: textPointer[b])
            if byte & 0xC0 != 0x80 {
                charOfByte[b] = Int32(chars)
                chars += 1
                // Tabs are placed by the line's start; line separators break lines inside a paragraph.
                if byte == 0x09 { return nil }
                if byte == 0xE2, b + 2 < byteCount, UInt8(bitPattern: textPointer[b + 1]) == 0x80,
                   UInt8(bitPattern: textPointer[b + 2]) == 0xA8 { return nil }
                // A soft hyphen ending a line is shaped as Pango shapes that line.
                if byte == 0xC2, b + 1 < byteCount, UInt8(bitPattern: textPointer[b + 1]) == 0xAD { return nil }
            }
        }
        charOfByte[byteCount] = Int32(chars)
        guard chars == charCount else { return nil }
        for c in 0...charCount where attributes[c].break_inserts_hyphen != 0 || attributes[c].break_removes_preceding != 0 {
            return nil
        }

        var paragraphs: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let n = node {
            if let data = n.pointee.data { paragraphs.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = n.pointee.next
        }

        // Each character's logical width and whether a glyph cluster starts there, from the paragraphs' runs.
        var widths = [Int32](repeating: 0, count: charCount + 1)
        var clusterStart = [Bool](repeating: false, count: charCount + 1)
        // What a line cut before each character gains at its end: Pango shapes a line's last cluster without
        // the next one, so its glyph takes its own advance, without the kerning with what followed.
        // `unknownAdvance` where that cluster is not one glyph.
        var endAdjustment = [Int32](repeating: 0, count: charCount + 1)
        clusterStart[charCount] = true
        for paragraph in paragraphs {
            guard paragraph.pointee.is_paragraph_start != 0, paragraph.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue else { return nil }
            var runNode = paragraph.pointee.runs
            while let n = runNode {
                defer { runNode = n.pointee.next }
                guard let data = n.pointee.data else { continue }
                let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                guard let item = run.pointee.item, let glyphs = run.pointee.glyphs, item.pointee.analysis.level % 2 == 0 else { return nil }
                let offset = Int(item.pointee.offset), count = Int(item.pointee.num_chars)
                guard offset + Int(item.pointee.length) <= byteCount, charOfByte[offset] >= 0 else { return nil }
                let first = Int(charOfByte[offset])
                guard first + count <= charCount else { return nil }
                widths.withUnsafeMutableBufferPointer { w in
                    pango_glyph_item_get_logical_widths(run, textPointer, w.baseAddress! + first)
                }
                clusterStart[first] = true
                let glyphCount = Int(glyphs.pointee.num_glyphs)
                let font = item.pointee.analysis.font.flatMap { pango_font_get_hb_font($0) }
                var g = 0
                while g < glyphCount {
                    let cluster = glyphs.pointee.log_clusters[g]
                    var next = g + 1
                    while next < glyphCount, glyphs.pointee.log_clusters[next] == cluster { next += 1 }
                    let byte = offset + Int(cluster)
                    guard byte <= byteCount, charOfByte[byte] >= 0 else { return nil }
                    clusterStart[Int(charOfByte[byte])] = true
                    let endByte = next < glyphCount ? offset + Int(glyphs.pointee.log_clusters[next]) : offset + Int(item.pointee.length)
                    guard endByte <= byteCount, charOfByte[endByte] >= 0 else { return nil }
                    let info = glyphs.pointee.glyphs[g]
                    if next == g + 1, let font, info.glyph & 0x1000_0000 == 0 {  // not PANGO_GLYPH_UNKNOWN_FLAG
                        endAdjustment[Int(charOfByte[endByte])] = hb_font_get_glyph_h_advance(font, info.glyph) - info.geometry.width
                    } else {
                        endAdjustment[Int(charOfByte[endByte])] = Self.unknownAdvance
                    }
                    g = next
                }
                if first + count <= charCount { clusterStart[first + count] = true }
            }
        }

        let result = BuiltLayout(sharing: layout, ranges: built.ranges)
        var lines: [UnsafeMutablePointer<PangoLayoutLine>] = []
        for paragraph in paragraphs {
            let startByte = Int(paragraph.pointee.start_index), endByte = startByte + Int(paragraph.pointee.length)
            guard paragraph.pointee.runs != nil else { lines.append(paragraph); continue }
            guard endByte <= byteCount, charOfByte[startByte] >= 0, charOfByte[endByte] >= 0 else { return nil }
            let first = Int(charOfByte[startByte]), end = Int(charOfByte[endByte])
            // At the end of the text Pango may collapse one white character; at a paragraph's end nothing.
            let endCollapse = end == charCount && end > first && attributes[end - 1].is_white != 0 ? Int(widths[end - 1]) : 0
            guard let cuts = Self.lineCuts(first: first, end: end, width: width, endCollapse: endCollapse, widths: widths,
                                           clusterStart: clusterStart, endAdjustment: endAdjustment, attributes: attributes) else { return nil }
            if cuts.isEmpty { lines.append(paragraph); continue }
            // The byte where each cut's character starts (the cuts ascend).
            var cutBytes: [Int] = []
            for b in startByte...endByte where cutBytes.count < cuts.count && charOfByte[b] == Int32(cuts[cutBytes.count]) {
                cutBytes.append(b)
            }
            guard cutBytes.count == cuts.count else { return nil }
            var from = startByte
            for (i, cut) in (cuts + [end]).enumerated() {
                let wrapped = i < cuts.count
                let to = wrapped ? cutBytes[i] : endByte
                let white = wrapped && attributes[cut - 1].is_white != 0
                let endAdvance = wrapped && !white ? endAdjustment[cut] : 0
                if endAdvance == Self.unknownAdvance { return nil }
                let line = makeLine(from: paragraph, bytes: from..<to, text: textPointer, paragraphStart: i == 0,
                                    collapsesFinalSpace: white, endAdvance: endAdvance)
                result.ownedLines.append(line)
                lines.append(line)
                from = to
            }
        }
        result.brokenLines = lines
        return result
    }

    /// Where the lines of the characters `first..<end` of a paragraph break at `width` Pango units (the character
    /// starting each line after the first; none when it fits on one), as `pango_layout` breaks them; nil where no
    /// break fits. `widths`, `clusterStart` and `endAdjustment` as `breakLines` gathers them.
    static func lineCuts(first: Int, end: Int, width: Int, endCollapse: Int, widths: UnsafePointer<Int32>, clusterStart: UnsafePointer<Bool>,
                         endAdjustment: UnsafePointer<Int32>, attributes: UnsafePointer<PangoLogAttr>) -> [Int]? {
        var cuts: [Int] = []
        var lineStart = first
        while true {
            var total = 0, bestWord = -1, bestChar = -1, p = lineStart, fitsToEnd = false
            while p < end {
                let w = Int(widths[p])
                total += w
                p += 1
                if p == end { fitsToEnd = total - endCollapse <= width; break }
                // A white character ends the line collapsed; another with its own advance.
                let white = attributes[p - 1].is_white != 0
                let adjustment = white ? -w : endAdjustment[p] == Self.unknownAdvance ? 0 : Int(endAdjustment[p])
                // Past this point no later break fits either (a cut's width is at least the width before its cluster).
                if total - w > width { break }
                guard clusterStart[p], total + adjustment <= width else { continue }
                if attributes[p].is_line_break != 0 { bestWord = p }
                if attributes[p].is_char_break != 0 { bestChar = p }
            }
            if fitsToEnd { break }
            let cut = bestWord > lineStart ? bestWord : bestChar
            guard cut > lineStart else { return nil }
            cuts.append(cut)
            lineStart = cut
        }
        return cuts
    }

    /// A line of the runs of `paragraph` within `bytes`, copied and split at its ends; its final space collapsed
    /// (a wrapped line's, when one glyph draws it) as `pango_layout` does.
    private func makeLine(from paragraph: UnsafeMutablePointer<PangoLayoutLine>, bytes: Range<Int>, text: UnsafePointer<CChar>,
                          paragraphStart: Bool, collapsesFinalSpace: Bool, endAdvance: Int32) -> UnsafeMutablePointer<PangoLayoutLine> {
        var list: UnsafeMutablePointer<GSList>? = nil
        var last: UnsafeMutablePointer<PangoGlyphItem>?
        var runNode = paragraph.pointee.runs
        while let n = runNode {
            defer { runNode = n.pointee.next }
            guard let data = n.pointee.data else { continue }
            let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
            let offset = Int(run.pointee.item.pointee.offset), end = offset + Int(run.pointee.item.pointee.length)
            guard end > bytes.lowerBound, offset < bytes.upperBound else { continue }
            var piece = pango_glyph_item_copy(run)!
            if bytes.lowerBound > offset {
                pango_glyph_item_free(pango_glyph_item_split(piece, text, Int32(bytes.lowerBound - offset)))
            }
            let pieceStart = max(offset, bytes.lowerBound)
            if bytes.upperBound < end {
                let head = pango_glyph_item_split(piece, text, Int32(bytes.upperBound - pieceStart))!
                pango_glyph_item_free(piece)
                piece = head
            }
            list = g_slist_prepend(list, piece)
            last = piece
        }
        if collapsesFinalSpace, let last, let glyphs = last.pointee.glyphs, glyphs.pointee.num_glyphs >= 1 {
            let g = Int(glyphs.pointee.num_glyphs) - 1
            if g == 0 || glyphs.pointee.log_clusters[g] != glyphs.pointee.log_clusters[g - 1] {
                glyphs.pointee.glyphs[g].geometry.width = 0
                glyphs.pointee.glyphs[g].glyph = 0x0FFF_FFFF  // PANGO_GLYPH_EMPTY
            }
        }
        if endAdvance != 0, let last, let glyphs = last.pointee.glyphs, glyphs.pointee.num_glyphs >= 1 {
            glyphs.pointee.glyphs[Int(glyphs.pointee.num_glyphs) - 1].geometry.width += endAdvance
        }
        return Self.allocateLine(layout: paragraph.pointee.layout, bytes: bytes, runs: g_slist_reverse(list),
                                 paragraphStart: paragraphStart, direction: paragraph.pointee.resolved_dir)
    }

    /// A line of `layout`'s text over `bytes`, owning `runs` (`PangoGlyphItem`s), allocated as Pango 1.50's private
    /// line struct; freed by `freeLine`.
    static func allocateLine(layout: OpaquePointer?, bytes: Range<Int>, runs: UnsafeMutablePointer<GSList>?, paragraphStart: Bool,
                             direction: UInt32) -> UnsafeMutablePointer<PangoLayoutLine> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: Self.lineAllocation, alignment: 16)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: Self.lineAllocation)
        let line = raw.bindMemory(to: PangoLayoutLine.self, capacity: 1)
        line.pointee.layout = layout
        line.pointee.start_index = Int32(bytes.lowerBound)
        line.pointee.length = Int32(bytes.count)
        line.pointee.runs = runs
        line.pointee.is_paragraph_start = paragraphStart ? 1 : 0
        line.pointee.resolved_dir = direction
        // The reference count after the public fields; the extents cache after it stays NOT_CACHED (0).
        (raw + MemoryLayout<PangoLayoutLine>.size).storeBytes(of: UInt32(1), as: UInt32.self)
        return line
    }

    /// Frees a line made by `makeLine`: its runs, their list and the line.
    static func freeLine(_ line: UnsafeMutablePointer<PangoLayoutLine>) {
        var node = line.pointee.runs
        while let n = node {
            if let data = n.pointee.data { pango_glyph_item_free(data.assumingMemoryBound(to: PangoGlyphItem.self)) }
            node = n.pointee.next
        }
        g_slist_free(line.pointee.runs)
        UnsafeMutableRawPointer(line).deallocate()
    }
}

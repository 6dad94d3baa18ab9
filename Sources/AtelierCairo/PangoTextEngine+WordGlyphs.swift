import Foundation
import CPangoCairo
@_spi(Backend) import AtelierCore

/// A text measured from its words' shapes drawn from their glyphs too, so that Pango shapes it not at all.
///
/// Drawing asked Pango to lay the text out whole, and a paragraph of words seen before then cost a shaping that
/// measuring had saved. The glyphs of its words (and spaces, and pieces shaped in context), each shaped alone,
/// are the glyphs Pango gives the whole text (`assemble` takes only texts where they are); a line is a run of them
/// between the cuts `wordLayout` measured, its final space collapsed or its last glyph given its own advance as
/// `makeLine` does, in one item analysed as Pango's one item of the text, with the run's attributes. The lines are
/// `PangoLayoutLine`s of a Pango layout of the text that is never laid out, drawn, measured and outlined by Pango
/// as its own; text editing asks Pango's own lines (`pangoBrokenHandle`).
extension PangoTextEngine {
    /// The pieces a text was assembled from, whose glyphs are the text's, and what Pango's analysis of the text's
    /// item would be. The glyphs are gathered only to draw: most texts measured are not drawn at every width.
    final class WordGlyphs {
        let pieces: [WordShape]
        /// The character each piece starts at.
        let starts: [Int32]
        /// The font, referenced while these are kept.
        let font: OpaquePointer
        let script: UInt8
        let language: OpaquePointer?
        let gravity: UInt8
        let flags: UInt8

        init(pieces: [WordShape], starts: [Int32], font: OpaquePointer, script: UInt8, language: OpaquePointer?,
             gravity: UInt8, flags: UInt8) {
            self.pieces = pieces; self.starts = starts; self.font = font; self.script = script; self.language = language
            self.gravity = gravity; self.flags = flags
            g_object_ref(UnsafeMutableRawPointer(font))
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(font)) }
    }

    /// How many requests Pango laid out (shaping them) to measure or draw them; the tests count them.
    nonisolated(unsafe) static var requestsLaidOutByPango = 0

    /// A Pango layout of the request's text, not laid out, with the lines cut at `cuts` (characters, ascending, each
    /// starting a line after the first) made of the text's words' glyphs; nil where they do not make the text.
    func linesFromWords(_ request: TextRequest, text: AssembledText, cuts: [Int]) -> BuiltLayout? {
        guard request.runs.count == 1, let words = text.glyphs, words.pieces.count == words.starts.count else { return nil }
        let run = request.runs[0]
        // With tabular digits Inter's colon before a space and a digit ("U.S.: 3") takes another glyph (of the same
        // advance) in the whole text than in its word, which `spanningGlyphs` does not find: Pango draws such texts.
        guard !run.font.monospacedDigit else { return nil }
        let charCount = text.charCount
        // The byte each character starts at.
        var byteOfChar = [Int32](repeating: 0, count: charCount + 1)
        var c = 0
        for (b, byte) in text.bytes.enumerated() where byte & 0xC0 != 0x80 {
            guard c < charCount else { return nil }
            byteOfChar[c] = Int32(b)
            c += 1
        }
        guard c == charCount else { return nil }
        byteOfChar[charCount] = Int32(text.bytes.count)
        // The text's glyphs, and the character each one's cluster starts at (ascending).
        var glyphs: [PangoGlyphInfo] = [], chars: [Int32] = []
        glyphs.reserveCapacity(charCount)
        chars.reserveCapacity(charCount)
        for (piece, start) in zip(words.pieces, words.starts) {
            glyphs += piece.glyphs
            for c in piece.glyphChars { chars.append(c + start) }
        }

        let built = build([Piece(string: run.string, run: 0)], runs: request.runs, width: nil)
        let attributes = Self.itemAttributes(for: run)
        defer { for a in attributes { pango_attribute_destroy(a) } }
        var lines: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var g = 0, start = 0
        for (i, end) in (cuts + [charCount]).enumerated() {
            guard end > start, end <= charCount else {
                for line in lines { Self.freeLine(line) }
                return nil
            }
            let first = g
            while g < glyphs.count, Int(chars[g]) < end { g += 1 }
            let count = g - first
            let startByte = byteOfChar[start]
            let string = pango_glyph_string_new()!
            pango_glyph_string_set_size(string, Int32(count))
            for k in 0..<count {
                string.pointee.glyphs[k] = glyphs[first + k]
                string.pointee.log_clusters[k] = byteOfChar[Int(chars[first + k])] - startByte
            }
            if i < cuts.count, count > 0 {
                if text.attributes[end - 1].is_white != 0 {
                    // The white space ending a wrapped line is collapsed.
                    string.pointee.glyphs[count - 1].geometry.width = 0
                    string.pointee.glyphs[count - 1].glyph = 0x0FFF_FFFF  // PANGO_GLYPH_EMPTY
                } else {
                    // A line's last glyph takes its own advance, without the kerning with what followed.
                    string.pointee.glyphs[count - 1].geometry.width += text.endAdjustment[end]
                }
            }
            let item = pango_item_new()!
            item.pointee.offset = startByte
            item.pointee.length = byteOfChar[end] - startByte
            item.pointee.num_chars = Int32(end - start)
            item.pointee.analysis.font = UnsafeMutablePointer<PangoFont>(words.font)
            g_object_ref(UnsafeMutableRawPointer(words.font))
            item.pointee.analysis.level = 0
            item.pointee.analysis.gravity = words.gravity
            item.pointee.analysis.flags = words.flags
            item.pointee.analysis.script = words.script
            item.pointee.analysis.language = words.language
            var extra: UnsafeMutablePointer<GSList>? = nil
            for a in attributes.reversed() { extra = g_slist_prepend(extra, pango_attribute_copy(a)) }
            item.pointee.analysis.extra_attrs = extra
            // Allocated as `pango_glyph_item_free` frees it.
            let glyphItem = g_slice_alloc0(gsize(MemoryLayout<PangoGlyphItem>.size))!.bindMemory(to: PangoGlyphItem.self, capacity: 1)
            glyphItem.pointee.item = item
            glyphItem.pointee.glyphs = string
            let line = Self.allocateLine(layout: built.layout, bytes: Int(startByte)..<Int(byteOfChar[end]),
                                         runs: g_slist_prepend(nil, glyphItem), paragraphStart: i == 0,
                                         direction: PANGO_DIRECTION_LTR.rawValue)
            lines.append(line)
            start = end
        }
        guard g == glyphs.count else {
            for line in lines { Self.freeLine(line) }
            return nil
        }
        built.brokenLines = lines
        built.ownedLines = lines
        return built
    }
}

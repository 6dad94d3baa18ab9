import Foundation

/// A tiny TrueType font written byte by byte, so that font tests use a family no system has: every capital
/// letter is one box 0.9 em wide and as tall as the ascent plus the descent (0.8 + 0.2 em), advancing 1 em; the
/// space advances 0.25 em; other characters are not in it (the text engine falls back to Inter for them).
///
/// `Tests/AtelierTests/Resources/Fonts/AtelierTestFace.ttf` is `TestFontFile.data(family: "Atelier Test Face")`
/// (a test checks that they are equal), shipped as the test target's resource to test registration at start.
enum TestFontFile {
    /// The font file: a TrueType font, or a TrueType collection holding it.
    static func data(family: String, postScriptName: String? = nil, collection: Bool = false) -> Data {
        let tables = makeTables(family: family, postScriptName: postScriptName ?? family.replacingOccurrences(of: " ", with: "") + "-Regular")
        let font = sfnt(tables, base: collection ? 16 : 0)
        guard collection else { return font }
        var ttc = Data()
        ttc.append(contentsOf: Array("ttcf".utf8))
        ttc.u32(0x0001_0000); ttc.u32(1); ttc.u32(16)
        return ttc + font
    }

    private static let unitsPerEm = 1000, ascent = 800, descent = 200

    private static func makeTables(family: String, postScriptName: String) -> [(String, Data)] {
        // .notdef, the space, and a box for each of the 26 capitals (fontconfig counts a character only when its
        // glyph is not another character's).
        let glyphCount = 2 + 26
        // glyf: glyph 1 is one contour of four on-curve points; glyphs 0 and 2 are empty.
        var box = Data()
        box.i16(1); box.i16(50); box.i16(-Int(descent)); box.i16(950); box.i16(ascent)
        box.u16(3)   // last point of the contour
        box.u16(0)   // no instructions
        box.append(contentsOf: [1, 1, 1, 1])  // on curve, x and y as 16-bit deltas
        for dx in [50, 0, 900, 0] { box.i16(dx) }
        for dy in [-descent, ascent + descent, 0, -(ascent + descent)] { box.i16(dy) }
        var glyf = Data()
        var loca = Data()
        loca.u16(0); loca.u16(0); loca.u16(0)  // .notdef and the space are empty
        for _ in 0..<26 { glyf.append(box); loca.u16(glyf.count / 2) }

        var head = Data()
        head.u32(0x0001_0000); head.u32(0x0001_0000); head.u32(0); head.u32(0x5F0F_3CF5)
        head.u16(0x000B); head.u16(unitsPerEm)
        head.append(Data(count: 16))  // created, modified
        head.i16(0); head.i16(-descent); head.i16(950); head.i16(ascent)
        head.u16(0); head.u16(8); head.i16(2); head.i16(0); head.i16(0)  // macStyle, lowestRecPPEM, direction, short loca, glyph format

        var hhea = Data()
        hhea.u32(0x0001_0000); hhea.i16(ascent); hhea.i16(-descent); hhea.i16(0)
        hhea.u16(1000); hhea.i16(0); hhea.i16(0); hhea.i16(950)
        hhea.i16(1); hhea.i16(0); hhea.i16(0)
        hhea.append(Data(count: 8)); hhea.i16(0); hhea.u16(glyphCount)

        var hmtx = Data()
        for (advance, lsb) in [(500, 0), (250, 0)] + Array(repeating: (1000, 50), count: 26) { hmtx.u16(advance); hmtx.i16(lsb) }

        var maxp = Data()
        maxp.u32(0x0001_0000); maxp.u16(glyphCount); maxp.u16(4); maxp.u16(1)
        maxp.u16(0); maxp.u16(0); maxp.u16(2)
        for _ in 0..<8 { maxp.u16(0) }

        var os2 = Data()
        os2.u16(4); os2.i16(700); os2.u16(400); os2.u16(5); os2.u16(0)
        for v in [650, 600, 0, 75, 650, 600, 0, 350, 50, 300] { os2.i16(v) }
        os2.i16(0); os2.append(Data(count: 10))  // family class, panose
        os2.u32(1); os2.u32(0); os2.u32(0); os2.u32(0)  // Basic Latin
        os2.append(contentsOf: Array("ATLR".utf8))
        os2.u16(0x0040); os2.u16(0x20); os2.u16(0x5A)  // regular; first and last character
        os2.i16(ascent); os2.i16(-descent); os2.i16(0); os2.u16(ascent); os2.u16(descent)
        os2.u32(1); os2.u32(0)  // Latin 1 code page
        os2.i16(800); os2.i16(800); os2.u16(0); os2.u16(0x20); os2.u16(1)

        // cmap: one format 4 subtable (Windows, Unicode BMP): the space, A–Z, and the end segment.
        let segments: [(start: Int, end: Int, delta: Int)] = [(0x20, 0x20, 1 - 0x20), (0x41, 0x5A, 2 - 0x41), (0xFFFF, 0xFFFF, 1)]
        var sub = Data()
        let segX2 = segments.count * 2
        var searchRange = 2, selector = 0
        while searchRange * 2 <= segX2 { searchRange *= 2; selector += 1 }
        sub.u16(4); sub.u16(16 + segments.count * 8); sub.u16(0)
        sub.u16(segX2); sub.u16(searchRange); sub.u16(selector); sub.u16(segX2 - searchRange)
        for s in segments { sub.u16(s.end) }
        sub.u16(0)
        for s in segments { sub.u16(s.start) }
        for s in segments { sub.u16((s.delta + 65536) % 65536) }
        for _ in segments { sub.u16(0) }
        var cmap = Data()
        cmap.u16(0); cmap.u16(1); cmap.u16(3); cmap.u16(1); cmap.u32(12)
        cmap.append(sub)

        // name: Windows English records, UTF-16BE.
        let names: [(Int, String)] = [(1, family), (2, "Regular"), (3, postScriptName), (4, family), (5, "Version 1.0"), (6, postScriptName)]
        var strings = Data()
        var records = Data()
        for (id, text) in names {
            let utf16 = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            records.u16(3); records.u16(1); records.u16(0x409); records.u16(id); records.u16(utf16.count); records.u16(strings.count)
            strings.append(utf16)
        }
        var name = Data()
        name.u16(0); name.u16(names.count); name.u16(6 + records.count)
        name.append(records); name.append(strings)

        var post = Data()
        post.u32(0x0003_0000); post.u32(0); post.i16(-100); post.i16(50)
        post.append(Data(count: 20))

        return [("OS/2", os2), ("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea),
                ("hmtx", hmtx), ("loca", loca), ("maxp", maxp), ("name", name), ("post", post)]
    }

    /// The tables in an sfnt wrapper; `base` is where the wrapper starts in the file (table offsets are absolute).
    private static func sfnt(_ tables: [(String, Data)], base: Int) -> Data {
        var searchRange = 1, selector = 0
        while searchRange * 2 <= tables.count { searchRange *= 2; selector += 1 }
        var header = Data()
        header.u32(0x0001_0000); header.u16(tables.count)
        header.u16(searchRange * 16); header.u16(selector); header.u16(tables.count * 16 - searchRange * 16)
        var offset = base + 12 + tables.count * 16
        var body = Data()
        for (tag, table) in tables {
            header.append(contentsOf: Array(tag.utf8)); header.u32(checksum(table)); header.u32(offset); header.u32(table.count)
            var padded = table
            while padded.count % 4 != 0 { padded.append(0) }
            body.append(padded)
            offset += padded.count
        }
        return header + body
    }

    private static func checksum(_ table: Data) -> Int {
        var sum: UInt32 = 0
        var bytes = [UInt8](table)
        while bytes.count % 4 != 0 { bytes.append(0) }
        for i in stride(from: 0, to: bytes.count, by: 4) {
            sum &+= UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        return Int(sum)
    }
}

private extension Data {
    mutating func u16(_ v: Int) { append(contentsOf: [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
    mutating func i16(_ v: Int) { u16(v < 0 ? v + 65536 : v) }
    mutating func u32(_ v: Int) { append(contentsOf: [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
}

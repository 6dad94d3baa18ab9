import Foundation
import CPangoCairo
@_spi(Backend) import AtelierCore

/// A text measured at a width of 0 from its grapheme clusters, without Pango laying the whole text out there.
///
/// Stacks measure every child at a width of 0 for its minimum. There Pango makes a line of each cluster,
/// at about 8 µs a line: a 300-character message took 1.5 ms, eleven times its unwrapped layout. Within one
/// item of left-to-right text a line starts at a character break and holds one cluster, shaped alone, and
/// the white space after it when Pango lets that hang there (it does for some clusters and not others,
/// by their widths). So a line is measured once per distinct text and style: a cluster alone, or a
/// cluster with the white space after it and the next cluster, laid out by Pango at that width, whose
/// first line is the line. Anything else (several runs or items, right to left, control characters, a line
/// limit, a long text) is laid out by Pango whole. The shapes, if the layout is ever drawn, come from Pango
/// laying the request out for real.
extension PangoTextEngine {
    /// The first line of a short text at a width of 0: its length in bytes and its width.
    struct NarrowLine {
        var length: Int
        var width: CGFloat
    }

    /// The first lines at a width of 0 measured in one run style (a run without its string), by piece. A single
    /// ASCII character is found by its byte: a message's every cluster is looked up, and hashing a run with its
    /// string per cluster (the cache this replaces) cost a sixth of building the message list with new texts.
    final class NarrowPieces {
        /// Read and written only by `narrowLine`, never while already accessed: no runtime exclusivity check per cluster.
        @exclusivity(unchecked) var ascii = [NarrowLine?](repeating: nil, count: 128)
        /// Pieces of up to 8 bytes, by their bytes packed in a word; longer ones by their text.
        @exclusivity(unchecked) var short: [UInt64: NarrowLine] = [:]
        @exclusivity(unchecked) var others: [String: NarrowLine] = [:]
    }

    /// The width-0 layout of a request this shortcut covers, or nil to lay it out with Pango.
    func narrowLayout(_ request: TextRequest) -> TextLayout? {
        guard Self.measuresNarrowTextByClusters, request.maxWidth == 0, request.lineLimit == nil,
              request.runs.count == 1 else { return nil }
        let run = request.runs[0]
        let text = run.string
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.longText else { return nil }
        // Newlines, tabs and other controls make items and lines of their own (U+0085, U+2028 and U+2029 too).
        for (i, b) in bytes.enumerated() where b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xE2 {
            if b == 0xC2 { if i + 1 < bytes.count, bytes[i + 1] == 0x85 { return nil } else { continue } }
            if b == 0xE2 {
                if i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return nil } else { continue }
            }
            return nil
        }

        var unwrapped = request
        unwrapped.maxWidth = nil
        guard let wide = layout(unwrapped).handle as? PangoTextHandle else { return nil }
        // A text its words measured has its break opportunities without a Pango layout.
        if let assembled = wide.assembled {
            return assembled.attributes.withUnsafeBufferPointer {
                narrowLayout(request, bytes: bytes, attributes: $0.baseAddress!, attributeCount: $0.count)
            }
        }
        guard wide.layouts.count == 1, wide.lines.count == 1, let built = wide.layouts.first else { return nil }
        let line = wide.lines[0].line
        guard line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue, let only = line.pointee.runs, only.pointee.next == nil,
              let data = only.pointee.data,
              data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis.level % 2 == 0 else { return nil }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(built.layout, &attributeCount) else { return nil }
        return narrowLayout(request, bytes: bytes, attributes: attributes, attributeCount: Int(attributeCount))
    }

    /// The width-0 layout of a one-run, left-to-right request from its text's break opportunities.
    private func narrowLayout(_ request: TextRequest, bytes: [UInt8], attributes: UnsafePointer<PangoLogAttr>,
                              attributeCount: Int) -> TextLayout? {
        let run = request.runs[0]
        let text = run.string
        // The clusters: byte offsets of the character breaks, and whether each cluster is white space.
        var starts: [Int] = []
        var white: [Bool] = []
        starts.reserveCapacity(bytes.count)
        white.reserveCapacity(bytes.count)
        var character = 0
        for (offset, b) in bytes.enumerated() where b & 0xC0 != 0x80 {
            guard character < Int(attributeCount) else { return nil }
            if character == 0 || attributes[character].is_char_break != 0 {
                starts.append(offset)
                white.append(attributes[character].is_white != 0)
            }
            character += 1
        }
        guard character + 1 == Int(attributeCount) else { return nil }
        func end(_ cluster: Int) -> Int { cluster + 1 < starts.count ? starts[cluster + 1] : bytes.count }

        var style = run
        style.string = ""
        let pieces: NarrowPieces
        if let known = narrowPieces[style] {
            pieces = known
        } else {
            if narrowPieces.count >= Self.narrowStyles { narrowPieces = [:] }
            pieces = NarrowPieces()
            narrowPieces[style] = pieces
        }

        var lineCount = 0, widest: CGFloat = 0
        var cluster = 0
        while cluster < starts.count {
            lineCount += 1
            let next = cluster + 1
            if !white[cluster], next == starts.count || !white[next] {
                // A cluster between two others: a line of its own.
                widest = max(widest, narrowLine(bytes, starts[cluster]..<end(cluster), run: run, pieces: pieces).width)
                cluster = next
                continue
            }
            // White space follows or starts the line: Pango decides how much of it the line keeps.
            var last = next
            while last < starts.count, white[last] { last += 1 }
            let probeEnd = last < starts.count ? end(last) : bytes.count
            let measured = narrowLine(bytes, starts[cluster]..<probeEnd, run: run, pieces: pieces)
            widest = max(widest, measured.width)
            let lineEnd = starts[cluster] + max(1, measured.length)
            while cluster < starts.count, starts[cluster] < lineEnd { cluster += 1 }
        }

        let (ascent, descent, gap) = lineMetrics(start: 0, length: bytes.count, ranges: [(0, bytes.count, 0)], runs: request.runs)
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let lastBaseline = CGFloat(lineCount - 1) * (ascent + descent + gap + spacing) + ascent
        let size = CGSize(width: widest, height: max(0, lastBaseline + descent))
        guard size.width.isFinite, size.height.isFinite else { return nil }
        return TextLayout(size: size, firstBaseline: ascent, lastBaseline: lastBaseline, lineCount: lineCount,
                          displayedString: text, handle: PangoTextHandle(unshaped: request, engine: self))
    }

    /// How many run styles keep their pieces, and how many pieces other than single ASCII characters a style keeps.
    static let narrowStyles = 64
    static let narrowPiecesPerStyle = 8192

    /// The first line of a few clusters (`range` of `bytes`) laid out by Pango at a width of 0 in a run's style.
    private func narrowLine(_ bytes: [UInt8], _ range: Range<Int>, run: TextRun, pieces: NarrowPieces) -> NarrowLine {
        if range.count == 1, bytes[range.lowerBound] < 0x80, let known = pieces.ascii[Int(bytes[range.lowerBound])] { return known }
        // A piece of up to 8 bytes by its bytes in a word (none is 0: controls are not measured here).
        var packed: UInt64 = 0
        if range.count <= 8 {
            for i in range.reversed() { packed = packed << 8 | UInt64(bytes[i]) }
            if let known = pieces.short[packed] { return known }
        }
        let string = String(decoding: bytes[range], as: UTF8.self)
        if range.count > 8, let known = pieces.others[string] { return known }
        let built = build([Piece(string: string, run: 0)], runs: [run], width: 0)
        let first = lines(of: built, text: Array(bytes[range])).first
        let measured = NarrowLine(length: first?.length ?? range.count, width: first?.width ?? 0)
        if range.count == 1, bytes[range.lowerBound] < 0x80 {
            pieces.ascii[Int(bytes[range.lowerBound])] = measured
        } else if range.count <= 8 {
            if pieces.short.count >= Self.narrowPiecesPerStyle { pieces.short = [:] }
            pieces.short[packed] = measured
        } else {
            if pieces.others.count >= Self.narrowPiecesPerStyle { pieces.others = [:] }
            pieces.others[string] = measured
        }
        return measured
    }
}

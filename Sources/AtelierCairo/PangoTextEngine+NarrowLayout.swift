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

    /// The width-0 layout of a request this shortcut covers, or nil to lay it out with Pango.
    func narrowLayout(_ request: TextRequest) -> TextLayout? {
        guard Self.measuresNarrowTextByClusters, request.maxWidth == 0, request.lineLimit == nil,
              request.runs.count == 1 else { return nil }
        let run = request.runs[0]
        let text = run.string
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.longText else { return nil }
        // Newlines, tabs and other controls make items and lines of their own.
        for b in bytes where b < 0x20 || b == 0x7F { return nil }
        for s in text.unicodeScalars where s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029 { return nil }

        var unwrapped = request
        unwrapped.maxWidth = nil
        guard let wide = layout(unwrapped).handle as? PangoTextHandle, wide.layouts.count == 1, wide.lines.count == 1,
              let built = wide.layouts.first else { return nil }
        let line = wide.lines[0].line
        guard line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue, let only = line.pointee.runs, only.pointee.next == nil,
              let data = only.pointee.data,
              data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis.level % 2 == 0 else { return nil }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(built.layout, &attributeCount) else { return nil }

        // The clusters: byte offsets of the character breaks, and whether each cluster is white space.
        var starts: [Int] = []
        var white: [Bool] = []
        var character = 0, offset = 0
        for scalar in text.unicodeScalars {
            guard character < Int(attributeCount) else { return nil }
            if character == 0 || attributes[character].is_char_break != 0 {
                starts.append(offset)
                white.append(attributes[character].is_white != 0)
            }
            offset += UTF8.width(scalar)
            character += 1
        }
        guard character + 1 == Int(attributeCount) else { return nil }
        func end(_ cluster: Int) -> Int { cluster + 1 < starts.count ? starts[cluster + 1] : bytes.count }

        var lineCount = 0, widest: CGFloat = 0
        var cluster = 0
        while cluster < starts.count {
            lineCount += 1
            let next = cluster + 1
            if !white[cluster], next == starts.count || !white[next] {
                // A cluster between two others: a line of its own.
                widest = max(widest, narrowLine(bytes[starts[cluster]..<end(cluster)], run: run).width)
                cluster = next
                continue
            }
            // White space follows or starts the line: Pango decides how much of it the line keeps.
            var last = next
            while last < starts.count, white[last] { last += 1 }
            let probeEnd = last < starts.count ? end(last) : bytes.count
            let measured = narrowLine(bytes[starts[cluster]..<probeEnd], run: run)
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

    /// The first line of a few clusters laid out by Pango at a width of 0 in a run's style.
    private func narrowLine(_ piece: ArraySlice<UInt8>, run: TextRun) -> NarrowLine {
        var key = run
        key.string = String(decoding: piece, as: UTF8.self)
        if let known = narrowLines[key] { return known }
        let built = build([Piece(string: key.string, run: 0)], runs: [run], width: 0)
        let first = lines(of: built, text: Array(piece)).first
        let measured = NarrowLine(length: first?.length ?? piece.count, width: first?.width ?? 0)
        narrowLines[key] = measured
        return measured
    }
}

import Foundation
import CPangoCairo
@_spi(Backend) import AtelierCore

/// Caret positions, hit testing and visual motion for text fields, from Pango's lines as the engine
/// placed them (`PangoTextHandle.Line`: each line's origin and baseline in the text's box).
extension PangoTextEngine {
    private func placedLines(of layout: TextLayout) -> (handle: PangoTextHandle, lines: [PangoTextHandle.Line])? {
        guard let handle = (layout.handle as? PangoTextHandle)?.current.pangoBrokenHandle else { return nil }
        return (handle, handle.lines)
    }

    public func lines(of layout: TextLayout) -> [TextLineGeometry] {
        guard let (handle, lines) = placedLines(of: layout) else { return [] }
        let font = handle.request.runs.first?.font ?? ResolvedFont(size: 17)
        let m = metrics(of: font)
        return lines.map { line in
            let start = Int(line.line.pointee.start_index), length = Int(line.line.pointee.length)
            return TextLineGeometry(range: start..<(start + length),
                                    frame: CGRect(x: line.x, y: line.baseline - m.ascent, width: line.width, height: m.ascent + m.descent),
                                    baseline: line.baseline)
        }
    }

    public func caretX(at offset: Int, line: Int, of layout: TextLayout) -> CGFloat {
        guard let (handle, lines) = placedLines(of: layout), lines.indices.contains(line) else { return 0 }
        let placed = lines[line]
        let start = Int(placed.line.pointee.start_index), length = Int(placed.line.pointee.length)
        var x: Int32 = 0
        let index = max(start, min(offset, start + length))
        if index == start + length, length > 0, let built = handle.layouts.first, let text = pango_layout_get_text(built.layout) {
            // At the line's end, the trailing edge of its last character: the left edge of right-to-left text.
            var last = index - 1
            while last > start, UInt8(bitPattern: text[last]) & 0xC0 == 0x80 { last -= 1 }
            pango_layout_line_index_to_x(placed.line, Int32(last), 1, &x)
        } else {
            pango_layout_line_index_to_x(placed.line, Int32(clamping: index), 0, &x)
        }
        return placed.x + CGFloat(x) / CGFloat(PANGO_SCALE)
    }

    public func offset(atX x: CGFloat, line: Int, of layout: TextLayout) -> Int {
        guard let (handle, lines) = placedLines(of: layout), lines.indices.contains(line),
              let built = handle.layouts.first, let text = pango_layout_get_text(built.layout) else { return 0 }
        let placed = lines[line]
        var index: Int32 = 0, trailing: Int32 = 0
        // A point far outside the line (a field drawn 1e300 points along) lies past its end, not past Int's range.
        let scaled = ((x - placed.x) * CGFloat(PANGO_SCALE)).rounded()
        let units = scaled.isNaN ? 0 : Int32(max(CGFloat(Int32.min), min(CGFloat(Int32.max), scaled)))
        pango_layout_line_x_to_index(placed.line, units, &index, &trailing)
        // `trailing` counts the characters of the cluster clicked past its middle: the caret goes after it.
        let offset = Self.advance(Int(index), characters: Int(trailing), in: text)
        let start = Int(placed.line.pointee.start_index), length = Int(placed.line.pointee.length)
        return max(start, min(offset, start + length))
    }

    public func offset(movingVisuallyFrom offset: Int, right: Bool, of layout: TextLayout) -> Int? {
        guard let (handle, _) = placedLines(of: layout), let built = handle.layouts.first,
              let text = pango_layout_get_text(built.layout) else { return nil }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(built.layout, 1, Int32(clamping: offset), 0, right ? 1 : -1, &index, &trailing)
        if index < 0 || index == Int32.max { return nil }
        return Self.advance(Int(index), characters: Int(trailing), in: text)
    }

    /// A byte offset moved on by a number of UTF-8 characters in a NUL-terminated text.
    static func advance(_ offset: Int, characters: Int, in text: UnsafePointer<CChar>) -> Int {
        var o = offset
        for _ in 0..<max(0, characters) {
            guard text[o] != 0 else { break }
            o += 1
            // Continuation bytes (10xxxxxx) belong to the character begun before them.
            while text[o] != 0, UInt8(bitPattern: text[o]) & 0xC0 == 0x80 { o += 1 }
        }
        return o
    }
}

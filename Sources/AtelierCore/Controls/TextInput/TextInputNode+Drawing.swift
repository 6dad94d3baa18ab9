import Foundation

extension TextInputNode: DrawingNode {
    func draw(into list: inout DisplayList) {
        let layout = currentLayout
        let origin = CGPoint(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        var items = DisplayList()
        let context = ShapeStyleContext(environment: environment, bounds: frame)
        let tint = resolvePaint(TintShapeStyle(), in: context) ?? .color(RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1))
        let foreground = resolvePaint(ForegroundStyle(), in: context) ?? .color(.clear)

        /// A rectangle over each line's part of a range of the drawn text.
        func rects(_ lower: Int, _ upper: Int, each: (CGRect, TextLineGeometry, Bool) -> Void) {
            let first = layout.lineIndex(of: lower), last = layout.lineIndex(of: upper)
            for i in first...max(first, last) {
                let line = layout.lines[i]
                let from = layout.caretX(at: max(lower, line.range.lowerBound), line: i)
                let to = layout.caretX(at: min(upper, line.range.upperBound), line: i)
                each(CGRect(x: origin.x + min(from, to), y: origin.y + line.frame.minY, width: abs(to - from), height: line.frame.height),
                     line, upper > line.range.upperBound && i < last)
            }
        }

        // The selection, behind the text, in the tint's colour.
        if isFocused, !buffer.selection.isEmpty, !layout.isEmpty {
            rects(displayOffset(buffer.selection.lowerBound), displayOffset(buffer.selection.upperBound)) { rect, _, runsOn in
                // A selection running on past a line's end covers a little more there, as editors show the newline.
                let r = runsOn ? CGRect(x: rect.minX, y: rect.minY, width: rect.width + 4, height: rect.height) : rect
                items.append(.fill(Path(r), tint.multipliedAlpha(0.25), FillStyle()))
            }
        }

        // The paragraphs and the caret draw in nodes of their own (`syncParts`).
        syncParts(repaint: false)
        if layout.isEmpty, let prompt = configuration?.prompt {
            let placeholder = resolvePaint(Color(uiColor: .placeholderText), in: context) ?? .color(.clear)
            let promptLayout = engine.layout(TextRequest(runs: prompt.resolvedRuns(in: environment).runs, lineSpacing: lineSpacing))
            items.append(.text(promptLayout, origin: origin, paint: placeholder))
        }

        // The input method's composition, underlined.
        if let marked = buffer.marked, !layout.isEmpty {
            rects(displayOffset(marked.lowerBound), displayOffset(marked.upperBound)) { rect, line, _ in
                let underline = CGRect(x: rect.minX, y: origin.y + line.baseline + 2, width: rect.width, height: 1)
                items.append(.fill(Path(underline), foreground, FillStyle()))
            }
        }

        drawChildren(into: &items)
        // The text scrolls inside the field: what lies outside it is not drawn.
        list.append(.effect(.clip(Path(frame.insetBy(dx: kind == .singleLine ? -Self.caretWidth : 0, dy: 0)), FillStyle()), items))
    }
}

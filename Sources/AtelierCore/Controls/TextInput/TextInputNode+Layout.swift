import Foundation

extension TextInputNode: SizingNode {
    private var font: ResolvedFont { environment.resolvedTextFont() }
    var lineSpacing: CGFloat { environment.lineSpacing.isFinite ? max(0, environment.lineSpacing) : 0 }

    /// The drawn text laid out, wrapped at `width` (nil: one line); after an edit, from the layout before it.
    func textLayout(width: CGFloat?) -> TextInputLayout {
        let string = displayString
        let previous = width == nil ? unwrappedLayout : wrappedLayout
        if let previous, previous.width == width, previous.font == font, previous.lineSpacing == lineSpacing, previous.string == string {
            return previous
        }
        let layout = TextInputLayout(string: string, font: font, width: width, lineSpacing: lineSpacing, engine: engine, previous: previous)
        if width == nil { unwrappedLayout = layout } else { wrappedLayout = layout }
        return layout
    }

    /// The one-line text cut at its tail to `width`, with an ellipsis; kept while text, width and font are.
    private func truncatedLayout(width: CGFloat) -> TextLayout {
        let string = displayString, font = self.font
        if let kept = truncatedLine, kept.string == string, kept.width == width, kept.font == font { return kept.layout }
        let layout = engine.layout(TextRequest(runs: [TextRun(string: string, font: font)], maxWidth: width, lineLimit: 1,
                                               truncation: .tail, lineSpacing: lineSpacing))
        truncatedLine = (string, width, font, layout)
        return layout
    }

    /// The width lines wrap at, inside a frame this wide (room is kept for the caret after the longest line).
    func wrapWidth(_ width: CGFloat) -> CGFloat? {
        kind == .singleLine ? nil : max(1, width - Self.caretWidth)
    }

    private var lineMetrics: (ascent: CGFloat, descent: CGFloat) {
        let m = engine.metrics(of: font)
        return (m.ascent, m.descent)
    }

    private var promptWidth: CGFloat {
        guard let prompt = configuration?.prompt else { return 0 }
        return engine.layout(TextRequest(runs: prompt.resolvedRuns(in: environment).runs)).size.width
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (ascent, descent) = lineMetrics
        let lineHeight = ascent + descent
        // The ideal width (the text on one line) is measured only when asked for.
        var ideal: CGFloat { max(textLayout(width: nil).size.width, promptWidth) + Self.caretWidth }
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? ideal
        switch kind {
        case .singleLine:
            return CGSize(width: width, height: ceilToPixels(lineHeight))
        case .vertical, .editor:
            let layout = textLayout(width: wrapWidth(width))
            var lines = max(1, layout.lines.count)
            if kind == .vertical {
                let setting = environment.lineLimitSetting
                lines = max(setting.reserved ?? 1, min(setting.limit ?? lines, lines))
            }
            var height = CGFloat(lines) * lineHeight + CGFloat(lines - 1) * (lineSpacing + engine.lineGap(of: font))
            // An editor's page takes the height it is offered, so that a click below the text lands in it.
            if kind == .editor, let offered = proposal.height, offered.isFinite { height = max(height, offered) }
            return CGSize(width: width, height: ceilToPixels(height))
        }
    }

    func placeChildren(in rect: CGRect) {
        keepCaretInView()
        syncParts(repaint: false)
    }

    /// Gives the paragraph and caret nodes what they show now; each draws again only if that changed.
    func syncParts(repaint: Bool) {
        guard isAttached, configuration != nil else { return }
        let layout = currentLayout
        let origin = CGPoint(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        let context = ShapeStyleContext(environment: environment, bounds: frame)
        let foreground = resolvePaint(ForegroundStyle(), in: context) ?? .color(.clear)
        let shown = layout.isEmpty ? [] : layout.paragraphs.filter { !$0.range.isEmpty }
        var partsChanged = caretNode == nil
        if caretNode == nil { caretNode = TextInputCaretNode(context: NodeContext(graph: graph, parent: self)) }
        while paragraphNodes.count > shown.count {
            paragraphNodes.removeLast().detach()
            partsChanged = true
        }
        while paragraphNodes.count < shown.count {
            paragraphNodes.append(TextInputParagraphNode(context: NodeContext(graph: graph, parent: self)))
            partsChanged = true
        }
        if partsChanged { drawnChildrenDidChange() }
        for (node, paragraph) in zip(paragraphNodes, shown) {
            var drawn = paragraph.layout
            // Unfocused, a one-line field too narrow for its text shows the text's head and an ellipsis, as
            // UITextField does; focused, it scrolls to show the caret.
            if kind == .singleLine, !isFocused, shown.count == 1, frame.width > 0, drawn.size.width > frame.width {
                drawn = truncatedLayout(width: frame.width)
            }
            node.show(drawn, at: CGPoint(x: origin.x, y: origin.y + paragraph.top), paint: foreground, repaint: repaint)
        }
        let tint = resolvePaint(TintShapeStyle(), in: context) ?? .color(RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1))
        let caret = isFocused && caretOn && buffer.selection.isEmpty
            ? caretRect(at: buffer.head).offsetBy(dx: origin.x - Self.caretWidth / 2, dy: origin.y) : CGRect.null
        caretNode?.show(caret, paint: tint, repaint: repaint)
    }
}

import Foundation

/// The node of a text field's editing area: it owns the text being edited (with its selection, input
/// method composition and undo), measures and draws it with the text engine, and takes keyboard focus,
/// keys and typed text. The program's binding is written after every committed change, and a value the
/// program sets is taken at the next update.
@MainActor final class TextInputNode: ViewNode, TextInputReceiver, TextInputInspectable, DrawingNode, TextDisplaying, HitTestingNode, SizingNode {
    private var configuration: TextInputConfiguration?
    /// The text being edited.
    private(set) var buffer = TextEditingBuffer()
    /// Whether the field has keyboard focus.
    private(set) var isFocused = false
    /// How far the text is scrolled inside the field: sideways on one line, up on several.
    private var scroll = CGPoint.zero
    /// The x position the caret keeps while moving up and down through lines.
    private var desiredX: CGFloat?
    private var caretOn = true
    private var lastActivity: TimeInterval = 0
    private var blinkTimer: AnimationClock.ScheduledTimer?
    private var lastClick: (time: Date, point: CGPoint, count: Int)?
    /// What the click that started a drag selected (a word, a line), kept whole as the drag extends it.
    private var dragUnit: Range<Int>?

    /// The caret blinks on and off this often while the field is focused...
    static let blinkInterval: TimeInterval = 0.5
    /// ...and stops blinking, shown, after this long without typing or clicking (an idle window draws nothing).
    static let blinkDuration: TimeInterval = 10
    /// The caret's width in points.
    static let caretWidth: CGFloat = 2

    /// The paragraphs' drawings, one node each, and the caret's.
    private var paragraphNodes: [TextInputParagraphNode] = []
    private var caretNode: TextInputCaretNode?

    override var children: [ViewNode] {
        guard let caretNode else { return paragraphNodes }
        return paragraphNodes + [caretNode]
    }

    private var kind: TextInputConfiguration.Kind { configuration?.kind ?? .singleLine }
    private var isSecure: Bool { configuration?.isSecure ?? false }
    private var engine: any TextEngine { GraphicsServices.textEngine }

    // MARK: Update

    override func update(view: any View) {
        guard let input = view as? _TextInputPrimitive else { return }
        input.handle.node = self
        let before = displayString
        let previousKind = configuration?.kind, previousPrompt = configuration?.prompt
        configuration = input.configuration
        let external = input.text
        // The program's text wins over an edit it has not seen (a composition in progress is dropped).
        if external != committedText { buffer.adopt(external) }
        // A new environment may bring a new colour: every part draws again. An update that changed nothing
        // drawn (the binding's new value after typing, say) draws nothing again.
        let newEnvironment = environment.version != partsEnvironmentVersion
        if displayString != before || previousKind != kind {
            invalidate([.layout, .display])
        } else if newEnvironment || previousPrompt != input.configuration.prompt {
            setNeedsDisplay()
        }
        syncParts(repaint: newEnvironment)
        partsEnvironmentVersion = environment.version
    }

    /// The environment the parts were last drawn in.
    private var partsEnvironmentVersion: UInt64 = .max

    /// The text without the input method's composition: what the binding holds.
    private var committedText: String {
        guard let marked = buffer.marked else { return buffer.text }
        return buffer.substring(0..<marked.lowerBound) + buffer.substring(marked.upperBound..<buffer.text.utf8.count)
    }

    /// The text as drawn: bullets for a secure field.
    private var displayString: String {
        isSecure ? String(repeating: "\u{2022}", count: buffer.text.count) : buffer.text
    }

    /// What `texts` inspection reads: the text as drawn, else the prompt.
    var displayedString: String {
        let shown = displayString
        if !shown.isEmpty { return shown }
        return configuration?.prompt?.runs.map(\.string).joined() ?? ""
    }

    // MARK: Offsets (the buffer's and the drawn text's differ in a secure field)

    private func displayOffset(_ offset: Int) -> Int {
        guard isSecure else { return offset }
        return buffer.substring(0..<offset).count * 3
    }

    private func bufferOffset(_ offset: Int) -> Int {
        guard isSecure else { return offset }
        return String(buffer.text.prefix(max(0, offset / 3))).utf8.count
    }

    // MARK: Layout

    private var font: ResolvedFont { environment.resolvedTextFont() }
    private var lineSpacing: CGFloat { environment.lineSpacing.isFinite ? max(0, environment.lineSpacing) : 0 }

    /// The latest layouts, the wrapped one and the unwrapped one (measured for the field's ideal width).
    private var wrappedLayout: TextInputLayout?
    private var unwrappedLayout: TextInputLayout?

    /// The drawn text laid out, wrapped at `width` (nil: one line); after an edit, from the layout before it.
    private func textLayout(width: CGFloat?) -> TextInputLayout {
        let string = displayString
        let previous = width == nil ? unwrappedLayout : wrappedLayout
        if let previous, previous.width == width, previous.font == font, previous.lineSpacing == lineSpacing, previous.string == string {
            return previous
        }
        let layout = TextInputLayout(string: string, font: font, width: width, lineSpacing: lineSpacing, engine: engine, previous: previous)
        if width == nil { unwrappedLayout = layout } else { wrappedLayout = layout }
        return layout
    }

    /// The width lines wrap at, inside a frame this wide (room is kept for the caret after the longest line).
    private func wrapWidth(_ width: CGFloat) -> CGFloat? {
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
            return CGSize(width: width, height: PixelGrid.ceil(lineHeight))
        case .vertical, .editor:
            let layout = textLayout(width: wrapWidth(width))
            var lines = max(1, layout.lines.count)
            if kind == .vertical {
                let setting = environment.lineLimitSetting
                lines = max(setting.reserved ?? 1, min(setting.limit ?? lines, lines))
            }
            var height = CGFloat(lines) * lineHeight + CGFloat(lines - 1) * lineSpacing
            // An editor's page takes the height it is offered, so that a click below the text lands in it.
            if kind == .editor, let offered = proposal.height, offered.isFinite { height = max(height, offered) }
            return CGSize(width: width, height: PixelGrid.ceil(height))
        }
    }

    func placeChildren(in rect: CGRect) {
        keepCaretInView()
        syncParts(repaint: false)
    }

    /// Gives the paragraph and caret nodes what they show now; each draws again only if that changed.
    private func syncParts(repaint: Bool) {
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
            node.show(paragraph.layout, at: CGPoint(x: origin.x, y: origin.y + paragraph.top), paint: foreground, repaint: repaint)
        }
        let tint = resolvePaint(TintShapeStyle(), in: context) ?? .color(RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1))
        let caret = isFocused && caretOn && buffer.selection.isEmpty
            ? caretRect(at: buffer.head).offsetBy(dx: origin.x - Self.caretWidth / 2, dy: origin.y) : CGRect.null
        caretNode?.show(caret, paint: tint, repaint: repaint)
    }

    // MARK: Geometry (in the text's coordinates: its top-left corner is the origin)

    private var currentLayout: TextInputLayout { textLayout(width: wrapWidth(frame.width)) }

    /// The caret's rectangle before a buffer offset.
    private func caretRect(at offset: Int) -> CGRect {
        let layout = currentLayout
        let display = displayOffset(offset)
        let i = layout.lineIndex(of: display)
        let line = layout.lines[i]
        return CGRect(x: layout.caretX(at: display, line: i), y: line.frame.minY, width: Self.caretWidth, height: line.frame.height)
    }

    /// The buffer offset nearest a point in the node's own coordinates.
    private func offset(at point: CGPoint) -> Int {
        let layout = currentLayout
        guard !layout.isEmpty else { return 0 }
        let line = layout.lineIndex(atY: point.y + scroll.y, lineSpacing: lineSpacing)
        return bufferOffset(layout.offset(atX: point.x + scroll.x, line: line))
    }

    /// Scrolls so that the caret shows: sideways on one line, within the field's lines on several.
    private func keepCaretInView() {
        guard frame.width > 0 else { return }
        let caret = caretRect(at: buffer.head)
        let layout = currentLayout
        var s = scroll
        switch kind {
        case .singleLine:
            let visible = frame.width
            if caret.maxX - s.x > visible { s.x = caret.maxX - visible }
            if caret.minX - s.x < 0 { s.x = caret.minX }
            s.x = max(0, min(s.x, max(0, layout.size.width + Self.caretWidth - visible)))
        case .vertical:
            if caret.maxY - s.y > frame.height { s.y = caret.maxY - frame.height }
            if caret.minY - s.y < 0 { s.y = caret.minY }
            s.y = max(0, min(s.y, max(0, layout.size.height - frame.height)))
        case .editor:
            // The scroll view around the editor scrolls; the caret is brought into view there.
            s = .zero
            if isFocused { graph.keyboardFocus.scrollIntoView(caret.offsetBy(dx: frame.minX, dy: frame.minY), from: self, margin: 4) }
        }
        if s != scroll {
            scroll = s
            setNeedsDisplay()
        }
    }

    // MARK: Drawing

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

    /// The whole field takes clicks, its empty part too.
    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }
    func contentContains(_ point: CGPoint) -> Bool { frame.contains(point) }

    // MARK: Keyboard focus

    var acceptsKeyboard: Bool { environment.isEnabled && configuration != nil }
    var keyboardShortcut: KeyboardShortcut? { nil }
    var focusBounds: CGRect { frame }
    var focusIndicatorOutset: CGFloat { 0 }
    /// Space types a space here: nothing to activate.
    func performPrimaryAction() {}

    var textInputRect: CGRect {
        let caret = caretRect(at: buffer.head).offsetBy(dx: frame.minX - scroll.x - Self.caretWidth / 2, dy: frame.minY - scroll.y)
        return caret.projected(by: windowProjection())
    }

    func keyboardFocusChanged(_ focused: Bool) {
        guard focused != isFocused else { return }
        isFocused = focused
        if focused {
            caretOn = true
            noteActivity()
            configuration?.onEditingChanged?(true)
        } else {
            // A composition left unfinished is kept as typed.
            if buffer.marked != nil { buffer.insert(buffer.substring(buffer.marked!)) }
            blinkTimer?.cancel()
            blinkTimer = nil
            buffer.setCaret(buffer.head)
            writeBack()
            configuration?.onCommit?()
            configuration?.onEditingChanged?(false)
        }
        setNeedsDisplay()
        syncParts(repaint: false)
    }

    /// Focus moves here, as a click on the field gives it.
    private func takeFocus() {
        guard acceptsKeyboard, graph.keyboardFocus.focused !== self else { return }
        graph.keyboardFocus.focused = self
    }

    override func willDetach() -> [ViewNode] {
        blinkTimer?.cancel()
        blinkTimer = nil
        return super.willDetach()
    }

    // MARK: Blinking

    /// Typing or clicking shows the caret and restarts its blinking.
    private func noteActivity() {
        lastActivity = graph.time
        caretOn = true
        scheduleBlink()
    }

    private func scheduleBlink() {
        blinkTimer?.cancel()
        guard isFocused, isAttached else { return }
        blinkTimer = graph.clock.schedule(after: Self.blinkInterval) { [weak self] in
            guard let self, self.isAttached, self.isFocused else { return }
            if self.graph.time - self.lastActivity >= Self.blinkDuration {
                // Idle: the caret stays on and nothing more is scheduled.
                self.blinkTimer = nil
                if !self.caretOn { self.caretOn = true; self.syncParts(repaint: false); self.graph.requestFrame() }
                return
            }
            self.caretOn.toggle()
            self.syncParts(repaint: false)
            self.graph.requestFrame()
            self.scheduleBlink()
        }
    }

    // MARK: Editing

    /// After a change: the binding gets the text (unless a composition is in progress), and the field is
    /// laid out and drawn again.
    private func changed(text: Bool) {
        noteActivity()
        desiredX = nil
        if text {
            writeBack()
            invalidate([.layout])
        }
        // The field's own drawing (selection, composition, prompt) is made again only when it shows one of
        // them now or did before; typing otherwise redraws the paragraph it changed and the caret.
        let ownParts = OwnParts(selection: isFocused && !buffer.selection.isEmpty ? buffer.selection : nil, marked: buffer.marked,
                                empty: buffer.text.isEmpty)
        if ownParts != drawnOwnParts || ownParts.selection != nil || ownParts.marked != nil { setNeedsDisplay() }
        drawnOwnParts = ownParts
        keepCaretInView()
        syncParts(repaint: false)
    }

    /// What the field draws itself, as last drawn.
    private struct OwnParts: Equatable {
        var selection: Range<Int>?
        var marked: Range<Int>?
        var empty: Bool
    }
    private var drawnOwnParts = OwnParts(selection: nil, marked: nil, empty: true)

    private func writeBack() {
        guard buffer.marked == nil, let binding = configuration?.text, binding.wrappedValue != buffer.text else { return }
        binding.wrappedValue = buffer.text
    }

    /// Text for this field: one line keeps one line (line breaks become spaces).
    private func sanitized(_ text: String) -> String {
        guard kind == .singleLine else { return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    func insertText(_ text: String) {
        guard acceptsKeyboard else { return }
        let clean = sanitized(text)
        guard !clean.isEmpty || buffer.marked != nil else { return }
        buffer.insert(clean)
        changed(text: true)
    }

    func setMarkedText(_ text: String) {
        guard acceptsKeyboard else { return }
        buffer.setMarkedText(sanitized(text))
        changed(text: true)
    }

    func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        guard acceptsKeyboard else { return false }
        let shift = modifiers.contains(.shift)
        // Control (read as Command) or Option moves and deletes by word, as on Linux and the Mac.
        let word = modifiers.contains(.command) || modifiers.contains(.option)
        let command = modifiers.contains(.command)
        switch key {
        case .leftArrow, .rightArrow:
            let right = key == .rightArrow
            if word {
                buffer.move(right ? .wordRight : .wordLeft, extending: shift)
            } else if !shift, !buffer.selection.isEmpty {
                buffer.move(right ? .right : .left)
            } else {
                moveVisually(right: right, extending: shift)
            }
            changed(text: false)
            return true
        case .upArrow, .downArrow:
            moveVertically(down: key == .downArrow, extending: shift)
            return true
        case .home:
            buffer.move(command ? .documentStart : .lineStart, extending: shift)
            changed(text: false)
            return true
        case .end:
            buffer.move(command ? .documentEnd : .lineEnd, extending: shift)
            changed(text: false)
            return true
        case .delete:
            buffer.deleteBackward(word: word)
            changed(text: true)
            return true
        case .deleteForward:
            buffer.deleteForward(word: word)
            changed(text: true)
            return true
        case .return:
            if kind == .editor || (kind == .vertical && shift) {
                buffer.insert("\n")
                changed(text: true)
            } else {
                submit()
            }
            return true
        case .tab, .escape:
            return false
        default:
            break
        }
        if command {
            switch key.character.lowercased() {
            case "a": buffer.selectAll(); changed(text: false); return true
            case "c": copy(); return true
            case "x": if copy() { buffer.deleteBackward(); changed(text: true) }; return true
            case "v": paste(); return true
            case "z":
                if shift ? buffer.redo() : buffer.undo() { changed(text: true) }
                return true
            case "y":
                if buffer.redo() { changed(text: true) }
                return true
            default:
                return false
            }
        }
        // A character key: the text it types arrives as text input; nothing else takes the key.
        return !modifiers.contains(.control) && !modifiers.contains(.option)
    }

    /// Copies the selection to the clipboard; a secure field copies nothing. Returns whether it copied.
    @discardableResult private func copy() -> Bool {
        guard !isSecure, !buffer.selection.isEmpty else { return false }
        UIPasteboard.general.string = buffer.selectedText
        return true
    }

    private func paste() {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        buffer.insert(sanitized(text))
        changed(text: true)
    }

    private func submit() {
        if buffer.marked != nil { buffer.insert(buffer.substring(buffer.marked!)) }
        writeBack()
        configuration?.onCommit?()
        for action in environment.submitActions.reversed() where action.triggers.contains(.text) { action.action() }
        noteActivity()
        syncParts(repaint: false)
    }

    private func moveVisually(right: Bool, extending: Bool) {
        if isSecure {
            buffer.move(right ? .right : .left, extending: extending)
            return
        }
        let layout = currentLayout
        guard !layout.isEmpty, let next = layout.offset(movingVisuallyFrom: buffer.head, right: right) else { return }
        buffer.setCaret(next, extending: extending)
    }

    private func moveVertically(down: Bool, extending: Bool) {
        let layout = currentLayout
        let current = layout.lineIndex(of: displayOffset(buffer.head))
        let target = current + (down ? 1 : -1)
        let x = desiredX ?? caretRect(at: buffer.head).minX
        if kind == .singleLine || target < 0 || target >= layout.lines.count || layout.isEmpty {
            // Past the first or last line: to the start or the end, as desktop fields do.
            buffer.move(down ? .documentEnd : .documentStart, extending: extending)
        } else {
            buffer.setCaret(bufferOffset(layout.offset(atX: x, line: target)), extending: extending)
        }
        changed(text: false)
        desiredX = x
    }

    // MARK: Pointer

    /// A press: focus comes here; one click places the caret (Shift-click extends the selection), two
    /// select a word, three a line.
    func pointerDown(at point: CGPoint, time: Date) { 
        guard acceptsKeyboard else { return }
        takeFocus()
        var count = 1
        if let last = lastClick, time.timeIntervalSince(last.time) < 0.5,
           abs(last.point.x - point.x) < 4, abs(last.point.y - point.y) < 4 {
            count = last.count % 3 + 1
        }
        lastClick = (time, point, count)
        let offset = offset(at: point)
        switch count {
        case 2:
            let range = isSecure ? 0..<buffer.text.utf8.count : buffer.wordRange(at: offset)
            buffer.select(range)
            dragUnit = range
        case 3:
            let range = buffer.lineRange(at: offset)
            buffer.select(range)
            dragUnit = range
        default:
            buffer.setCaret(offset, extending: graph.pointerModifiers.contains(.shift))
            dragUnit = nil
        }
        changed(text: false)
    }

    /// A drag after a press: the selection runs from where the press put it to the pointer.
    func pointerDragged(to point: CGPoint) {
        guard acceptsKeyboard else { return }
        let offset = offset(at: point)
        if let unit = dragUnit {
            let range = offset < unit.lowerBound ? offset..<unit.upperBound : unit.lowerBound..<max(offset, unit.upperBound)
            buffer.select(range, caretAtStart: offset < unit.lowerBound)
        } else {
            buffer.setCaret(offset, extending: true)
        }
        changed(text: false)
    }

    // MARK: Inspection

    /// The field's state for tests: the text as drawn, the selection and composition (display offsets).
    var inspection: (text: String, selection: Range<Int>, marked: Range<Int>?) {
        (displayString, displayOffset(buffer.selection.lowerBound)..<displayOffset(buffer.selection.upperBound),
         buffer.marked.map { displayOffset($0.lowerBound)..<displayOffset($0.upperBound) })
    }
}

import Foundation

/// The node of a text field's editing area: it owns the text being edited (with its selection, input
/// method composition and undo), measures and draws it with the text engine, and takes keyboard focus,
/// keys and typed text. The program's binding is written after every committed change, and a value the
/// program sets is taken at the next update.
@MainActor final class TextInputNode: ViewNode, TextInputReceiver, TextDisplaying {
    private(set) var configuration: TextInputConfiguration?
    /// The text being edited.
    var buffer = TextEditingBuffer()
    /// Whether the field has keyboard focus.
    var isFocused = false
    /// How far the text is scrolled inside the field: sideways on one line, up on several.
    var scroll = CGPoint.zero
    /// The x position the caret keeps while moving up and down through lines.
    var desiredX: CGFloat?
    var caretOn = true
    var lastActivity: TimeInterval = 0
    var blinkTimer: AnimationClock.ScheduledTimer?
    var lastClick: (time: Date, point: CGPoint, count: Int)?
    /// What the click that started a drag selected (a word, a line), kept whole as the drag extends it.
    var dragUnit: Range<Int>?
    /// The undo manager's state just after the field's latest registration with it.
    var undoMark: UndoMark?

    /// The caret blinks on and off this often while the field is focused...
    static let blinkInterval: TimeInterval = 0.5
    /// ...and stops blinking, shown, after this long without typing or clicking (an idle window draws nothing).
    static let blinkDuration: TimeInterval = 10
    /// The caret's width in points.
    static let caretWidth: CGFloat = 2

    /// The paragraphs' drawings, one node each, and the caret's.
    var paragraphNodes: [TextInputParagraphNode] = []
    var caretNode: TextInputCaretNode?

    /// The latest layouts, the wrapped one and the unwrapped one (measured for the field's ideal width).
    var wrappedLayout: TextInputLayout?
    var unwrappedLayout: TextInputLayout?
    /// A one-line field's text cut to its width with an ellipsis, shown while it is not focused.
    var truncatedLine: (string: String, width: CGFloat, font: ResolvedFont, layout: TextLayout)?

    /// What the field draws itself, as last drawn.
    struct OwnParts: Equatable {
        var selection: Range<Int>?
        var marked: Range<Int>?
        var empty: Bool
    }
    var drawnOwnParts = OwnParts(selection: nil, marked: nil, empty: true)

    override var children: [ViewNode] {
        guard let caretNode else { return paragraphNodes }
        return paragraphNodes + [caretNode]
    }

    var kind: TextInputConfiguration.Kind { configuration?.kind ?? .singleLine }
    var isSecure: Bool { configuration?.isSecure ?? false }
    var engine: any TextEngine { GraphicsServices.textEngine }

    // MARK: Update

    override func update(view: any View) {
        guard let input = view as? _TextInputPrimitive else { return }
        input.handle.node = self
        let before = displayString
        let previousKind = configuration?.kind, previousPrompt = configuration?.prompt
        configuration = input.configuration
        let external = input.text
        // The program's text wins over an edit it has not seen (a composition in progress is dropped).
        if external != committedText {
            buffer.adopt(external)
            // The field's steps restore texts from before the program's: they no longer apply.
            removeUndoSteps()
        }
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

    /// A secure field's bullets, and the text they were made for (compared by its storage first: the same text
    /// costs nothing to recognise, and a 5 MB paste is masked once, not at every question a frame asks).
    private var mask: (text: String, bullets: String)?

    /// The text as drawn: bullets for a secure field.
    var displayString: String {
        guard isSecure else { return buffer.text }
        if let mask, mask.text == buffer.text { return mask.bullets }
        let count = buffer.text.count
        // Written as bytes: `String(repeating:count:)` appends a non-ASCII character one at a time.
        let bullets = String(unsafeUninitializedCapacity: count * 3) { bytes in
            for i in 0..<count { bytes[3 * i] = 0xE2; bytes[3 * i + 1] = 0x80; bytes[3 * i + 2] = 0xA2 }
            return count * 3
        }
        mask = (buffer.text, bullets)
        return bullets
    }

    /// What `texts` inspection reads: the text as drawn, else the prompt.
    var displayedString: String {
        let shown = displayString
        if !shown.isEmpty { return shown }
        return configuration?.prompt?.runs.map(\.string).joined() ?? ""
    }

    // MARK: Offsets (the buffer's and the drawn text's differ in a secure field)

    func displayOffset(_ offset: Int) -> Int {
        guard isSecure else { return offset }
        let text = buffer.text
        let end = text.utf8.index(text.startIndex, offsetBy: max(0, min(offset, text.utf8.count)))
        return text.distance(from: text.startIndex, to: end) * 3
    }

    func bufferOffset(_ offset: Int) -> Int {
        guard isSecure else { return offset }
        let text = buffer.text
        let end = text.index(text.startIndex, offsetBy: max(0, offset / 3), limitedBy: text.endIndex) ?? text.endIndex
        return text.utf8.distance(from: text.startIndex, to: end)
    }

    override func willDetach() -> [ViewNode] {
        // A field leaving the tree gives focus up as focus moving away would: a composition is committed
        // and written back, and the `@FocusState` around it reads nil (a weak reference going nil tells no one).
        if graph.keyboardFocus.focused === self { graph.keyboardFocus.focused = nil }
        blinkTimer?.cancel()
        blinkTimer = nil
        removeUndoSteps()
        return super.willDetach()
    }
}

import Foundation

/// The text of a field being edited, its selection and the input method's composition, and where its undo
/// steps begin (the field registers them with the window's undo manager).
///
/// Offsets are UTF-8 byte offsets into `text`, always on grapheme cluster boundaries, so that a caret
/// never sits inside an emoji sequence or between a letter and its combining mark, and the text engine
/// (Pango counts bytes) takes them as they are. The selection runs from `anchor` (where it started) to
/// `head` (where the caret is); they are equal when nothing is selected.
struct TextEditingBuffer: Equatable {
    /// The text.
    private(set) var text: String
    /// Where the selection started.
    private(set) var anchor: Int
    /// Where the caret is: the end of the selection that moves.
    private(set) var head: Int
    /// The range the input method is composing, drawn underlined; nil when not composing.
    private(set) var marked: Range<Int>?

    /// The text and selection, as an undo step restores them.
    struct EditState: Equatable {
        var text: String
        var anchor: Int
        var head: Int
    }
    /// What kind of change came last: typing and deleting coalesce into one undo step until the caret moves.
    private enum Change: Equatable { case none, typing, deleting, composing }
    private var lastChange = Change.none
    /// The state before the latest edit, when that edit began a new undo step.
    private var startedStep: EditState?

    /// A buffer holding `text` with the caret at its end.
    init(text: String = "") {
        self.text = text
        anchor = text.utf8.count
        head = anchor
    }

    /// The selected range, in order.
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// The selected text.
    var selectedText: String { substring(selection) }
    /// The text and selection now.
    var state: EditState { EditState(text: text, anchor: anchor, head: head) }

    /// The text in a byte range.
    func substring(_ range: Range<Int>) -> String {
        String(text.utf8[index(range.lowerBound)..<index(range.upperBound)]) ?? ""
    }

    // MARK: Replacing the text from outside

    /// Takes a text the program set (through the binding): the composition is dropped, and the caret put at
    /// the end, as UIKit does when a field's text is set.
    mutating func adopt(_ newText: String) {
        guard newText != text else { return }
        text = newText
        marked = nil
        startedStep = nil
        lastChange = .none
        anchor = text.utf8.count
        head = anchor
    }

    // MARK: Selection

    /// Puts the caret at an offset (rounded down to a cluster boundary); `extending` keeps the anchor.
    mutating func setCaret(_ offset: Int, extending: Bool = false) {
        let o = boundary(atOrBefore: max(0, min(offset, text.utf8.count)))
        head = o
        if !extending { anchor = o }
        lastChange = .none
    }

    /// Selects a range (rounded out to cluster boundaries); the caret goes to its end, or its start.
    mutating func select(_ range: Range<Int>, caretAtStart: Bool = false) {
        let lower = boundary(atOrBefore: max(0, min(range.lowerBound, text.utf8.count)))
        let upper = boundary(atOrAfter: max(0, min(range.upperBound, text.utf8.count)))
        (anchor, head) = caretAtStart ? (upper, lower) : (lower, upper)
        lastChange = .none
    }

    /// Selects everything.
    mutating func selectAll() { select(0..<text.utf8.count) }

    /// The word (letters, digits and underscores) or run of other characters at an offset, as a double
    /// click selects it.
    func wordRange(at offset: Int) -> Range<Int> {
        let o = boundary(atOrBefore: max(0, min(offset, text.utf8.count)))
        let i = index(o)
        // The character the click is on; at the end, the one before.
        let probe = i < text.endIndex ? i : (i > text.startIndex ? text.index(before: i) : i)
        guard probe < text.endIndex else { return o..<o }
        let kind = Self.kind(of: text[probe])
        var lower = probe, upper = text.index(after: probe)
        while lower > text.startIndex, Self.kind(of: text[text.index(before: lower)]) == kind { lower = text.index(before: lower) }
        while upper < text.endIndex, Self.kind(of: text[upper]) == kind { upper = text.index(after: upper) }
        return self.offset(of: lower)..<self.offset(of: upper)
    }

    /// The line (up to and without its newline) at an offset, as a triple click selects it.
    func lineRange(at offset: Int) -> Range<Int> {
        let bytes = Array(text.utf8)
        let o = max(0, min(offset, bytes.count))
        var lower = o, upper = o
        while lower > 0, bytes[lower - 1] != 0x0A { lower -= 1 }
        while upper < bytes.count, bytes[upper] != 0x0A { upper += 1 }
        return lower..<upper
    }

    /// Where the caret goes for a motion from the head (or from the selection's edge when collapsing it).
    enum Motion {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, documentStart, documentEnd
    }

    /// Moves the caret; with `extending` the selection grows or shrinks from its anchor. Left and right
    /// without `extending` collapse a selection to its edge, as desktop fields do.
    mutating func move(_ motion: Motion, extending: Bool = false) {
        let target: Int
        switch motion {
        case .left where !extending && anchor != head: target = selection.lowerBound
        case .right where !extending && anchor != head: target = selection.upperBound
        case .left: target = previousBoundary(head)
        case .right: target = nextBoundary(head)
        case .wordLeft: target = previousWordStart(head)
        case .wordRight: target = nextWordEnd(head)
        case .lineStart: target = lineRange(at: head).lowerBound
        case .lineEnd: target = lineRange(at: head).upperBound
        case .documentStart: target = 0
        case .documentEnd: target = text.utf8.count
        }
        setCaret(target, extending: extending)
    }

    // MARK: Editing

    /// Types or pastes text: it replaces the selection (or the composition). A character typed at the caret
    /// continues the typing step before it; a replaced selection or a longer text (`coalescing` false: a
    /// paste) begins a step of its own.
    mutating func insert(_ string: String, coalescing: Bool = true) {
        let range = marked ?? selection
        let change: Change = marked != nil ? .composing : .typing
        if change != .composing { record(coalescing: coalescing && string.count == 1 && range.isEmpty ? .typing : .none) }
        replace(range, with: string)
        marked = nil
        lastChange = change == .composing || !coalescing ? .none : (string.count == 1 ? .typing : .none)
    }

    /// Deletes the selection, else the cluster before the caret (Backspace); `word` deletes back to the
    /// start of the word.
    mutating func deleteBackward(word: Bool = false) {
        let range = anchor != head ? selection : (word ? previousWordStart(head) : previousBoundary(head))..<head
        guard !range.isEmpty else { return }
        record(coalescing: .deleting)
        replace(range, with: "")
        lastChange = .deleting
    }

    /// Deletes the selection, else the cluster after the caret (Delete); `word` deletes to the end of the word.
    mutating func deleteForward(word: Bool = false) {
        let range = anchor != head ? selection : head..<(word ? nextWordEnd(head) : nextBoundary(head))
        guard !range.isEmpty else { return }
        record(coalescing: .deleting)
        replace(range, with: "")
        lastChange = .deleting
    }

    /// Shows the input method's text being composed in place of the selection (or the earlier composition),
    /// underlined, the caret after it; an empty text ends the composition with nothing inserted.
    mutating func setMarkedText(_ string: String) {
        let range = marked ?? selection
        if marked == nil { record(coalescing: .none) }
        replace(range, with: string)
        marked = string.isEmpty ? nil : range.lowerBound..<(range.lowerBound + string.utf8.count)
        lastChange = .composing
    }

    /// Puts back a state an undo step saved; the next edit begins a step of its own.
    mutating func restore(_ s: EditState) {
        text = s.text
        let count = text.utf8.count
        anchor = boundary(atOrBefore: max(0, min(s.anchor, count)))
        head = boundary(atOrBefore: max(0, min(s.head, count)))
        marked = nil
        startedStep = nil
        lastChange = .none
    }

    /// The next edit begins a new undo step even if it continues the last one (something else was registered
    /// or undone in between).
    mutating func breakCoalescing() { lastChange = .none }

    /// The state before the latest edit, once, when that edit began a new undo step; nil when it continued one.
    mutating func takeStartedStep() -> EditState? {
        defer { startedStep = nil }
        return startedStep
    }

    /// Saves the state before a change as the start of a step, unless the change continues the last one of the
    /// same kind.
    private mutating func record(coalescing change: Change) {
        if change != .none, change == lastChange { return }
        startedStep = state
    }

    private mutating func replace(_ range: Range<Int>, with string: String) {
        var result = String(text.utf8[index(0)..<index(range.lowerBound)]) ?? ""
        result += string
        result += String(text.utf8[index(range.upperBound)..<text.utf8.endIndex]) ?? ""
        text = result
        // The inserted text may join the cluster before it (a combining mark): the caret goes after both.
        let caret = boundary(atOrAfter: range.lowerBound + string.utf8.count)
        anchor = caret
        head = caret
    }

    // MARK: Boundaries

    private func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: max(0, min(offset, text.utf8.count)))
    }

    private func offset(of index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    /// The cluster boundary at or before an offset.
    func boundary(atOrBefore offset: Int) -> Int {
        var o = max(0, min(offset, text.utf8.count))
        // `String.Index(_:within:)` answers whether a position starts a character of the whole text.
        while o > 0, o < text.utf8.count, String.Index(index(o), within: text) == nil { o -= 1 }
        return o
    }

    /// The cluster boundary at or after an offset.
    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        return before == offset ? offset : nextBoundary(before)
    }

    /// The boundary one cluster before an offset (on a boundary).
    func previousBoundary(_ offset: Int) -> Int {
        let i = index(offset)
        guard i > text.startIndex else { return 0 }
        return self.offset(of: text.index(before: i))
    }

    /// The boundary one cluster after an offset (on a boundary).
    func nextBoundary(_ offset: Int) -> Int {
        let i = index(offset)
        guard i < text.endIndex else { return text.utf8.count }
        return self.offset(of: text.index(after: i))
    }

    private enum Kind: Equatable { case word, space, newline, other }
    private static func kind(of c: Character) -> Kind {
        if c.isLetter || c.isNumber || c == "_" { return .word }
        if c.isNewline { return .newline }
        if c.isWhitespace { return .space }
        return .other
    }

    /// The start of the word before an offset (over the spaces and punctuation before it).
    func previousWordStart(_ offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, Self.kind(of: text[text.index(before: i)]) != .word { i = text.index(before: i) }
        while i > text.startIndex, Self.kind(of: text[text.index(before: i)]) == .word { i = text.index(before: i) }
        return self.offset(of: i)
    }

    /// The end of the word after an offset (over the spaces and punctuation before it).
    func nextWordEnd(_ offset: Int) -> Int {
        var i = index(offset)
        while i < text.endIndex, Self.kind(of: text[i]) != .word { i = text.index(after: i) }
        while i < text.endIndex, Self.kind(of: text[i]) == .word { i = text.index(after: i) }
        return self.offset(of: i)
    }
}

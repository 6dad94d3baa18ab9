import Foundation

/// One thing a user does to a hosted tree: at a point in points (possibly outside the canvas), on a text the
/// tree shows (a button's, a link's, a row's title), or through the keyboard and the clipboard.
enum FuzzInput: Codable, Hashable, Sendable {
    case tap(x: Double, y: Double)
    case drag(fromX: Double, fromY: Double, toX: Double, toY: Double)
    case scroll(dx: Double, dy: Double, x: Double, y: Double)
    case advance(seconds: Double)
    /// A tap on the first Text showing `label` (nothing when none shows): presenting, pushing, dismissing.
    case tapLabel(String)
    /// A tap in the middle of the text input with this tag (focusing it), when it shows.
    case focus(tag: Int)
    /// Keys typed into the focused field (Return presses Return, Tab presses Tab).
    case type(String)
    /// `unit` repeated `count` times put on the clipboard, then Command-V.
    case paste(unit: String, count: Int)
    /// An input method's composition: `reading` shown a letter at a time as marked text, then `candidate`
    /// committed, or the composition cancelled (marked text set to "").
    case compose(reading: String, candidate: String, commit: Bool)
    /// A key pressed with modifiers (Escape dismisses, Command-[ goes back, Delete deletes, Command-Z undoes).
    case key(FuzzKey)
    /// A row swiped from its trailing edge towards its leading edge: part way (its Delete shows) or all the way.
    case swipeRow(label: String, full: Bool)
    /// A row dragged onto another row's place (by the edit mode handle at the trailing edge, or by the row).
    case moveRow(label: String, to: String, byHandle: Bool)

    /// How the input reads in a printed program's comment.
    var summary: String {
        let n = FuzzTree.number
        let lit = FuzzTree.literal
        switch self {
        case .tap(let x, let y): return "tap at (\(n(x)), \(n(y)))"
        case .drag(let a, let b, let c, let d): return "drag (\(n(a)), \(n(b))) -> (\(n(c)), \(n(d)))"
        case .scroll(let dx, let dy, let x, let y): return "scroll by (\(n(dx)), \(n(dy))) at (\(n(x)), \(n(y)))"
        case .advance(let s): return "advance \(n(s)) s"
        case .tapLabel(let s): return "tap on \(lit(s))"
        case .focus(let tag): return "tap the middle of the text input with tag \(tag)"
        case .type(let s): return "type \(lit(s))"
        case .paste(let unit, let count):
            return "paste String(repeating: \(lit(unit)), count: \(count)) (set on the clipboard, then Command-V)"
        case .compose(let r, let c, let commit):
            return "compose \(lit(r)) as marked text, then " + (commit ? "commit \(lit(c))" : "cancel it")
        case .key(let k): return "press \(k.summary)"
        case .swipeRow(let label, let full): return "swipe \(lit(label)) to the left" + (full ? " all the way" : " part way")
        case .moveRow(let label, let to, let byHandle): return "drag \(lit(label)) onto \(lit(to))" + (byHandle ? " by its handle" : "")
        }
    }
}

/// The keys random input presses.
enum FuzzKey: String, Codable, CaseIterable, Sendable {
    case escape, returnKey, tab, shiftTab, delete, deleteForward, left, right, up, down, home, end
    case selectAll, copy, cut, undo, redo, back, space

    var summary: String {
        switch self {
        case .escape: return "Escape"
        case .returnKey: return "Return"
        case .tab: return "Tab"
        case .shiftTab: return "Shift-Tab"
        case .delete: return "Delete (backspace)"
        case .deleteForward: return "Forward Delete"
        case .left: return "Left Arrow"
        case .right: return "Right Arrow"
        case .up: return "Up Arrow"
        case .down: return "Down Arrow"
        case .home: return "Home"
        case .end: return "End"
        case .selectAll: return "Command-A"
        case .copy: return "Command-C"
        case .cut: return "Command-X"
        case .undo: return "Command-Z"
        case .redo: return "Shift-Command-Z"
        case .back: return "Command-["
        case .space: return "Space"
        }
    }
}

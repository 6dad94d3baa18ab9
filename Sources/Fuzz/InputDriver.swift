import Foundation
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// Gives one input to a hosted tree through TestHost's public driving API, as a test would write it:
/// taps on titles, the keyboard, the clipboard, an input method's marked text, pointer drags on rows.
@MainActor struct InputDriver {
    let host: TestHost
    /// The tree's nodes, numbered as the built view's identifiers.
    let nodes: [NumberedNode]

    func apply(_ input: FuzzInput) {
        switch input {
        case .tap(let x, let y): host.tap(at: CGPoint(x: x, y: y))
        case .drag(let x0, let y0, let x1, let y1):
            drag(from: CGPoint(x: x0, y: y0), to: CGPoint(x: x1, y: y1))
        case .scroll(let dx, let dy, let x, let y): host.scroll(by: CGSize(width: dx, height: dy), at: CGPoint(x: x, y: y))
        case .advance(let s): host.advance(by: s)
        case .tapLabel(let label):
            // A title that is not on screen (a level not pushed, a sheet not presented) is not tapped.
            if host.frame(ofText: label) != nil { host.tap(onText: label) }
        case .focus(let tag):
            guard let f = frame(matching: { if case .textField(tag, _) = $0 { return true }; return false }) else { return }
            host.tap(at: CGPoint(x: f.midX, y: f.midY))
        case .type(let s): host.type(s)
        case .paste(let unit, let count):
            UIPasteboard.general.string = String(repeating: unit, count: max(0, count))
            host.keyDown(KeyEquivalent("v"), modifiers: .command)
        case .compose(let reading, let candidate, let commit):
            var typed = ""
            for character in reading {
                typed.append(character)
                host.setMarkedText(typed)
            }
            if commit { host.insertText(candidate) } else { host.setMarkedText("") }
        case .key(let k):
            let (key, modifiers) = k.keyEquivalent
            host.keyPress(key, modifiers: modifiers)
        case .swipeRow(let label, let full):
            guard let row = host.frame(ofText: label), let list = listFrame(ofRow: label) else { return }
            let start = CGPoint(x: list.maxX - 24, y: row.midY)
            drag(from: start, to: CGPoint(x: full ? list.minX + 10 : list.maxX - 130, y: row.midY))
        case .moveRow(let label, let target, let byHandle):
            guard let row = host.frame(ofText: label), let to = host.frame(ofText: target),
                  let list = listFrame(ofRow: label) else { return }
            let x = byHandle ? list.maxX - 48 : row.midX
            drag(from: CGPoint(x: x, y: row.midY), to: CGPoint(x: x, y: to.midY))
        }
    }

    /// A pointer pressed, moved in three steps and released.
    private func drag(from a: CGPoint, to b: CGPoint) {
        host.pointerDown(at: a)
        for step in 1...3 {
            let t = CGFloat(step) / 3
            host.pointerMove(to: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        host.pointerUp()
    }

    /// Where the first node that `matches` is drawn, when it is drawn with a finite frame.
    private func frame(matching matches: (FuzzTree) -> Bool) -> CGRect? {
        guard let node = nodes.first(where: { matches($0.tree) }) else { return nil }
        let id = String(node.number)
        guard let f = host.identifiedFrames().first(where: { $0.identifier == id })?.renderedFrame,
              InvariantChecker.isSane(f) else { return nil }
        return f
    }

    /// The frame of the List whose rows include `label` ("Item 3.1" is a row of the list tagged 3).
    private func listFrame(ofRow label: String) -> CGRect? {
        guard label.hasPrefix("Item "), let tag = Int(label.dropFirst(5).prefix { $0 != "." }) else { return nil }
        return frame(matching: { if case .list(tag, _) = $0 { return true }; return false })
    }
}

extension FuzzKey {
    /// The key and the modifiers held.
    var keyEquivalent: (KeyEquivalent, EventModifiers) {
        switch self {
        case .escape: return (.escape, [])
        case .returnKey: return (.return, [])
        case .tab: return (.tab, [])
        case .shiftTab: return (.tab, .shift)
        case .delete: return (.delete, [])
        case .deleteForward: return (.deleteForward, [])
        case .left: return (.leftArrow, [])
        case .right: return (.rightArrow, [])
        case .up: return (.upArrow, [])
        case .down: return (.downArrow, [])
        case .home: return (.home, [])
        case .end: return (.end, [])
        case .selectAll: return (KeyEquivalent("a"), .command)
        case .copy: return (KeyEquivalent("c"), .command)
        case .cut: return (KeyEquivalent("x"), .command)
        case .undo: return (KeyEquivalent("z"), .command)
        case .redo: return (KeyEquivalent("z"), [.command, .shift])
        case .back: return (KeyEquivalent("["), .command)
        case .space: return (.space, [])
        }
    }
}

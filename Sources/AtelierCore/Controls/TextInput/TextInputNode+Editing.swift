import Foundation

extension TextInputNode {
    /// After a change: the binding gets the text (unless a composition is in progress), and the field is
    /// laid out and drawn again.
    func changed(text: Bool) {
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

    func writeBack() {
        guard buffer.marked == nil, let binding = configuration?.text, binding.wrappedValue != buffer.text else { return }
        // The field's own undo step covers this write: a document bound to it registers none of its own.
        let manager = environment.undoManager
        let outer = manager?.isWritingRegisteredEdit ?? false
        manager?.isWritingRegisteredEdit = true
        defer { manager?.isWritingRegisteredEdit = outer }
        binding.wrappedValue = buffer.text
    }

    /// Text for this field: one line keeps one line (line breaks become spaces).
    private func sanitized(_ text: String) -> String {
        guard kind == .singleLine else { return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") }
        return Self.oneLine(text)
    }

    /// The text with each line break (CR LF being one, as `Character.isNewline` counts it) made one space.
    /// Nonisolated, so that its loops run without an executor check at each step.
    nonisolated static func oneLine(_ text: String) -> String {
        // Most text holds no line break: it is taken as it is, found by a scan of its bytes (a map of its characters
        // took seconds for 5 MB). Bytes 0x0A-0x0D, and those ending NEL (C2 85), LS and PS (E2 80 A8/A9), may be one.
        var mayBreak = false
        for byte in text.utf8 where (byte >= 0x0A && byte <= 0x0D) || byte == 0x85 || byte == 0xA8 || byte == 0xA9 {
            mayBreak = true
            break
        }
        guard mayBreak else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            switch scalar {
            case "\r":
                if next == "\n" { next = scalars.next() }
                result.append(" ")
            case "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                result.append(" ")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    func insertText(_ text: String) {
        guard acceptsKeyboard else { return }
        let clean = sanitized(text)
        guard !clean.isEmpty || buffer.marked != nil else { return }
        edit(.typing) { $0.insert(clean) }
    }

    func setMarkedText(_ text: String) {
        guard acceptsKeyboard else { return }
        let clean = sanitized(text)
        edit(.typing) { $0.setMarkedText(clean) }
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
            edit(.typing) { $0.deleteBackward(word: word) }
            return true
        case .deleteForward:
            edit(.typing) { $0.deleteForward(word: word) }
            return true
        case .return:
            if kind == .editor || (kind == .vertical && shift) {
                edit(.typing) { $0.insert("\n") }
            } else {
                submit()
            }
            return true
        case .tab where kind == .editor && modifiers.isEmpty:
            // As a Mac's text view: Tab types a tab; Control-Tab (and Shift-Tab) move focus on.
            edit(.typing) { $0.insert("\t") }
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
            case "x": if copy() { edit(.cut) { $0.deleteBackward() } }; return true
            case "v": paste(); return true
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
        let clean = sanitized(text)
        edit(.paste) { $0.insert(clean, coalescing: false) }
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
}

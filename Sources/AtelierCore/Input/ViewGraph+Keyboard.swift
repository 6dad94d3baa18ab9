import Foundation

extension ViewGraph {
    /// Where keyboard focus and shortcuts look: inside the topmost modal presented view (a sheet, an alert)
    /// while one shows, else the whole tree.
    var keyboardRoot: ViewNode {
        guard let overlay = root.overlayChild else { return root }
        var topmost: ViewNode?
        var stack: [ViewNode] = [overlay]
        while let node = stack.popLast() {
            if let scope = node as? ModalScopeNode, scope.isModal, scope.isAttached { topmost = scope; continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return topmost ?? root
    }

    /// Performs the action of the first enabled control, in tree order, whose keyboard shortcut is
    /// `shortcut`; returns whether one did. Controls out of view (in a tab not selected, a covered
    /// navigation level) are not asked; hidden ones are, as in SwiftUI.
    @_spi(Backend) @discardableResult
    public func performKeyboardShortcut(_ shortcut: KeyboardShortcut) -> Bool {
        flush(through: .update)
        var stack: [ViewNode] = [keyboardRoot]
        while let node = stack.popLast() {
            if node.excludesSubtree { continue }
            if let control = node as? any KeyboardFocusable, control.acceptsKeyboard, let s = control.keyboardShortcut,
               s.key == shortcut.key, s.modifiers == shortcut.modifiers {
                control.performPrimaryAction()
                return true
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return false
    }

    /// Handles a key going down (again, when held: `isRepeat`) as a window does: a focused text field's editing
    /// keys first, then the `onKeyPress` handlers around keyboard focus, innermost first; then a control's
    /// keyboard shortcut (a shortcut pressed with Command is also tried with Control, as Linux keyboards press
    /// Control for both); then Tab and Shift-Tab move focus and Space activates the focused control. Returns
    /// whether anything handled it.
    @_spi(Backend) @discardableResult
    public func keyDown(_ key: KeyEquivalent, modifiers: EventModifiers = [], isRepeat: Bool = false) -> Bool {
        // What the key's handlers register with the undo manager undoes together.
        defer { closeUndoGroupOfEvent() }
        keyPressedForPointer()
        // Escape first ends a drag in progress, wherever focus is.
        if key == .escape, dragAndDrop.cancel() { return true }
        // Window key monitors (the menu bar) come before focus: an open menu takes the keyboard.
        let monitored = KeyPress(key: key, characters: KeyPress.characters(for: key), modifiers: modifiers,
                                 phase: isRepeat ? .repeat : .down)
        if windowKeyMonitors.offer(monitored) {
            requestFrame()
            return true
        }
        // A modifier key alone is not a key to anything else.
        if key == .optionKeyAlone { return false }
        flush(through: .update)
        // Undo and redo: a program's own shortcut for the key wins (as a Mac's menu key equivalents come before
        // the text view's undo); then the window's undo manager, where a focused field's edits are registered too.
        if let redo = Self.undoKeyRedoes(key, modifiers: modifiers) {
            if !isRepeat, performShortcutReadingCommandAsControl(key, modifiers: modifiers) { return true }
            if redo ? performRedo() : performUndo() { return true }
            // Nothing to undo: a focused field still keeps the key (it types nothing).
            if focusedTextInput != nil { return true }
        }
        // A focused text field edits first: its keys (arrows, Backspace, Command-C...) are not shortcuts.
        if let field = focusedTextInput, field.handleKey(key, modifiers: modifiers) {
            requestFrame()
            return true
        }
        // The focused control's own keys (a slider's arrows, a list's) come before the `onKeyPress` handlers around
        // it, as SwiftUI's responder chain gives them; its Return waits until the window's shortcuts had it (a
        // `.defaultAction` button wins Return over a focused pop-up button).
        if key != .return, focusedControlTakes(key, modifiers: modifiers) { return true }
        let press = KeyPress(key: key, characters: KeyPress.characters(for: key), modifiers: modifiers,
                             phase: isRepeat ? .repeat : .down)
        if deliverKeyPress(press) { return true }
        if !isRepeat, performShortcutReadingCommandAsControl(key, modifiers: modifiers) { return true }
        if key == .return, focusedControlTakes(key, modifiers: modifiers) { return true }
        switch key {
        case .tab where modifiers.subtracting([.shift, .command, .control]).isEmpty:
            // Control-Tab (Command here: a Linux keyboard's Control) moves focus too, as on a Mac: the way out
            // of a text editor, where Tab types a tab.
            return moveKeyboardFocus(backward: modifiers.contains(.shift))
        case .downArrow where modifiers.isEmpty && keyboardRoot !== root, .upArrow where modifiers.isEmpty && keyboardRoot !== root:
            // In a menu (or an alert's buttons) the arrows go from item to item.
            return moveKeyboardFocus(backward: key == .upArrow)
        case .return where modifiers.isEmpty && keyboardRoot !== root && !isRepeat:
            return activateKeyboardFocus()
        case .space where modifiers.isEmpty && !isRepeat:
            return activateKeyboardFocus()
        default:
            return false
        }
    }

    /// Performs the control whose shortcut is the key; a key pressed with Command is also tried with Control, as
    /// Linux keyboards press Control for both. Returns whether one did.
    private func performShortcutReadingCommandAsControl(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        if performKeyboardShortcut(KeyboardShortcut(key, modifiers: modifiers)) { return true }
        guard modifiers.contains(.command) else { return false }
        var control = modifiers
        control.remove(.command)
        control.insert(.control)
        return performKeyboardShortcut(KeyboardShortcut(key, modifiers: control))
    }

    /// Whether a key is Undo (false) or Redo (true), nil when neither: Control+Z undoes, Control+Shift+Z and
    /// Control+Y redo (Control arrives as Command; the Super key's Control counts too).
    static func undoKeyRedoes(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool? {
        let command = modifiers.intersection([.command, .control])
        guard !command.isEmpty, modifiers.subtracting([.command, .control, .shift]).isEmpty else { return nil }
        switch key.character.lowercased() {
        case "z": return modifiers.contains(.shift)
        case "y": return modifiers.contains(.shift) ? nil : true
        default: return nil
        }
    }

    /// Handles a key coming up: the `onKeyPress` handlers around keyboard focus that hear `.up` get it,
    /// innermost first. While a text field has focus, only the keys it leaves to others (Tab, Escape) go on.
    /// Returns whether a handler handled it.
    @_spi(Backend) @discardableResult
    public func keyUp(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        defer { closeUndoGroupOfEvent() }
        flush(through: .update)
        if windowKeyMonitors.offer(KeyPress(key: key, characters: KeyPress.characters(for: key), modifiers: modifiers, phase: .up)) {
            requestFrame()
            return true
        }
        if key == .optionKeyAlone { return false }
        // The field took the key's down (its text arrived as text input): its up is the field's too.
        if focusedTextInput != nil, key != .tab, key != .escape { return false }
        return deliverKeyPress(KeyPress(key: key, characters: KeyPress.characters(for: key), modifiers: modifiers, phase: .up))
    }

    /// Offers a key press to the handlers on the focused view and its ancestors, innermost first, until one
    /// handles it; with nothing focused, none hears it (as in SwiftUI). Returns whether one handled it.
    func deliverKeyPress(_ press: KeyPress) -> Bool {
        guard let focused = keyboardFocus.focused, focused.isAttached, focused.acceptsKeyboard else { return false }
        // The chain is taken before any action runs: an action may remove its own view (it leaves the tree at the
        // next update), and the handlers after it still hear the press while they are attached.
        var handlers: [any KeyPressHandling] = []
        var node: ViewNode? = focused
        while let current = node {
            if let handler = current as? any KeyPressHandling { handlers.append(handler) }
            node = current.parent
        }
        for handler in handlers where handler.isAttached {
            if handler.handleKeyPress(press) == .handled {
                requestFrame()
                return true
            }
        }
        return false
    }

    /// Gives keyboard focus to the view pressed at a window point when it takes focus on a press (a
    /// `focusable` view with `.edit` interactions); a control inside it keeps its own way of taking focus.
    func focusOnPress(at point: CGPoint) {
        var node = HitTesting.hit(root, at: point)
        while let current = node {
            if let control = current as? any KeyboardFocusable {
                guard control.takesFocusOnPress, control.acceptsKeyboard, keyboardFocus.focused !== control else { return }
                keyboardFocus.focused = control
                requestFrame()
                return
            }
            node = current.parent
        }
    }

    /// Whether the focused control operates by `key` (a slider's arrows, a stepper's) and took it; Tab and Space
    /// stay the window's (focus and activation).
    private func focusedControlTakes(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        guard key != .tab, key != .space, let control = keyboardFocus.focused, control.isAttached, control.acceptsKeyboard,
              control.handleFocusedKey(key, modifiers: modifiers) else { return false }
        requestFrame()
        return true
    }

    /// Moves keyboard focus to the next control (the previous one when `backward`), wrapping around;
    /// returns whether any control can take focus.
    @_spi(Backend) @discardableResult
    public func moveKeyboardFocus(backward: Bool = false) -> Bool {
        flush(through: .layout)
        let stops = keyboardFocus.stops(from: keyboardRoot)
        guard !stops.isEmpty else {
            keyboardFocus.focused = nil
            return false
        }
        let next: Int
        if let current = keyboardFocus.focused, let i = stops.firstIndex(where: { $0 === current }) {
            next = (i + (backward ? stops.count - 1 : 1)) % stops.count
        } else {
            next = backward ? stops.count - 1 : 0
        }
        keyboardFocus.focused = stops[next]
        keyboardFocus.scrollFocusedIntoView()
        requestFrame()
        return true
    }

    /// Moves keyboard focus to the next member of the focus group around the focused control (the previous
    /// one when `backward`), stopping at the ends: a List's arrows going from row to row. Outside a group,
    /// focus moves to the next stop. Returns whether focus moved.
    @discardableResult
    func moveKeyboardFocusInGroup(backward: Bool) -> Bool {
        guard let control = keyboardFocus.focused else { return false }
        guard let members = keyboardFocus.group(around: control) else { return moveKeyboardFocus(backward: backward) }
        guard let i = members.firstIndex(where: { $0 === control }) else { return false }
        let next = backward ? i - 1 : i + 1
        guard members.indices.contains(next) else { return false }
        keyboardFocus.focused = members[next]
        keyboardFocus.scrollFocusedIntoView()
        requestFrame()
        return true
    }

    /// Activates the focused control (a button's action, a toggle's flip); returns whether one was focused.
    @_spi(Backend) @discardableResult
    public func activateKeyboardFocus() -> Bool {
        flush(through: .update)
        guard let control = keyboardFocus.focused, control.isAttached, control.acceptsKeyboard else { return false }
        control.performPrimaryAction()
        return true
    }

    /// The on-screen bounds of the control with keyboard focus; nil when none has it.
    @_spi(Backend) public var keyboardFocusBounds: CGRect? {
        guard let control = keyboardFocus.focused, control.isAttached else { return nil }
        let bounds = control.focusBounds
        // As drawn: moved by the scroll views and render effects around the control.
        return bounds.isNull ? nil : bounds.projected(by: control.windowProjection())
    }
}

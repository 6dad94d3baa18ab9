import AtelierCore

/// The events that tell a screen reader how a window's tree changed between two frames, found by comparing
/// the trees element by element (by id). Only what changed is sent: an unchanged element sends nothing.
enum TreeDiff {
    /// The events for the change from `old` to `new`, in the order a client applies them: removals first,
    /// then additions, then changed properties, states and text, and a focus gain last, so that a screen
    /// reader announces the newly focused element with everything else already current.
    /// `windowIndex` is the window's place among the application's children.
    static func events(from old: ExportedTree, to new: ExportedTree, windowIndex: Int = 0) -> [ATSPIEvent] {
        var removals: [ATSPIEvent] = []
        var additions: [ATSPIEvent] = []
        var changes: [ATSPIEvent] = []
        var focusGains: [ATSPIEvent] = []

        func compareChildren(of parent: ATSPIObject, old before: [AccessibilityElementID], new after: [AccessibilityElementID],
                             firstIndex: Int = 0) {
            guard before != after else { return }
            let afterSet = Set(after), beforeSet = Set(before)
            var leaving = before.filter { !afterSet.contains($0) }
            var arriving = after.filter { !beforeSet.contains($0) }
            // Children that stayed but changed order: a client's list is fixed by removing and adding them again.
            let stayedBefore = before.filter { afterSet.contains($0) }
            let stayedAfter = after.filter { beforeSet.contains($0) }
            if stayedBefore != stayedAfter {
                leaving = before
                arriving = after
            }
            let leavingSet = Set(leaving), arrivingSet = Set(arriving)
            for (index, id) in before.enumerated().reversed() where leavingSet.contains(id) {
                removals.append(.childRemoved(parent: parent, index: firstIndex + index, child: id))
            }
            for (index, id) in after.enumerated() where arrivingSet.contains(id) {
                additions.append(.childAdded(parent: parent, index: firstIndex + index, child: id))
            }
        }

        // A window whose element changed identity is the application's child that changed.
        compareChildren(of: .application, old: [old.windowID], new: [new.windowID], firstIndex: windowIndex)
        for id in new.order {
            guard let before = old[id], let after = new[id] else { continue }
            compareChildren(of: .element(id), old: before.children, new: after.children)
        }

        for id in old.order where new[id] == nil { removals.append(.cacheRemoved(id)) }
        for id in new.order {
            guard let after = new[id] else { continue }
            guard let before = old[id] else { additions.append(.cacheAdded(id)); continue }
            if before.parent != after.parent { additions.append(.cacheAdded(id)) }

            let b = before.element, a = after.element
            if ATSPIRole(b.role) != ATSPIRole(a.role) { changes.append(.propertyChanged(id, .role(ATSPIRole(a.role)))) }
            if b.label != a.label { changes.append(.propertyChanged(id, .name(a.label))) }
            if (b.hint ?? "") != (a.hint ?? "") { changes.append(.propertyChanged(id, .description(a.hint ?? ""))) }
            if let range = a.valueRange, b.valueRange?.current != range.current {
                changes.append(.propertyChanged(id, .value(range.current)))
            }
            let statesBefore = old.states(of: before), statesAfter = new.states(of: after)
            for state in statesAfter.differences(from: statesBefore) {
                let on = statesAfter.contains(state)
                if state == .focused, on {
                    focusGains.append(.stateChanged(id, state, on))
                } else {
                    changes.append(.stateChanged(id, state, on))
                }
            }
            if let textBefore = b.text, let textAfter = a.text {
                changes.append(contentsOf: textEvents(id, before: textBefore, after: textAfter))
            }
        }
        return removals + additions + changes + focusGains
    }

    /// The TextChanged, TextCaretMoved and TextSelectionChanged events between two states of a text: the
    /// part between the common start and the common end was deleted, and the new part inserted.
    static func textEvents(_ id: AccessibilityElementID, before: AccessibilityTextState,
                           after: AccessibilityTextState) -> [ATSPIEvent] {
        var events: [ATSPIEvent] = []
        if before.text != after.text {
            let old = Array(before.text.unicodeScalars), new = Array(after.text.unicodeScalars)
            var prefix = 0
            while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < old.count - prefix, suffix < new.count - prefix,
                  old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            let deleted = old[prefix..<(old.count - suffix)]
            let inserted = new[prefix..<(new.count - suffix)]
            if !deleted.isEmpty {
                events.append(.textDeleted(id, start: prefix, text: String(String.UnicodeScalarView(deleted))))
            }
            if !inserted.isEmpty {
                events.append(.textInserted(id, start: prefix, text: String(String.UnicodeScalarView(inserted))))
            }
        }
        if before.caret != after.caret { events.append(.caretMoved(id, offset: after.caret)) }
        if before.selection != after.selection, !(before.selection.isEmpty && after.selection.isEmpty) {
            events.append(.textSelectionChanged(id))
        }
        return events
    }
}

import Foundation
import AtelierCore

/// A set of AT-SPI states: the 64 bits GetState sends as two 32-bit words.
struct ATSPIStateSet: Equatable, Sendable {
    /// Bit n stands for the state numbered n.
    private(set) var bits: UInt64 = 0

    init() {}

    /// A set holding `states`.
    init(_ states: [ATSPIState]) { for s in states { insert(s) } }

    mutating func insert(_ state: ATSPIState) { bits |= 1 << UInt64(state.rawValue) }

    func contains(_ state: ATSPIState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

    /// The two words of GetState and of a cache item: states 0-31, then 32-63.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// The states that are in one set and not the other, in the order of their numbers.
    func differences(from other: ATSPIStateSet) -> [ATSPIState] {
        let changed = bits ^ other.bits
        return ATSPIState.allCases.filter { changed & (1 << UInt64($0.rawValue)) != 0 }
    }

    /// An element's states: what its `AccessibilityStates` say, and what its role, data and place imply.
    /// `isShowing` is whether it lies in the window; `windowIsActive` makes the window ACTIVE.
    init(_ element: AccessibilityElement, isShowing: Bool, windowIsActive: Bool) {
        let s = element.states
        let role = ATSPIRole(element.role)
        insert(.visible)
        if isShowing { insert(.showing) }
        if !s.contains(.disabled) { insert(.enabled); insert(.sensitive) }
        if s.contains(.focusable) { insert(.focusable) }
        if s.contains(.focused) { insert(.focused) }
        if s.contains(.selectable) { insert(.selectable) }
        if s.contains(.selected) || element.traits.contains(.isSelected) { insert(.selected) }
        let checkableRole = [.toggle, .checkBox, .radioButton].contains(element.role)
        if s.contains(.checkable) || checkableRole { insert(.checkable) }
        if s.contains(.mixed) {
            insert(.indeterminate)
        } else if s.contains(.checked) {
            insert(.checked)
            // Orca reads a toggle button's PRESSED; CHECKED stays for clients that ask for it.
            if role == .toggleButton { insert(.pressed) }
        }
        if s.contains(.expandable) || element.role == .disclosure {
            insert(.expandable)
            insert(s.contains(.expanded) ? .expanded : .collapsed)
        }
        if s.contains(.modal) { insert(.modal) }
        if element.role == .popUpButton { insert(.hasPopup) }
        if element.role == .progressIndicator, element.valueRange == nil { insert(.indeterminate) }
        if element.text != nil || Self.textRoles.contains(element.role) {
            insert(.selectableText)
            if s.contains(.editable) { insert(.editable) } else { insert(.readOnly) }
            let multi = s.contains(.multiline) || element.role == .textEditor
            insert(multi ? .multiLine : .singleLine)
        }
        if element.role == .window, windowIsActive { insert(.active) }
    }

    /// The roles whose element edits or shows text through the Text interface.
    static let textRoles: Set<AccessibilityRole> = [.textField, .secureTextField, .searchField, .textEditor]
}

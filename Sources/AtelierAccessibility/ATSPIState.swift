/// An AT-SPI state (the numbers of at-spi2-core's `AtspiStateType`), with the name its StateChanged event
/// carries.
enum ATSPIState: UInt32, Sendable, CaseIterable {
    case active = 1
    case checked = 4
    case collapsed = 5
    case editable = 7
    case enabled = 8
    case expandable = 9
    case expanded = 10
    case focusable = 11
    case focused = 12
    case modal = 16
    case multiLine = 17
    case pressed = 20
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case indeterminate = 32
    case selectableText = 38
    case checkable = 41
    case hasPopup = 42
    case readOnly = 43

    /// The state's name in events (`object:state-changed:NAME`), as at-spi2-core spells it.
    var name: String {
        switch self {
        case .active: return "active"
        case .checked: return "checked"
        case .collapsed: return "collapsed"
        case .editable: return "editable"
        case .enabled: return "enabled"
        case .expandable: return "expandable"
        case .expanded: return "expanded"
        case .focusable: return "focusable"
        case .focused: return "focused"
        case .modal: return "modal"
        case .multiLine: return "multi-line"
        case .pressed: return "pressed"
        case .selectable: return "selectable"
        case .selected: return "selected"
        case .sensitive: return "sensitive"
        case .showing: return "showing"
        case .singleLine: return "single-line"
        case .visible: return "visible"
        case .indeterminate: return "indeterminate"
        case .selectableText: return "selectable-text"
        case .checkable: return "checkable"
        case .hasPopup: return "has-popup"
        case .readOnly: return "read-only"
        }
    }
}

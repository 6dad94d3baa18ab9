import AtelierCore

/// An AT-SPI role (the numbers of at-spi2-core's `AtspiRole`), with the name a screen reader speaks for it.
enum ATSPIRole: UInt32, Sendable, CaseIterable {
    case alert = 2
    case checkBox = 7
    case colorChooser = 9
    case comboBox = 11
    case dateEditor = 12
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case menu = 33
    case menuBar = 34
    case menuItem = 35
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case radioButton = 44
    case scrollPane = 49
    case slider = 51
    case spinButton = 52
    case text = 61
    case toggleButton = 62
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The role of an element, as GTK 4 and AccessKit map the same kinds of widget. A switch is a toggle
    /// button: at-spi2-core before 2.52 has no switch role, and Orca reads a toggle button's state.
    init(_ role: AccessibilityRole) {
        switch role {
        case .window: self = .frame
        case .staticText: self = .label
        case .heading: self = .heading
        case .image: self = .image
        case .button: self = .pushButton
        case .link: self = .link
        case .toggle: self = .toggleButton
        case .checkBox: self = .checkBox
        case .slider: self = .slider
        case .stepper: self = .spinButton
        case .progressIndicator: self = .progressBar
        case .textField, .searchField: self = .entry
        case .secureTextField: self = .passwordText
        case .textEditor: self = .text
        case .list: self = .list
        case .listItem: self = .listItem
        case .tabList: self = .pageTabList
        case .tab: self = .pageTab
        case .menuBar: self = .menuBar
        case .menu: self = .menu
        case .menuItem: self = .menuItem
        case .popUpButton: self = .comboBox
        case .radioGroup, .group: self = .panel
        case .radioButton: self = .radioButton
        // A disclosure group's header expands and collapses: a toggle button with the expandable states.
        case .disclosure: self = .toggleButton
        case .dialog: self = .dialog
        case .alert: self = .alert
        case .scrollView: self = .scrollPane
        case .datePicker: self = .dateEditor
        case .colorWell: self = .colorChooser
        // A wheel steps through its choices and reads the current one: GTK's and AccessKit's spin button.
        case .pickerWheel: self = .spinButton
        }
    }

    /// The role's name as at-spi2-core spells it (`atspi_role_get_name`), for GetRoleName.
    var name: String {
        switch self {
        case .alert: return "alert"
        case .checkBox: return "check box"
        case .comboBox: return "combo box"
        case .colorChooser: return "color chooser"
        case .dateEditor: return "date editor"
        case .dialog: return "dialog"
        case .frame: return "frame"
        case .image: return "image"
        case .label: return "label"
        case .list: return "list"
        case .listItem: return "list item"
        case .menuBar: return "menu bar"
        case .menu: return "menu"
        case .menuItem: return "menu item"
        case .pageTab: return "page tab"
        case .pageTabList: return "page tab list"
        case .panel: return "panel"
        case .passwordText: return "password text"
        case .progressBar: return "progress bar"
        case .pushButton: return "push button"
        case .radioButton: return "radio button"
        case .scrollPane: return "scroll pane"
        case .slider: return "slider"
        case .spinButton: return "spin button"
        case .text: return "text"
        case .toggleButton: return "toggle button"
        case .application: return "application"
        case .entry: return "entry"
        case .heading: return "heading"
        case .link: return "link"
        }
    }
}

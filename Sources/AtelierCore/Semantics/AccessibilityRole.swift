import Foundation

/// What an accessibility element is, as assistive technologies name it; the desktop bridge maps each to its
/// platform's role (AT-SPI on Linux).
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// A window: the root of a window's tree.
    case window
    /// Text that cannot change.
    case staticText
    /// A heading dividing content into sections (a navigation title, `accessibilityHeading`).
    case heading
    /// An image.
    case image
    /// A button.
    case button
    /// A link.
    case link
    /// A toggle shown as a switch.
    case toggle
    /// A toggle shown as a checkbox.
    case checkBox
    /// A slider.
    case slider
    /// A stepper: a value changed a step at a time.
    case stepper
    /// A progress view or gauge.
    case progressIndicator
    /// A text field.
    case textField
    /// A secure field: its text is never exposed, only bullets.
    case secureTextField
    /// A search field.
    case searchField
    /// A text editor of several lines.
    case textEditor
    /// A list, form or table of rows.
    case list
    /// A row of a list or form.
    case listItem
    /// A tab bar.
    case tabList
    /// A tab of a tab bar.
    case tab
    /// A window's menu bar: its menus' titles.
    case menuBar
    /// A menu.
    case menu
    /// An item of a menu.
    case menuItem
    /// A control that shows a menu of choices (a menu-style Picker, a Menu's button).
    case popUpButton
    /// A group of mutually exclusive choices (a segmented or inline Picker).
    case radioGroup
    /// One choice of a radio group.
    case radioButton
    /// A disclosure group's header, which expands and collapses it.
    case disclosure
    /// A date picker's date or time, read as its label and the date, opened or adjusted by a day or a minute.
    case datePicker
    /// A colour picker's well, read as its label and the colour, opened to choose another.
    case colorWell
    /// One wheel of a picker or date picker, read as its choice and adjusted a row at a time.
    case pickerWheel
    /// A presented sheet or dialog.
    case dialog
    /// An alert or confirmation dialog.
    case alert
    /// A container of other elements (`accessibilityElement(children: .contain)`, a Section).
    case group
    /// A scroll view.
    case scrollView
}

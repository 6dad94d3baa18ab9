import AtelierCore

/// The AT-SPI interfaces an exported object implements: GetInterfaces lists them and the bus answers only
/// their calls.
struct ATSPIInterfaces: OptionSet, Hashable, Sendable {
    let rawValue: UInt16
    init(rawValue: UInt16) { self.rawValue = rawValue }
    static let accessible = ATSPIInterfaces(rawValue: 1 << 0)
    static let application = ATSPIInterfaces(rawValue: 1 << 1)
    static let component = ATSPIInterfaces(rawValue: 1 << 2)
    static let action = ATSPIInterfaces(rawValue: 1 << 3)
    static let value = ATSPIInterfaces(rawValue: 1 << 4)
    static let text = ATSPIInterfaces(rawValue: 1 << 5)
    static let editableText = ATSPIInterfaces(rawValue: 1 << 6)
    static let selection = ATSPIInterfaces(rawValue: 1 << 7)

    /// Every interface with its D-Bus name, in the order GetInterfaces lists them.
    static let named: [(ATSPIInterfaces, String)] = [
        (.accessible, "org.a11y.atspi.Accessible"), (.application, "org.a11y.atspi.Application"),
        (.component, "org.a11y.atspi.Component"), (.action, "org.a11y.atspi.Action"),
        (.value, "org.a11y.atspi.Value"), (.text, "org.a11y.atspi.Text"),
        (.editableText, "org.a11y.atspi.EditableText"), (.selection, "org.a11y.atspi.Selection"),
    ]

    /// The interface a D-Bus interface name stands for, or nil for one not exported.
    init?(name: String) {
        guard let match = Self.named.first(where: { $0.1 == name }) else { return nil }
        self = match.0
    }

    /// The D-Bus names of the interfaces in the set.
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

    /// The application root's interfaces.
    static let applicationRoot: ATSPIInterfaces = [.accessible, .application]

    /// What an element needs: Accessible and Component always, Action for its actions, Value for a range,
    /// Text for text (EditableText when it can be edited), Selection for containers of choices.
    init(_ element: AccessibilityElement) {
        self = [.accessible, .component]
        if !element.actions.isEmpty { insert(.action) }
        if element.valueRange != nil { insert(.value) }
        if element.text != nil {
            insert(.text)
            if element.states.contains(.editable) { insert(.editableText) }
        }
        if [.list, .tabList, .radioGroup, .popUpButton].contains(element.role) { insert(.selection) }
    }
}

import Foundation
@_spi(Backend) import AtelierCore

/// A fake window's accessibility tree for the AT-SPI end-to-end test: one of each kind of element a screen
/// reader meets (a heading, a button, a toggle, a slider, a text field, a secure field, a list with rows),
/// plus bad input (a megabyte of label, a frame of NaN). Requests change it as a real window would, and
/// tell the bridge.
@MainActor final class ProbeTreeSource: AccessibilityTreeSource {
    var onAccessibilityTreeChanged: (() -> Void)?

    private var isOn = true
    private var volume = 50.0
    private var name = "Ada"
    private var password = "secret"
    private var rows = ["Apple", "Banana", "Cherry"]
    private var focused: AccessibilityElementID?
    /// Lines the probe prints for each request it took (the test reads them).
    var log: (String) -> Void = { say($0) }

    static func id(_ raw: UInt64) -> AccessibilityElementID { AccessibilityElementID(rawValue: raw) }

    var accessibilityRoot: AccessibilityElement {
        func states(_ base: AccessibilityStates, _ id: UInt64) -> AccessibilityStates {
            focused == Self.id(id) ? base.union(.focused) : base
        }
        let rowElements = rows.enumerated().map { index, title in
            AccessibilityElement(id: Self.id(10 + UInt64(index)), role: .listItem, label: title,
                                 states: states(index == 1 ? [.selectable, .selected] : [.selectable], 10 + UInt64(index)),
                                 frame: CGRect(x: 10, y: 220 + 20 * CGFloat(index), width: 200, height: 20),
                                 actions: [.activate], position: AccessibilityPosition(index: index + 1, count: rows.count))
        }
        let children = [
            AccessibilityElement(id: Self.id(2), role: .heading, label: "Settings", traits: .isHeader,
                                 frame: CGRect(x: 10, y: 0, width: 200, height: 20), headingLevel: 1),
            AccessibilityElement(id: Self.id(3), role: .button, label: "Add row", hint: "Adds a row to the list",
                                 identifier: "add-row", traits: .isButton, states: states(.focusable, 3),
                                 frame: CGRect(x: 10, y: 20, width: 100, height: 30), actions: [.activate]),
            AccessibilityElement(id: Self.id(4), role: .toggle, label: "Wi-Fi", value: isOn ? "1" : "0",
                                 states: states(isOn ? [.focusable, .checkable, .checked] : [.focusable, .checkable], 4),
                                 frame: CGRect(x: 10, y: 60, width: 200, height: 30), actions: [.activate]),
            AccessibilityElement(id: Self.id(5), role: .slider, label: "Volume", value: "\(Int(volume))%",
                                 states: states(.focusable, 5), frame: CGRect(x: 10, y: 100, width: 200, height: 30),
                                 actions: [.increment, .decrement],
                                 valueRange: AccessibilityValueRange(minimum: 0, maximum: 100, step: 1, current: volume)),
            AccessibilityElement(id: Self.id(6), role: .textField, label: "Name", value: name,
                                 states: states([.focusable, .editable], 6), frame: CGRect(x: 10, y: 140, width: 200, height: 30),
                                 text: AccessibilityTextState(text: name, caret: name.unicodeScalars.count,
                                                              selection: name.unicodeScalars.count..<name.unicodeScalars.count),
                                 placeholder: "Your name"),
            AccessibilityElement(id: Self.id(7), role: .secureTextField, label: "Password", value: password,
                                 states: states([.focusable, .editable], 7), frame: CGRect(x: 10, y: 180, width: 200, height: 30),
                                 text: AccessibilityTextState(text: password, caret: 0, selection: 0..<0)),
            AccessibilityElement(id: Self.id(8), role: .list, label: "Fruits",
                                 frame: CGRect(x: 10, y: 220, width: 200, height: 20 * CGFloat(rows.count)),
                                 children: rowElements),
            AccessibilityElement(id: Self.id(20), role: .staticText, label: String(repeating: "a", count: 1_000_000),
                                 frame: CGRect(x: 220, y: 0, width: 100, height: 20)),
            AccessibilityElement(id: Self.id(21), role: .image, label: "Broken",
                                 frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.infinity)),
        ]
        return AccessibilityElement(id: Self.id(1), role: .window, label: "Probe Window",
                                    frame: CGRect(x: 0, y: 0, width: 400, height: 300), children: children)
    }

    private func changed() { onAccessibilityTreeChanged?() }

    func performAccessibilityAction(_ action: AccessibilityElementAction, on element: AccessibilityElementID) -> Bool {
        switch (element.rawValue, action) {
        case (3, .activate):
            rows.append("Date")
            log("probe: added row \(rows.count)")
        case (4, .activate):
            isOn.toggle()
            log("probe: toggle \(isOn ? "on" : "off")")
        case (5, .increment): volume = min(100, volume + 1)
        case (5, .decrement): volume = max(0, volume - 1)
        case (10..<20, .activate):
            log("probe: row \(element.rawValue - 10) activated")
        default:
            return false
        }
        changed()
        return true
    }

    func setAccessibilityValue(_ value: Double, on element: AccessibilityElementID) -> Bool {
        guard element.rawValue == 5 else { return false }
        volume = min(100, max(0, value.rounded()))
        log("probe: volume \(Int(volume))")
        changed()
        return true
    }

    func setAccessibilityText(_ text: String, on element: AccessibilityElementID) -> Bool {
        switch element.rawValue {
        case 6: name = text
        case 7: password = text
        default: return false
        }
        log("probe: text of \(element) set")
        changed()
        return true
    }

    func focusAccessibilityElement(_ element: AccessibilityElementID) -> Bool {
        guard [3, 4, 5, 6, 7].contains(element.rawValue) else { return false }
        focused = element
        log("probe: focus \(element)")
        changed()
        return true
    }
}

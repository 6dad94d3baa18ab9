import XCTest
import AtelierCore
@testable import AtelierAccessibility

// How elements look to AT-SPI: every role's number as GTK 4 and AccessKit map the same kinds of widget, the
// states derived from an element's states, role and data, the interfaces it answers, and its action names.

@preconcurrency @MainActor final class ATSPIMappingTests: XCTestCase {
    private func element(_ role: AccessibilityRole, states: AccessibilityStates = [], text: AccessibilityTextState? = nil,
                         range: AccessibilityValueRange? = nil, actions: [AccessibilityElementAction] = []) -> AccessibilityElement {
        AccessibilityElement(id: AccessibilityElementID(rawValue: 1), role: role, label: "x", states: states,
                             frame: CGRect(x: 0, y: 0, width: 10, height: 10), actions: actions, valueRange: range, text: text)
    }

    func testEveryRoleHasItsATSPINumber() {
        // at-spi2-core's AtspiRole numbers.
        let expected: [AccessibilityRole: UInt32] = [
            .window: 23, .staticText: 29, .heading: 83, .image: 27, .button: 43, .link: 88, .toggle: 62, .checkBox: 7,
            .slider: 51, .stepper: 52, .progressIndicator: 42, .textField: 79, .secureTextField: 40, .searchField: 79,
            .textEditor: 61, .list: 31, .listItem: 32, .tabList: 38, .tab: 37, .menuBar: 34, .menu: 33, .menuItem: 35,
            .popUpButton: 11, .radioGroup: 39, .radioButton: 44, .disclosure: 62, .dialog: 16, .alert: 2,
            .group: 39, .scrollView: 49, .datePicker: 12, .colorWell: 9, .pickerWheel: 52,
        ]
        XCTAssertEqual(Set(expected.keys), Set(AccessibilityRole.allCases), "every role is mapped")
        for role in AccessibilityRole.allCases {
            XCTAssertEqual(ATSPIRole(role).rawValue, expected[role], "\(role)")
        }
        XCTAssertEqual(ATSPIRole(.button).name, "push button")
        XCTAssertEqual(ATSPIRole(.secureTextField).name, "password text")
        XCTAssertEqual(ATSPIRole.application.rawValue, 75)
        XCTAssertEqual(Set(ATSPIRole.allCases.map(\.name)).count, ATSPIRole.allCases.count, "names are distinct")
    }

    func testStatesFollowTheElement() {
        let plain = ATSPIStateSet(element(.button, states: .focusable), isShowing: true, windowIsActive: false)
        XCTAssertEqual(plain, ATSPIStateSet([.visible, .showing, .enabled, .sensitive, .focusable]))

        let disabled = ATSPIStateSet(element(.button, states: [.disabled]), isShowing: false, windowIsActive: false)
        XCTAssertFalse(disabled.contains(.enabled))
        XCTAssertFalse(disabled.contains(.sensitive))
        XCTAssertFalse(disabled.contains(.showing))

        let on = ATSPIStateSet(element(.toggle, states: [.checked]), isShowing: true, windowIsActive: false)
        XCTAssertTrue(on.contains(.checkable) && on.contains(.checked) && on.contains(.pressed), "a switch that is on")
        let box = ATSPIStateSet(element(.checkBox, states: [.checkable, .checked]), isShowing: true, windowIsActive: false)
        XCTAssertTrue(box.contains(.checked) && !box.contains(.pressed), "PRESSED is a toggle button's")
        let mixed = ATSPIStateSet(element(.checkBox, states: [.checked, .mixed]), isShowing: true, windowIsActive: false)
        XCTAssertTrue(mixed.contains(.indeterminate) && !mixed.contains(.checked))

        let row = ATSPIStateSet(element(.listItem, states: [.selectable, .selected, .focused]), isShowing: true, windowIsActive: false)
        XCTAssertTrue(row.contains(.selectable) && row.contains(.selected) && row.contains(.focused))

        let collapsed = ATSPIStateSet(element(.disclosure), isShowing: true, windowIsActive: false)
        XCTAssertTrue(collapsed.contains(.expandable) && collapsed.contains(.collapsed) && !collapsed.contains(.expanded))
        let expanded = ATSPIStateSet(element(.disclosure, states: .expanded), isShowing: true, windowIsActive: false)
        XCTAssertTrue(expanded.contains(.expanded) && !expanded.contains(.collapsed))

        let sheet = ATSPIStateSet(element(.dialog, states: .modal), isShowing: true, windowIsActive: false)
        XCTAssertTrue(sheet.contains(.modal))

        let text = AccessibilityTextState(text: "a", caret: 1, selection: 1..<1)
        let field = ATSPIStateSet(element(.textField, states: .editable, text: text), isShowing: true, windowIsActive: false)
        XCTAssertTrue(field.contains(.editable) && field.contains(.singleLine) && field.contains(.selectableText))
        let editor = ATSPIStateSet(element(.textEditor, states: .editable, text: text), isShowing: true, windowIsActive: false)
        XCTAssertTrue(editor.contains(.multiLine) && !editor.contains(.singleLine))
        let readOnly = ATSPIStateSet(element(.textField, text: text), isShowing: true, windowIsActive: false)
        XCTAssertTrue(readOnly.contains(.readOnly) && !readOnly.contains(.editable))

        let spinner = ATSPIStateSet(element(.progressIndicator), isShowing: true, windowIsActive: false)
        XCTAssertTrue(spinner.contains(.indeterminate), "a progress view without a value")

        XCTAssertTrue(ATSPIStateSet(element(.window), isShowing: true, windowIsActive: true).contains(.active))
        XCTAssertFalse(ATSPIStateSet(element(.window), isShowing: true, windowIsActive: false).contains(.active))
        XCTAssertFalse(ATSPIStateSet(element(.button), isShowing: true, windowIsActive: true).contains(.active))
    }

    func testStateWordsAreGetStatesTwoBitfields() {
        let set = ATSPIStateSet([.enabled, .indeterminate, .readOnly])
        XCTAssertEqual(set.words, [1 << 8, (1 << 0) | (1 << 11)], "states 32 and 43 are in the second word")
        XCTAssertEqual(ATSPIStateSet([.checked]).differences(from: ATSPIStateSet([.focused])), [.checked, .focused])
    }

    func testInterfacesFollowRoleAndData() {
        XCTAssertEqual(ATSPIInterfaces(element(.image)).names, ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"])
        XCTAssertEqual(ATSPIInterfaces(element(.button, actions: [.activate])).names,
                       ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component", "org.a11y.atspi.Action"])
        let slider = ATSPIInterfaces(element(.slider, range: AccessibilityValueRange(minimum: 0, maximum: 1, step: 0.1, current: 0.5)))
        XCTAssertTrue(slider.contains(.value) && !slider.contains(.text))
        let text = AccessibilityTextState(text: "", caret: 0, selection: 0..<0)
        XCTAssertTrue(ATSPIInterfaces(element(.textField, states: .editable, text: text)).contains(.editableText))
        XCTAssertFalse(ATSPIInterfaces(element(.textField, text: text)).contains(.editableText), "read-only text")
        for role in [AccessibilityRole.list, .tabList, .radioGroup, .popUpButton] {
            XCTAssertTrue(ATSPIInterfaces(element(role)).contains(.selection), "\(role)")
        }
        XCTAssertEqual(ATSPIInterfaces.applicationRoot.names, ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"])
        XCTAssertEqual(ATSPIInterfaces(name: "org.a11y.atspi.Value"), .value)
        XCTAssertNil(ATSPIInterfaces(name: "org.a11y.atspi.Table"))
    }

    func testActionNames() {
        XCTAssertEqual(ATSPIAction.name(.activate, role: .button), "click")
        XCTAssertEqual(ATSPIAction.name(.activate, role: .toggle), "toggle")
        XCTAssertEqual(ATSPIAction.name(.activate, role: .checkBox), "toggle")
        XCTAssertEqual(ATSPIAction.name(.increment, role: .slider), "increment")
        XCTAssertEqual(ATSPIAction.name(.decrement, role: .stepper), "decrement")
        XCTAssertEqual(ATSPIAction.name(.named("Archive"), role: .listItem), "Archive")
        XCTAssertEqual(ATSPIAction.name(.scroll(.bottom), role: .scrollView), "scroll down")
    }

    func testObjectPathsRoundTrip() {
        let id = AccessibilityElementID(rawValue: 42)
        XCTAssertEqual(ATSPIObject.element(id).path, "/org/a11y/atspi/accessible/42")
        XCTAssertEqual(ATSPIObject(path: "/org/a11y/atspi/accessible/42"), .element(id))
        XCTAssertEqual(ATSPIObject(path: "/org/a11y/atspi/accessible/root"), .application)
        XCTAssertEqual(ATSPIObject(node: "0"), .element(AccessibilityElementID(rawValue: 0)))
        for bad in ["042", "+1", "-1", "", "1a", "18446744073709551616"] {
            XCTAssertNil(ATSPIObject(node: bad), "\(bad) names no element")
        }
        XCTAssertNil(ATSPIObject(path: "/org/a11y/atspi/cache"))
    }

    func testTheIntrospectionDataParses() {
        for name in ATSPIInterfaces.named.map(\.1) + [ATSPIIntrospection.cacheInterface] {
            XCTAssertNotNil(ATSPIIntrospection.interface(name), name)
        }
    }
}

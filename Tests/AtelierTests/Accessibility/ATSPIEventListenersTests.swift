import XCTest
import AtelierCore
@testable import AtelierAccessibility

/// Which events the bridge sends for the registrations the registry reports, in either of the forms clients
/// and the registry write them.
@preconcurrency @MainActor final class ATSPIEventListenersTests: XCTestCase {
    let toggle = AccessibilityElementID(rawValue: 4)

    func testEverythingIsSentUntilTheRegistryHasAnswered() {
        let listeners = ATSPIEventListeners()
        XCTAssertTrue(listeners.wants(ATSPIEvent.propertyChanged(toggle, .value(1)).listenerName))
    }

    func testAnEventIsSentWhenARegistrationIsAPrefixOfIt() {
        var listeners = ATSPIEventListeners()
        listeners.replace(with: [(bus: ":1.5", event: "Object:StateChanged:Checked"), (bus: ":1.5", event: "window:")])
        XCTAssertTrue(listeners.wants(ATSPIEvent.stateChanged(toggle, .checked, true).listenerName))
        XCTAssertFalse(listeners.wants(ATSPIEvent.stateChanged(toggle, .focused, true).listenerName))
        XCTAssertFalse(listeners.wants(ATSPIEvent.propertyChanged(toggle, .value(1)).listenerName))
        XCTAssertTrue(listeners.wants(ATSPIEvent.windowActivated(toggle, true).listenerName))
        XCTAssertTrue(listeners.wants(ATSPIEvent.cacheAdded(toggle).listenerName), "the cache's signals always go")
        listeners.register(bus: ":1.6", event: "object:property-change")
        XCTAssertTrue(listeners.wants(ATSPIEvent.propertyChanged(toggle, .value(1)).listenerName))
        XCTAssertTrue(listeners.wants(ATSPIEvent.propertyChanged(toggle, .name("A")).listenerName))
        XCTAssertFalse(listeners.wants(ATSPIEvent.textInserted(toggle, start: 0, text: "a").listenerName))
        listeners.deregister(bus: ":1.6", event: "Object:PropertyChange:")
        XCTAssertFalse(listeners.wants(ATSPIEvent.propertyChanged(toggle, .value(1)).listenerName))
    }

    func testAnEmptyOrCoarseRegistrationWantsEverythingUnderIt() {
        var listeners = ATSPIEventListeners()
        listeners.replace(with: [(bus: ":1.5", event: "object")])
        XCTAssertTrue(listeners.wants(ATSPIEvent.caretMoved(toggle, offset: 1).listenerName))
        XCTAssertFalse(listeners.wants(ATSPIEvent.windowActivated(toggle, false).listenerName))
        listeners.replace(with: [(bus: ":1.5", event: "")])
        XCTAssertTrue(listeners.wants(ATSPIEvent.windowActivated(toggle, false).listenerName))
    }

    func testOneOfTwoEqualRegistrationsLeavingKeepsTheOther() {
        var listeners = ATSPIEventListeners()
        listeners.replace(with: [(bus: ":1.5", event: "object:text-changed"), (bus: ":1.5", event: "object:text-changed")])
        listeners.deregister(bus: ":1.5", event: "object:text-changed")
        XCTAssertTrue(listeners.wants(ATSPIEvent.textDeleted(toggle, start: 0, text: "a").listenerName))
        listeners.deregister(bus: ":1.5", event: "object:text-changed")
        XCTAssertFalse(listeners.wants(ATSPIEvent.textDeleted(toggle, start: 0, text: "a").listenerName))
        listeners.deregister(bus: ":1.9", event: "never registered")
    }

    func testRegisteredNamesInDBusCaseAreTheClientsNames() {
        XCTAssertEqual(ATSPIEventListeners.pattern("Object:StateChanged:Checked"), ["object", "state-changed", "checked"])
        XCTAssertEqual(ATSPIEventListeners.pattern("object:text-caret-moved"), ["object", "text-caret-moved"])
        XCTAssertEqual(ATSPIEventListeners.pattern("Object:ChildrenChanged:"), ["object", "children-changed"])
        XCTAssertEqual(ATSPIEventListeners.pattern("::"), [])
    }
}

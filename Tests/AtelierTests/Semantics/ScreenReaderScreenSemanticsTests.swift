import XCTest
@_spi(Backend) import AtelierCore
@testable import Atelier
import AtelierTesting
import GalleryKit

/// The gallery's screen-reader screen as `TestHost` reads it: what the window test's pyatspi client reads and
/// drives (GalleryWindowAccessibilityTests), checked without a bus first; and a List's selection, which that
/// screen shows.
@preconcurrency @MainActor final class ScreenReaderScreenSemanticsTests: XCTestCase {
    static let windowSize = CGSize(width: 660, height: 760)

    private func host() -> TestHost { TestHost(GalleryView(initialScreen: "screen-reader"), size: Self.windowSize) }

    private func element(_ host: TestHost, _ role: AccessibilityRole, _ label: String) throws -> AccessibilityElement {
        try XCTUnwrap(host.accessibilityElements.first { $0.role == role && $0.label == label }, "\(role) \(label)")
    }

    func testEveryControlFamilyIsOneElementWithItsRoleAndName() throws {
        let h = host()
        for (role, label) in [(AccessibilityRole.heading, "Screen reader: one control of each family"), (.heading, "Account"),
                              (.textField, "Name"), (.secureTextField, "Password"), (.toggle, "Notifications"),
                              (.slider, "Volume"), (.button, "Add fruit"), (.radioButton, "Medium")] {
            _ = try element(h, role, label)
        }
        let rows = try XCTUnwrap(h.accessibilityElements.first { $0.role == .list }).children
        XCTAssertEqual(rows.map(\.role), [.listItem, .listItem, .listItem])
        XCTAssertEqual(rows.map { $0.children.map(\.label) }, [["Apple"], ["Banana"], ["Cherry"]])
    }

    func testAListWithASelectionHasSelectableRowsAndActivatingOneChoosesIt() throws {
        let h = host()
        var rows = try XCTUnwrap(h.accessibilityElements.first { $0.role == .list }).children
        XCTAssertEqual(rows.map { $0.states.contains(.selectable) }, [true, true, true])
        XCTAssertEqual(rows.map { $0.states.contains(.selected) }, [false, true, false], "Banana is the List's selection")
        XCTAssertTrue(h.performAccessibilityAction(on: rows[2]), "activating a row chooses it, as a click does")
        XCTAssertTrue(h.texts.contains("Chosen: Cherry"), "\(h.texts)")
        rows = try XCTUnwrap(h.accessibilityElements.first { $0.role == .list }).children
        XCTAssertEqual(rows.map { $0.states.contains(.selected) }, [false, false, true])
    }

    func testAListWithoutASelectionHasPlainRows() throws {
        let h = TestHost(List { Text("One"); Text("Two") }, size: CGSize(width: 300, height: 200))
        let rows = try XCTUnwrap(h.accessibilityElements.first { $0.role == .list }).children
        XCTAssertEqual(rows.map(\.states), [[], []])
        XCTAssertEqual(rows.map(\.actions), [[], []])
    }

    func testSettingTheSliderThroughAccessibilityChangesWhatTheScreenShows() throws {
        Diagnostics.reset()
        let h = host()
        XCTAssertTrue(h.setAccessibilityValue(75, on: try element(h, .slider, "Volume")))
        XCTAssertTrue(h.texts.contains("Volume 75"), "\(h.texts)")
        XCTAssertEqual(try element(h, .slider, "Volume").valueRange?.current, 75)
        XCTAssertEqual(h.accessibilityElements.filter { $0.role == .radioButton }.count, 3, "the picker is still there")
        XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("nested too deeply") }, "\(Diagnostics.warnings)")
    }
}

import XCTest
@_spi(Backend) import AtelierCore
@testable import Atelier
import AtelierTesting
import GalleryKit

/// The gallery's screen-reader screen as `TestHost` reads it: what the window test's pyatspi client reads and
/// drives (GalleryWindowAccessibilityTests), checked without a bus first. Also a List's selection and a
/// field's character frames, which that screen shows.
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

    func testAFieldsCharactersAreWhereItDrawsThem() throws {
        let h = host()
        let name = try element(h, .textField, "Name")
        h.tap(at: CGPoint(x: name.frame.midX, y: name.frame.midY))
        h.type("Ada")
        let field = try element(h, .textField, "Name")
        XCTAssertEqual(field.text?.text, "Ada")
        let characters = try (0..<3).map { try XCTUnwrap(h.accessibilityFrame(ofCharacters: $0..<$0 + 1, in: field)) }
        let all = try XCTUnwrap(h.accessibilityFrame(ofCharacters: 0..<3, in: field))
        // Left to right, touching, on the field's line, and together as wide as the word drawn on its own.
        XCTAssertEqual(characters[0].minX, field.frame.minX, accuracy: 0.5, "the text starts at the field's leading edge")
        for i in 1..<3 { XCTAssertEqual(characters[i].minX, characters[i - 1].maxX, accuracy: 0.01) }
        for c in characters {
            XCTAssertGreaterThan(c.width, 3)
            XCTAssertEqual(c.minY, field.frame.minY, accuracy: 0.5)
            // The line's box: SF Pro's 20.29 points at 17 (the field's frame rounds it up to the pixel).
            XCTAssertEqual(c.height, 17 * 2444 / 2048, accuracy: 0.01)
        }
        XCTAssertEqual(all, characters.reduce(CGRect.null) { $0.union($1) })
        let word = TestHost(Text("Ada").fixedSize(), size: CGSize(width: 200, height: 50))
        let drawn = try XCTUnwrap(word.frame(ofText: "Ada"))
        XCTAssertEqual(all.width, drawn.width, accuracy: 1, "the range is as wide as the word Pango draws")
        XCTAssertNil(h.accessibilityFrame(ofCharacters: 3..<4, in: field), "past the end")
        XCTAssertNil(h.accessibilityFrame(ofCharacters: 1..<1, in: field), "an empty range")
        XCTAssertNil(h.accessibilityFrame(ofCharacters: 0..<1, in: try element(h, .button, "Add fruit")), "no text")
    }

    func testASecureFieldsCharactersAreItsBullets() throws {
        let h = host()
        let password = try element(h, .secureTextField, "Password")
        h.tap(at: CGPoint(x: password.frame.midX, y: password.frame.midY))
        h.type("hunter2")
        let field = try element(h, .secureTextField, "Password")
        XCTAssertEqual(field.text?.text.unicodeScalars.count, 7)
        let bullets = try (0..<7).map { try XCTUnwrap(h.accessibilityFrame(ofCharacters: $0..<$0 + 1, in: field)) }
        XCTAssertEqual(Set(bullets.map { ($0.width * 100).rounded() }).count, 1, "every bullet is as wide: \(bullets)")
        XCTAssertEqual(bullets[6].maxX, h.accessibilityFrame(ofCharacters: 0..<7, in: field)?.maxX)
    }
}

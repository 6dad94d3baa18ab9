import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// An alert asking for a name, as SwiftUI programs write one.
private struct Login: View {
    @State private var show = false
    @State private var name = ""
    @State private var oks = 0

    var body: some View {
        VStack {
            Button("Log in") { show = true }
            Text(verbatim: "name \(name) oks \(oks)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .alert("Login", isPresented: $show) {
            TextField("Name", text: $name)
            Button("OK") { oks += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Enter your name")
        }
    }
}

/// An alert whose two buttons' titles do not fit side by side.
private struct LongTitles: View {
    @State private var show = true
    var body: some View {
        Color.white
            .alert("Remove App?", isPresented: $show) {
                Button("Remove from Home Screen") {}
                Button("Delete App", role: .destructive) {}
            }
    }
}

@preconcurrency @MainActor final class AlertTextFieldTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    private func presented() -> TestHost {
        let host = TestHost(Login(), size: size)
        host.tap(onText: "Log in")
        host.advance(by: 0.5)
        return host
    }

    func testTheFieldIsAnInsetBorderedBoxUnderTheMessage() throws {
        let host = presented()
        if let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"], let png = host.pngData() {
            try png.write(to: URL(fileURLWithPath: dir + "/alert-text-field.png"))
        }
        let message = try XCTUnwrap(host.frame(ofText: "Enter your name"), "\(host.texts)")
        let placeholder = try XCTUnwrap(host.frame(ofText: "Name"), "\(host.texts)")
        let ok = try XCTUnwrap(host.frame(ofText: "OK")), cancel = try XCTUnwrap(host.frame(ofText: "Cancel"))
        // The card is 270 points wide, centred.
        let left = (size.width - 270) / 2, right = left + 270
        let y = message.midY
        let card = host.color(at: CGPoint(x: left + 2, y: y)), dimmed = host.color(at: CGPoint(x: left - 2, y: y))
        XCTAssertGreaterThan(Int(card.r), Int(dimmed.r) + 20, "the card starts at \(left): \(card) against \(dimmed)")
        XCTAssertGreaterThan(Int(host.color(at: CGPoint(x: right - 2, y: y)).r), Int(host.color(at: CGPoint(x: right + 2, y: y)).r) + 20,
                             "and ends at \(right)")
        // The field is under the message, above the buttons, inset in the card.
        XCTAssertGreaterThan(placeholder.minY, message.maxY + 8, "the field is below the message")
        XCTAssertLessThan(placeholder.maxY, ok.minY - 16, "and above the buttons")
        XCTAssertEqual(placeholder.minX, left + 16 + 6, accuracy: 1.5, "its text starts inside the box inset by 16")
        XCTAssertEqual(placeholder.height, 16, accuracy: 2, "13-point text")
        // Inside the box: the field's white; outside it, at the card's margin: the card's grey.
        let inside = host.color(at: CGPoint(x: left + 16 + 3, y: placeholder.midY))
        let margin = host.color(at: CGPoint(x: left + 8, y: placeholder.midY))
        XCTAssertTrue(isWhite(inside), "the box is white: \(inside)")
        XCTAssertFalse(isWhite(margin), "the card's margin around it is not: \(margin)")
        XCTAssertFalse(isWhite(host.color(at: CGPoint(x: right - 8, y: placeholder.midY))), "on both sides")
        // A border line around the box: darker than both the box and the margin.
        let border = (Int(left + 14)...Int(left + 18)).map { host.color(at: CGPoint(x: CGFloat($0) + 0.5, y: placeholder.midY)) }
        XCTAssertTrue(border.contains { Int($0.r) < Int(margin.r) - 10 }, "a border at the box's edge: \(border)")
        // The box's height, from its white.
        var top = placeholder.midY, bottom = placeholder.midY
        while isWhite(host.color(at: CGPoint(x: right - 30, y: top - 1))) { top -= 1 }
        while isWhite(host.color(at: CGPoint(x: right - 30, y: bottom + 1))) { bottom += 1 }
        XCTAssertEqual(bottom - top + 1, 26, accuracy: 3, "a box a little taller than its line: \(top)...\(bottom)")
        // The two buttons side by side, each in its half, Cancel at the leading side as iOS places it.
        XCTAssertEqual(ok.midY, cancel.midY, accuracy: 1, "side by side: \(ok) \(cancel)")
        XCTAssertEqual(cancel.midX, left + 270 / 4, accuracy: 2)
        XCTAssertEqual(ok.midX, left + 270 * 3 / 4, accuracy: 2)
    }

    func testTypingInTheFieldAndOKGiveTheProgramTheName() {
        let host = presented()
        // The field has focus as the alert shows: typing goes into it.
        XCTAssertNotNil(host.focusedTextField, "the field is focused")
        host.type("Ad")
        XCTAssertEqual(host.focusedTextField?.text, "Ad")
        guard let field = host.frame(ofText: "Ad") else { return XCTFail("\(host.texts)") }
        host.tap(at: CGPoint(x: field.maxX + 40, y: field.midY))
        XCTAssertNotNil(host.focusedTextField, "tapping the field edits it")
        host.type("a")
        XCTAssertEqual(host.focusedTextField?.text, "Ada")
        host.tap(onText: "OK")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Login"), "OK dismissed the alert")
        XCTAssertTrue(host.texts.contains("name Ada oks 1"), "\(host.texts)")
        XCTAssertNil(host.focusedTextField, "focus went back where it was")
    }

    func testTheFirstOfTwoFieldsHasFocus() {
        struct TwoFields: View {
            @State var show = false
            @State var user = ""
            @State var password = ""
            var body: some View {
                Button("Sign in") { show = true }
                    .alert("Sign in", isPresented: $show) {
                        TextField("User", text: $user)
                        SecureField("Password", text: $password)
                        Button("Sign In") {}
                        Button("Cancel", role: .cancel) {}
                    }
            }
        }
        let host = TestHost(TwoFields(), size: size)
        host.tap(onText: "Sign in")
        host.advance(by: 0.5)
        guard let user = host.frame(ofText: "User"), let password = host.frame(ofText: "Password") else {
            return XCTFail("\(host.texts)")
        }
        XCTAssertEqual(password.minY - user.minY, 26 + 8, accuracy: 3, "one box under the other: \(user) \(password)")
        host.type("ada")
        XCTAssertEqual(host.focusedTextField?.text, "ada")
        XCTAssertEqual(host.frame(ofText: "ada")?.midY ?? 0, user.midY, accuracy: 1, "typed into the first field")
        host.keyDown(.tab)
        host.type("pw")
        XCTAssertEqual(host.focusedTextField?.text, "••", "Tab moved to the password field, which shows bullets")
        XCTAssertNotNil(host.frame(ofText: "ada"), "the first field kept its text")
    }

    func testACancelButtonGoesToTheBottomOfAStack() {
        struct Three: View {
            @State var show = true
            var body: some View {
                Color.white.alert("Save changes?", isPresented: $show) {
                    Button("Cancel", role: .cancel) {}
                    Button("Save") {}
                    Button("Discard", role: .destructive) {}
                }
            }
        }
        let host = TestHost(Three(), size: size)
        host.advance(by: 0.5)
        guard let cancel = host.frame(ofText: "Cancel"), let save = host.frame(ofText: "Save"),
              let discard = host.frame(ofText: "Discard") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(discard.midY - save.midY, 44, accuracy: 1.5, "in the order written: \(save) \(discard)")
        XCTAssertEqual(cancel.midY - discard.midY, 44, accuracy: 1.5, "Cancel last, though written first: \(cancel)")
    }

    func testButtonsWhoseTitlesDoNotFitAreStacked() {
        let host = TestHost(LongTitles(), size: size)
        host.advance(by: 0.5)
        guard let remove = host.frame(ofText: "Remove from Home Screen"), let delete = host.frame(ofText: "Delete App") else {
            return XCTFail("\(host.texts)")
        }
        XCTAssertEqual(delete.minY - remove.minY, 44, accuracy: 1.5, "one above the other: \(remove) \(delete)")
        XCTAssertEqual(remove.midX, size.width / 2, accuracy: 1, "each across the card")
    }
}

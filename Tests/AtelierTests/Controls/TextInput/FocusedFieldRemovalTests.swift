import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Whether the form shows its field; the test takes it away as a program's model would.
@Observable @MainActor private final class FieldPresence {
    var shown = true
}

/// A field with its own focus state, and a field inside a container that carries the focus state.
private struct NameForm: View {
    let presence: FieldPresence
    let focusOnContainer: Bool
    @FocusState private var focused: Bool
    @State private var name = ""

    var body: some View {
        VStack {
            if focusOnContainer {
                VStack {
                    if presence.shown { TextField("Name", text: $name) }
                }
                .focused($focused)
            } else if presence.shown {
                TextField("Name", text: $name).focused($focused)
            }
            Text("focused: \(focused ? "yes" : "no")")
            Text("name: \(name)")
        }
        .padding()
    }
}

/// A text field taken out of the tree while an input method composes in it: the composition is committed, as
/// moving focus away commits it, and the focus state reads false.
@preconcurrency @MainActor final class FocusedFieldRemovalTests: XCTestCase {
    private func removeWhileComposing(focusOnContainer: Bool) throws {
        let presence = FieldPresence()
        let host = TestHost(NameForm(presence: presence, focusOnContainer: focusOnContainer), size: CGSize(width: 320, height: 200))
        host.tap(onText: "Name")
        host.advance(by: 0.1)
        XCTAssertTrue(host.texts.contains("focused: yes"), "\(host.texts)")
        host.type("Li ")
        host.setMarkedText("ming")
        XCTAssertEqual(host.focusedTextField?.markedText, "ming")
        presence.shown = false
        host.advance(by: 0.1)
        XCTAssertNil(host.focusedTextField, "no field has focus")
        XCTAssertTrue(host.texts.contains("focused: no"), "the focus state follows: \(host.texts)")
        XCTAssertTrue(host.texts.contains("name: Li ming"), "the composition was committed, not dropped: \(host.texts)")
        // Typing now goes nowhere (no stale field takes it).
        XCTAssertFalse(host.insertText("x"))
    }

    func testAFieldRemovedWhileComposingCommitsAndLosesFocus() throws {
        try removeWhileComposing(focusOnContainer: false)
    }

    func testAFocusStateOnTheContainerReadsFalseWhenItsFieldGoes() throws {
        try removeWhileComposing(focusOnContainer: true)
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A focusable board answering the move, exit and delete commands, beside a button that does not.
private struct Board: View {
    let log: KeyLog
    var body: some View {
        VStack {
            Color.gray.frame(width: 80, height: 80)
                .focusable()
                .onMoveCommand { direction in log.add("move \(direction)") }
                .onExitCommand { log.add("exit") }
                .onDeleteCommand { log.add("delete") }
            Button("Elsewhere") { log.add("button") }
        }
    }
}

@preconcurrency @MainActor final class MoveExitDeleteCommandTests: XCTestCase {
    private static let size = CGSize(width: 300, height: 200)

    func testArrowsEscapeAndDeleteReachTheFocusedViewsCommands() {
        let log = KeyLog()
        let host = TestHost(Board(log: log), size: Self.size)
        host.keyDown(.tab)
        for key in [KeyEquivalent.upArrow, .downArrow, .leftArrow, .rightArrow] { XCTAssertTrue(host.keyDown(key)) }
        XCTAssertTrue(host.keyRepeat(.rightArrow), "a held arrow moves again")
        XCTAssertTrue(host.keyDown(.escape))
        XCTAssertFalse(host.keyRepeat(.escape), "exit does not repeat")
        XCTAssertTrue(host.keyDown(.delete))
        XCTAssertTrue(host.keyDown(.deleteForward))
        XCTAssertEqual(log.entries, ["move up", "move down", "move left", "move right", "move right", "exit", "delete", "delete"])
    }

    func testCommandsNeedFocusAndArrowsWithModifiersAreNoMove() {
        let log = KeyLog()
        let host = TestHost(Board(log: log), size: Self.size)
        XCTAssertFalse(host.keyDown(.upArrow), "nothing focused: no command")
        host.keyDown(.tab)
        XCTAssertFalse(host.keyDown(.upArrow, modifiers: .shift), "Shift-Up is not a move command")
        host.keyDown(.tab)
        XCTAssertFalse(host.keyDown(.escape), "focus on the button beside: the board hears nothing")
        XCTAssertEqual(log.entries, [])
    }

    func testANilActionAddsNoCommand() {
        let view = Color.gray.frame(width: 80, height: 80).focusable()
            .onMoveCommand(perform: nil).onExitCommand(perform: nil).onDeleteCommand(perform: nil)
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        XCTAssertFalse(host.keyDown(.upArrow))
        XCTAssertFalse(host.keyDown(.escape))
        XCTAssertFalse(host.keyDown(.delete))
    }
}

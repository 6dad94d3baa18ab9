import XCTest
@_spi(Backend) import Atelier
@testable @_spi(Backend) import AtelierSDL

// The desktop's file chooser through xdg-desktop-portal, against a stand-in portal on a bus of the test's own:
// OpenFile and SaveFile with their options, the Response's uris, and a portal that never answers (the drawn
// chooser then stands in, with one warning).

@preconcurrency @MainActor final class PortalFileChooserTests: XCTestCase {
    func testOpenFileAsksThePortalAndGetsItsURIs() throws {
        let portal = try FakeFileChooserPortal(answering: ["file:///home/user/a.txt", "file:///home/user/b%20c.txt"])
        let chooser = PortalFileChooser(busAddress: portal.address, replyTimeout: 3)
        let request = FileChooserRequest(mode: .open(allowsMultipleSelection: true), allowedContentTypes: [.plainText],
                                         startDirectory: URL(fileURLWithPath: "/home/user"))
        let response = try answer(chooser, request)
        XCTAssertEqual(response, .chosen([URL(fileURLWithPath: "/home/user/a.txt"), URL(fileURLWithPath: "/home/user/b c.txt")]))
        let call = try XCTUnwrap(portal.recordedCalls.first)
        XCTAssertEqual(call.method, "OpenFile")
        XCTAssertTrue(call.options.contains("'multiple': <true>"), call.options)
        XCTAssertTrue(call.options.contains("'handle_token': <'atelier"), call.options)
        XCTAssertTrue(call.options.contains("(uint32 1, 'text/plain')") && call.options.contains("(0, '*.txt')"), call.options)
        XCTAssertTrue(call.options.contains("'current_folder': <b'/home/user'>"), call.options)
    }

    func testSaveFileProposesTheName() throws {
        let portal = try FakeFileChooserPortal(answering: ["file:///tmp/Report.txt"])
        let chooser = PortalFileChooser(busAddress: portal.address, replyTimeout: 3)
        let response = try answer(chooser, FileChooserRequest(mode: .save(proposedName: "Report.txt"), allowedContentTypes: [.plainText]))
        XCTAssertEqual(response, .chosen([URL(fileURLWithPath: "/tmp/Report.txt")]))
        XCTAssertEqual(portal.recordedCalls.first?.method, "SaveFile")
        XCTAssertTrue(portal.recordedCalls.first?.options.contains("'current_name': <'Report.txt'>") == true)
    }

    func testAnEmptyAnswerIsACancel() throws {
        let portal = try FakeFileChooserPortal(answering: [])
        let chooser = PortalFileChooser(busAddress: portal.address, replyTimeout: 3)
        XCTAssertEqual(try answer(chooser, FileChooserRequest(mode: .chooseFolder)), .cancelled)
        XCTAssertTrue(portal.recordedCalls.first?.options.contains("'directory': <true>") == true)
    }

    func testAPortalThatNeverAnswersFallsBackToTheDrawnChooser() throws {
        Diagnostics.reset()
        let portal = try FakeFileChooserPortal(answering: ["file:///x"], answers: false)
        let chooser = PortalFileChooser(busAddress: portal.address, replyTimeout: 0.5,
                                        fallback: DrawnFileChooser(startDirectory: URL(fileURLWithPath: "/tmp")))
        let drawn = expectation(description: "the drawn chooser is shown")
        var shown: FileChooserRequest?
        let presenter = FileChooserPresenter { request, completion in
            shown = request
            drawn.fulfill()
            completion(.cancelled)
        }
        let started = Date()
        chooser.choose(FileChooserRequest(mode: .open(allowsMultipleSelection: false)), presenter: presenter) { _ in }
        wait(for: [drawn], timeout: 5)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.4, "after the timeout")
        XCTAssertEqual(shown?.startDirectory?.path, "/tmp")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("xdg-desktop-portal") }.count, 1, "\(Diagnostics.warnings)")
        XCTAssertEqual(portal.recordedCalls.count, 1)
    }

    func testNoBusFallsBackAtOnce() {
        let chooser = PortalFileChooser(busAddress: "unix:path=/nonexistent/atelier-test-bus")
        XCTAssertEqual(chooser.ask(FileChooserRequest(mode: .chooseFolder)).isUnavailable, true)
    }

    private func answer(_ chooser: PortalFileChooser, _ request: FileChooserRequest) throws -> FileChooserResponse {
        let done = expectation(description: "the portal answers")
        var answer: FileChooserResponse?
        Diagnostics.reset()
        let presenter = FileChooserPresenter { _, _ in XCTFail("the drawn chooser is not needed: \(Diagnostics.warnings)") }
        chooser.choose(request, presenter: presenter) { response in
            answer = response
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        return try XCTUnwrap(answer)
    }
}

extension PortalFileChooser.Outcome {
    var isUnavailable: Bool { if case .unavailable = self { return true } else { return false } }
}

import XCTest

/// The layer check fails where code outside the frame owner runs a pass itself.
@preconcurrency @MainActor final class FrameOwnerCheckTests: XCTestCase {
    private let repository = repositoryRoot

    func testAPassCalledOutsideTheFrameOwnerFailsTheLayerCheck() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("passes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Core/FrameOwner.swift": "final class FrameOwner {\n    func flush() { layout.performPass() }\n}\n",
            "Core/LayoutPass.swift": "final class LayoutPass {\n    func performPass() {}\n}\n",
            "Input/Gestures.swift": "func tap(_ pass: LayoutPass) {\n    // performPass() in a comment is fine\n    pass.performPass()\n}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["python3", repository.appendingPathComponent("scripts/check-layers.py").path, root.path])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Input/Gestures.swift:3: runs a pass of the frame itself"), result.output)
        XCTAssertTrue(result.output.contains("1 passes run outside the frame owner"), result.output)
    }
}

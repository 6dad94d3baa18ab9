import XCTest

/// The layer check (scripts/check-layers.py) on the real tree and on small trees made to break it.
@preconcurrency @MainActor final class LayerCheckTests: XCTestCase {
    private let repository = repositoryRoot

    /// Runs the check on `root`; its exit status and what it printed.
    private func check(_ root: URL) throws -> (status: Int32, output: String) {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                       ["python3", repository.appendingPathComponent("scripts/check-layers.py").path, root.path])
    }

    /// A tree of layer folders with the given files (path relative to the tree: contents).
    private func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func testTheRepositoryFollowsTheLayerOrder() throws {
        let result = try check(repository.appendingPathComponent("Sources/AtelierCore"))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("no reference to a higher layer"), result.output)
    }

    func testALowerLayerNamingAHigherLayersTypeFails() throws {
        let root = try tree([
            "Controls/Button.swift": "public struct Button {}\n",
            "Core/ViewNode.swift": "final class ViewNode {\n    // a Button in a comment is fine\n    let s = \"Button\"\n    var b: Button?\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try check(root)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Core/ViewNode.swift:4: Core names Button, a type of the higher layer Controls"), result.output)
        XCTAssertTrue(result.output.contains("1 references"), "comments and strings do not count: \(result.output)")
    }

    func testAHigherLayerMayNameALowerOneAndAnUnknownFolderFails() throws {
        let ok = try tree([
            "Geometry/Angle.swift": "public struct Angle {}\n",
            "Drawing/Path.swift": "extension Angle { var twice: Angle { self } }\n",
        ])
        defer { try? FileManager.default.removeItem(at: ok) }
        XCTAssertEqual(try check(ok).status, 0)
        let stray = try tree(["Misc/Thing.swift": "struct Thing {}\n"])
        defer { try? FileManager.default.removeItem(at: stray) }
        let result = try check(stray)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("is not a layer"), result.output)
    }
}

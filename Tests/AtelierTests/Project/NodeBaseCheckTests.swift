import XCTest

/// The layer check fails when the node base class grows hooks past its limit, and counts only members a
/// subclass can override.
@preconcurrency @MainActor final class NodeBaseCheckTests: XCTestCase {
    private let repository = repositoryRoot

    private func checkLayers(baseClass: String) throws -> (status: Int32, output: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("node-base-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("Core/ViewNode.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try baseClass.write(to: url, atomically: true, encoding: .utf8)
        return try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                              ["python3", repository.appendingPathComponent("scripts/check-layers.py").path, root.path])
    }

    func testThirteenOverridableMembersFailTheLayerCheck() throws {
        let hooks = (1...13).map { "    func hook\($0)() {}" }.joined(separator: "\n")
        let result = try checkLayers(baseClass: "class ViewNode {\n\(hooks)\n}\n")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("ViewNode has 13 overridable members"), result.output)
    }

    func testFinalPrivateAndNestedMembersAreNotCounted() throws {
        let source = """
            class ViewNode {
                final var frame: CGRect { .zero }
                @exclusivity(unchecked) final var flags = 0
                private var cache = 0
                private(set) final var dirty = false
                let depth: Int
                // func commented() {}
                func update() {
                    func nested() {}
                }
                var children: [ViewNode] { [] }
            }
            """
        let result = try checkLayers(baseClass: source)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("2 overridable members on the node base class"), result.output)
    }

    func testTheNodeBaseClassKeepsAtMostTwelveHooks() throws {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["python3", repository.appendingPathComponent("scripts/check-layers.py").path,
                                     repository.appendingPathComponent("Sources/AtelierCore").path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("10 overridable members on the node base class"), result.output)
    }
}

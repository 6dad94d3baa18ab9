import XCTest

/// The public API audit (scripts/public-api-audit.py, issue 34): every public name a program sees through
/// `import SwiftUI` or `import Atelier` is SwiftUI's, another Apple framework's, or reviewed as Atelier's own,
/// and SwiftUI's names that iOS lacks give way to a library's own.
@preconcurrency @MainActor final class PublicAPIAuditTests: XCTestCase {
    /// Runs the audit on the modules this test bundle was built with.
    private func audit(_ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                              ["python3", repositoryRoot.appendingPathComponent("scripts/public-api-audit.py").path,
                               "--bin-path", build.path] + arguments)
    }

    func testEveryPublicNameIsSwiftUIsAnotherFrameworksOrReviewed() throws {
        let result = try audit()
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("modules (SwiftUI, SwiftUICore, Atelier, AtelierCore, Combine,"), result.output)
        XCTAssertTrue(result.output.contains("      0 UNREVIEWED"), result.output)
        XCTAssertTrue(result.output.contains("      0 NOT-IOS"), result.output)
        XCTAssertTrue(result.output.contains("every public declaration is SwiftUI's"), result.output)
    }

    func testANameNobodyReviewedFailsTheAudit() throws {
        // Without the reviewed list, Atelier's own names (which no Apple documentation page has) are unreviewed.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("reviewed-\(UUID().uuidString).tsv")
        try "# nothing reviewed\n".write(to: empty, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try audit(["--reviewed", empty.path])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("UNREVIEWED\tAtelierCore\tControlStyle\tprotocol"), result.output)
        XCTAssertTrue(result.output.contains("UNREVIEWED\tAtelierTesting\tTestHost\tclass"), result.output)
        XCTAssertFalse(result.output.contains("UNREVIEWED\tAtelierCore\tView/padding"), "SwiftUI's own stay SwiftUI's")
    }
}

import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import Atelier
import AtelierTesting

/// Shows each phase of an AsyncImage as a user would tell it: a text while empty or failed, the image when loaded.
private struct PhaseProbe: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): image
            case .failure(let error): Text("failed: \(error.localizedDescription)")
            }
        }
    }
}

/// An AsyncImage whose URL a button changes.
private struct SwitchingImage: View {
    @State var url: URL
    let next: URL
    var body: some View {
        VStack(spacing: 0) {
            AsyncImage(url: url) { $0.resizable() } placeholder: { Color.clear }
                .frame(width: 60, height: 60)
            Button("Next") { url = next }
        }
    }
}

/// The phases an AsyncImage's content closure was asked for, in order, repeats folded.
@MainActor private final class AsyncPhaseLog {
    static var phases: [String] = []
    static func note(_ phase: AsyncImagePhase) {
        let name: String
        switch phase {
        case .empty: name = "empty"
        case .success: name = "success"
        case .failure: name = "failure"
        }
        if phases.last != name { phases.append(name) }
    }
}

@preconcurrency @MainActor final class AsyncImageTests: XCTestCase {
    private var folder: URL!
    private var server: Process?

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("asyncimage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        write(png(.red, width: 20, height: 10), "red.png")
        write(png(.blue, width: 20, height: 10), "blue.png")
        write(Data("this is not an image".utf8), "notes.png")
    }

    override func tearDown() {
        if let server, server.isRunning { server.terminate(); server.waitUntilExit() }
        server = nil
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func png(_ color: Color, width: CGFloat, height: CGFloat) -> Data {
        ImageRenderer(content: color.frame(width: width, height: height)).pngData() ?? Data()
    }

    private func write(_ data: Data, _ name: String) {
        FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: data)
    }

    private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Lets the loads finish: runs the main queue and brings the tree up to date until `condition` holds, for at
    /// most 10 seconds of wall time (the loads run on other threads).
    @discardableResult
    private func waitUntil(_ host: TestHost, _ condition: () -> Bool, each: () -> Void = {}) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            host.advance(by: 0)
            each()
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return condition()
    }

    /// Serves the test's folder over http on a free local port; returns its base URL.
    private func startServer() throws -> URL {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import http.server, socketserver, os, sys
            os.chdir(sys.argv[1])
            class Quiet(http.server.SimpleHTTPRequestHandler):
                def log_message(self, *args): pass
            server = socketserver.TCPServer(("127.0.0.1", 0), Quiet)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """, folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        server = process
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        let port = try XCTUnwrap(Int(String(decoding: line, as: UTF8.self)))
        return URL(string: "http://127.0.0.1:\(port)/")!
    }

    // MARK: Tests

    func testAFileURLShowsTheDefaultPlaceholderThenTheDecodedPixels() {
        let host = TestHost(AsyncImage(url: file("red.png")), size: CGSize(width: 100, height: 100))
        let placeholder = host.color(at: CGPoint(x: 5, y: 5))
        XCTAssertTrue(placeholder.r < 250 && placeholder.r == placeholder.g && placeholder.b > placeholder.r,
                      "a grey fill of the whole space until the image loads: \(placeholder)")
        XCTAssertTrue(waitUntil(host) { host.color(at: CGPoint(x: 50, y: 50)).r > 240 && host.color(at: CGPoint(x: 50, y: 50)).g < 80 })
        let corner = host.color(at: CGPoint(x: 5, y: 5))
        XCTAssertEqual(corner.g, 255, "the image takes its own 20×10 points, the placeholder has gone: \(corner)")
        let edge = host.color(at: CGPoint(x: 50, y: 58))
        XCTAssertEqual(edge.g, 255, "10 points tall, centred")
    }

    func testPhasesComeInOrderAndFailuresSayWhy() {
        AsyncPhaseLog.phases = []
        let host = TestHost(AsyncImage(url: file("red.png"), transaction: Transaction()) { phase in
            let _ = AsyncPhaseLog.note(phase)
            if let image = phase.image { image } else { Color.clear }
        }, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(waitUntil(host) { AsyncPhaseLog.phases.contains("success") })
        XCTAssertEqual(AsyncPhaseLog.phases, ["empty", "success"])

        let missing = TestHost(PhaseProbe(url: file("nowhere.png")), size: CGSize(width: 400, height: 100))
        XCTAssertEqual(missing.texts, ["empty"])
        XCTAssertTrue(waitUntil(missing) { missing.texts.first?.hasPrefix("failed") == true })
        XCTAssertTrue(missing.texts[0].contains("No file at"), missing.texts[0])
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("AsyncImage") && $0.contains("nowhere.png") })

        let notImage = TestHost(PhaseProbe(url: file("notes.png")), size: CGSize(width: 400, height: 100))
        XCTAssertTrue(waitUntil(notImage) { notImage.texts.first?.hasPrefix("failed") == true })
        XCTAssertTrue(notImage.texts[0].contains("is not an image"), notImage.texts[0])

        let none = TestHost(PhaseProbe(url: nil), size: CGSize(width: 400, height: 100))
        none.advance(by: 0.5)
        XCTAssertEqual(none.texts, ["empty"], "a nil URL stays empty, as in SwiftUI")
    }

    func testAHugeFileFailsWithASizeLimitBeforeItIsRead() throws {
        let path = file("huge.png").path
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ImageLoadError.maximumByteCount + 1))
        try handle.close()
        let host = TestHost(PhaseProbe(url: URL(fileURLWithPath: path)), size: CGSize(width: 600, height: 100))
        XCTAssertTrue(waitUntil(host) { host.texts.first?.hasPrefix("failed") == true })
        XCTAssertTrue(host.texts[0].contains("more than AsyncImage loads"), host.texts[0])
    }

    func testACustomPlaceholderShowsUntilTheContentOfTheImage() {
        let host = TestHost(AsyncImage(url: file("blue.png")) { image in
            image.resizable().frame(width: 40, height: 40)
        } placeholder: {
            Text("waiting")
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.texts, ["waiting"])
        XCTAssertTrue(waitUntil(host) { host.texts.isEmpty })
        let c = host.color(at: CGPoint(x: 50, y: 65))
        XCTAssertTrue(c.b > 240 && c.r < 20, "the content closure's resizable image fills 40×40: \(c)")
    }

    func testHTTPLoadsThroughURLSessionAndA404Fails() throws {
        let base = try startServer()
        let host = TestHost(PhaseProbe(url: base.appendingPathComponent("red.png")), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(waitUntil(host) { host.texts.isEmpty }, "\(host.texts)")
        let c = host.color(at: CGPoint(x: 50, y: 50))
        XCTAssertTrue(c.r > 240 && c.g < 80, "system red, (255, 59, 48): \(c)")

        let missing = TestHost(PhaseProbe(url: base.appendingPathComponent("absent.png")), size: CGSize(width: 500, height: 100))
        XCTAssertTrue(waitUntil(missing) { missing.texts.first?.hasPrefix("failed") == true })
        XCTAssertTrue(missing.texts[0].contains("HTTP 404"), missing.texts[0])
    }

    func testAChangedURLNeverShowsTheStaleLoad() {
        let host = TestHost(SwitchingImage(url: file("red.png"), next: file("blue.png")), size: CGSize(width: 100, height: 120))
        host.tap(onText: "Next")
        var sawRed = false
        let center = CGPoint(x: 50, y: host.frame(ofText: "Next")!.minY - 30)
        XCTAssertTrue(waitUntil(host, { host.color(at: center).b > 240 && host.color(at: center).r < 20 }) {
            let c = host.color(at: center)
            if c.r > 240 && c.g < 80 { sawRed = true }
        })
        host.advance(by: 0.2)
        XCTAssertFalse(sawRed, "the first URL's load was cancelled and never showed")
        let c = host.color(at: center)
        XCTAssertTrue(c.b > 240 && c.r < 20, "\(c)")
    }

    func testTheTransactionAnimatesThePhaseChange() {
        AsyncPhaseLog.phases = []
        let host = TestHost(AsyncImage(url: file("red.png"), transaction: Transaction(animation: .linear(duration: 1))) { phase in
            let _ = AsyncPhaseLog.note(phase)
            if let image = phase.image {
                image.resizable().transition(.opacity)
            } else {
                Color.clear
            }
        }, size: CGSize(width: 100, height: 100))
        let center = CGPoint(x: 50, y: 50)
        XCTAssertTrue(waitUntil(host) { AsyncPhaseLog.phases.contains("success") })
        host.advance(by: 0.5)
        let half = host.color(at: center)
        XCTAssertEqual(Double(half.g), (255 + 59) / 2, accuracy: 30, "half faded in at half the animation: \(half)")
        host.advance(by: 1)
        XCTAssertEqual(host.color(at: center).g, 59, "system red once faded in")
    }
}

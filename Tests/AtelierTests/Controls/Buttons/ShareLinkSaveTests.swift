import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// "Save to Downloads" as a user's desktop has it: the folder named by xdg-user-dirs (quotes, `$HOME`, an
/// absolute path, no file at all), under a visible, short-enough name made from the subject, never over an
/// existing file or link.
@preconcurrency @MainActor final class ShareLinkSaveTests: XCTestCase {
    private var home: URL!

    override func setUp() {
        super.setUp()
        Diagnostics.reset()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("share-home-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let home = self.home!
        MainActor.assumeIsolated {
            ShareActions.saveDirectory = nil
            ShareActions.environment = { ["HOME": home.path] }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { ShareActions.environment = { ProcessInfo.processInfo.environment } }
        try? FileManager.default.removeItem(at: home)
        super.tearDown()
    }

    private func writeUserDirs(_ text: String, in config: URL? = nil) throws {
        let folder = config ?? home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("user-dirs.dirs"), atomically: true, encoding: .utf8)
    }

    /// Taps Share, then Save to Downloads, on a ShareLink with the subject; the files in `folder` after.
    private func saveThroughTheMenu(subject: String, text: String = "Quarterly numbers") -> TestHost {
        let host = TestHost(ShareLink(item: text, subject: Text(verbatim: subject)), size: CGSize(width: 390, height: 500))
        host.tap(onText: "Share")
        host.advance(by: 0.4)
        host.tap(onText: "Save to Downloads")
        host.advance(by: 0.4)
        return host
    }

    private func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func testTheLineEveryDesktopHasSavesInTheRealDownloadsFolder() throws {
        try writeUserDirs("""
            # This file is written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_DOWNLOAD_DIR="$HOME/Downloads"
            XDG_MUSIC_DIR="$HOME/Music"
            """)
        _ = saveThroughTheMenu(subject: "Report")
        let downloads = home.appendingPathComponent("Downloads")
        XCTAssertEqual(names(in: downloads), ["Report.txt"])
        XCTAssertEqual(try String(contentsOf: downloads.appendingPathComponent("Report.txt"), encoding: .utf8), "Quarterly numbers")
        XCTAssertFalse(names(in: home).contains { $0.contains("$") || $0.contains("\"") }, "no folder named after the quotes: \(names(in: home))")
    }

    func testTheSpecsFormsOfTheLine() throws {
        let env = ["HOME": home.path]
        // A translated folder under $HOME, with an escaped quote in it.
        try writeUserDirs(#"XDG_DOWNLOAD_DIR="$HOME/Téléchargements \"neu\"""# + "\n")
        XCTAssertEqual(DownloadsFolder.url(environment: env).path, home.appendingPathComponent("Téléchargements \"neu\"").path)
        // An absolute path.
        try writeUserDirs("XDG_DOWNLOAD_DIR=\"/srv/downloads\"\n")
        XCTAssertEqual(DownloadsFolder.url(environment: env).path, "/srv/downloads")
        // $HOME alone: the home folder itself.
        try writeUserDirs("XDG_DOWNLOAD_DIR=\"$HOME/\"\n")
        XCTAssertEqual(DownloadsFolder.url(environment: env).path, home.path)
        // No such line, then no file: $HOME/Downloads.
        try writeUserDirs("XDG_MUSIC_DIR=\"$HOME/Music\"\n")
        XCTAssertEqual(DownloadsFolder.url(environment: env).path, home.appendingPathComponent("Downloads").path)
        try FileManager.default.removeItem(at: home.appendingPathComponent(".config"))
        XCTAssertEqual(DownloadsFolder.url(environment: env).path, home.appendingPathComponent("Downloads").path)
        // XDG_CONFIG_HOME names where the file is.
        let config = home.appendingPathComponent("elsewhere")
        try writeUserDirs("XDG_DOWNLOAD_DIR=\"$HOME/Fetched\"\n", in: config)
        XCTAssertEqual(DownloadsFolder.url(environment: ["HOME": home.path, "XDG_CONFIG_HOME": config.path]).path,
                       home.appendingPathComponent("Fetched").path)
        // HOME is the variable, not the password database.
        XCTAssertEqual(DownloadsFolder.url(environment: ["HOME": "/nonexistent/home"]).path, "/nonexistent/home/Downloads")
    }

    func testLongMultiByteSubjectsAreCutAtACharacterToFit255Bytes() throws {
        let downloads = home.appendingPathComponent("Downloads")
        let subjects = [String(repeating: "😀", count: 80), String(repeating: "👨‍👩‍👧‍👦", count: 100),
                        "e" + String(repeating: "\u{301}", count: 2000)]
        for subject in subjects {
            _ = saveThroughTheMenu(subject: subject)
        }
        let saved = names(in: downloads)
        XCTAssertEqual(saved.count, 3, "every save lands: \(saved)")
        for name in saved {
            XCTAssertLessThanOrEqual(name.utf8.count, 255, name)
            XCTAssertTrue(name.hasSuffix(".txt"), name)
        }
        let emoji = try XCTUnwrap(saved.first { $0.hasPrefix("😀") })
        XCTAssertEqual(emoji, String(repeating: "😀", count: 62) + ".txt", "whole emoji, 4 bytes each, up to 251 bytes")
        let families = try XCTUnwrap(saved.first { $0.unicodeScalars.first == "👨" }, "\(saved)")
        XCTAssertEqual(families, String(repeating: "👨‍👩‍👧‍👦", count: 10) + ".txt", "whole families (25 bytes each), no broken one")
        XCTAssertTrue(saved.contains { Array($0.unicodeScalars.prefix(2)) == ["e", "\u{301}"] }, "the accented letter keeps what fits of its accents: \(saved)")
        XCTAssertTrue(Diagnostics.warnings.isEmpty, "\(Diagnostics.warnings)")
    }

    func testControlAndDirectionCharactersAndLeadingDots() {
        let downloads = home.appendingPathComponent("Downloads")
        _ = saveThroughTheMenu(subject: "invoice\u{202E}fdp.exe")
        _ = saveThroughTheMenu(subject: "line one\nline\ttwo\u{1B}[31m\u{07}\u{7F}!")
        _ = saveThroughTheMenu(subject: "..")
        _ = saveThroughTheMenu(subject: ".bashrc")
        _ = saveThroughTheMenu(subject: "a/b\0c")
        XCTAssertEqual(Set(names(in: downloads)),
                       ["invoicefdp.exe.txt", "line one line two[31m!.txt", "Shared.txt", "bashrc.txt", "a-bc.txt"])
    }

    func testAnExistingFileOrADanglingLinkIsNeverReplaced() throws {
        let downloads = home.appendingPathComponent("Downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let target = home.appendingPathComponent("outside.txt")
        try FileManager.default.createSymbolicLink(atPath: downloads.appendingPathComponent("Report.txt").path, withDestinationPath: target.path)
        try Data("mine".utf8).write(to: downloads.appendingPathComponent("Report 2.txt"))
        _ = saveThroughTheMenu(subject: "Report")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "nothing written through the dangling link")
        XCTAssertEqual(try String(contentsOf: downloads.appendingPathComponent("Report 2.txt"), encoding: .utf8), "mine")
        XCTAssertEqual(try String(contentsOf: downloads.appendingPathComponent("Report 3.txt"), encoding: .utf8), "Quarterly numbers")
    }

    func testAnExportersDefaultNameIsMadeSafeToo() {
        let item = FileExportItem(contentTypes: [.plainText], baseName: "../../etc/passwd\n", write: { _, _, _ in })
        XCTAssertEqual(item.proposedName, "-..-etc-passwd.txt")
        let hidden = FileExportItem(contentTypes: [.plainText], baseName: ".profile", write: { _, _, _ in })
        XCTAssertEqual(hidden.proposedName, "profile.txt", "visible, not a hidden file")
        let long = FileExportItem(contentTypes: [.plainText], baseName: String(repeating: "ü", count: 300), write: { _, _, _ in })
        XCTAssertEqual(long.proposedName, String(repeating: "ü", count: 125) + ".txt")
    }
}

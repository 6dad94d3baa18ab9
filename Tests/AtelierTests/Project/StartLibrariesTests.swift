import XCTest

/// The shared libraries an app loads before its first frame: the image decoders (librsvg, poppler-glib, gdk-pixbuf)
/// and libcurl are loaded on first use (CLazyImageCodecs, CLazyCurl), not at start, where they and what they bring
/// (nss, gnutls, krb5, openjp2, icu...) cost every app's start ~17 ms of CPU.
@preconcurrency @MainActor final class StartLibrariesTests: XCTestCase {
    func testTheGalleryLoadsNoImageDecoderOrNetworkLibraryAtStart() throws {
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: gallery.path),
                      "no Gallery executable at \(gallery.path): build it with `swift build --build-tests`")
        // ldd lists every library the loader maps at start, those the executable names and theirs.
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [gallery.path])
        XCTAssertEqual(result.status, 0, result.output)
        let names = result.output.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        XCTAssertTrue(names.contains { $0.hasPrefix("libcairo.so") }, "the list is read: \(names)")
        for lazy in ["librsvg-2.so", "libpoppler", "libgdk_pixbuf-2.0.so", "libFoundationNetworking.so", "libcurl"] {
            XCTAssertFalse(names.contains { $0.hasPrefix(lazy) }, "\(lazy) is loaded on first use, not at start: \(names)")
        }
    }
}

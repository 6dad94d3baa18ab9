import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

@preconcurrency @MainActor final class MenuBarPictureTests: XCTestCase {
    func testWriteOpenMenuPicture() throws {
        let host = TestHost(WindowChrome(context: WindowCommandContext(appName: "Probe", newWindow: {}, openSettings: {}), commands: []) {
            Color.white
        }, size: CGSize(width: 500, height: 300))
        host.tap(onText: "File")
        try host.pngData()?.write(to: URL(fileURLWithPath: "/tmp/menubar-file.png"))
        print("TEXTS", host.texts)
    }
}

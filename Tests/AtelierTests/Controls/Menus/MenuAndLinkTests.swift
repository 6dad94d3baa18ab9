import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private struct MenuScreen: View {
    @State var chosen = "none"
    @State var primary = 0
    var body: some View {
        VStack(spacing: 30) {
            Menu("Options") {
                Button("Rename") { chosen = "rename" }
                Button("Duplicate") { chosen = "duplicate" }
                Divider()
                Button("Delete", role: .destructive) { chosen = "delete" }
            }
            Menu {
                Button("Other") { chosen = "other" }
            } label: {
                Text("Add")
            } primaryAction: {
                primary += 1
            }
            Text(verbatim: "chosen \(chosen) primary \(primary)")
                .contextMenu {
                    Button("Copy text") { chosen = "copy" }
                }
        }
    }
}

@preconcurrency @MainActor final class MenuAndLinkTests: XCTestCase {
    func testAMenuOpensAndAnItemFiresAndClosesIt() {
        let host = TestHost(MenuScreen(), size: CGSize(width: 390, height: 600))
        XCTAssertFalse(host.texts.contains("Rename"))
        let options = host.frame(ofText: "Options")!
        host.tap(onText: "Options")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Rename"))
        let rename = host.frame(ofText: "Rename")!
        XCTAssertGreaterThan(rename.minY, options.maxY, "the menu opens below its label")
        host.tap(onText: "Duplicate")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("chosen duplicate primary 0"))
        XCTAssertFalse(host.texts.contains("Rename"), "choosing closes the menu")
        // Escape closes it; so does a click outside, which reaches nothing behind.
        host.tap(onText: "Options")
        host.advance(by: 0.4)
        host.keyDown(.escape)
        host.advance(by: 0.4)
        XCTAssertFalse(host.texts.contains("Rename"))
        host.tap(onText: "Options")
        host.advance(by: 0.4)
        let add = host.frame(ofText: "Add")!
        host.tap(at: CGPoint(x: 380, y: 590))
        host.advance(by: 0.4)
        XCTAssertFalse(host.texts.contains("Rename"), "a click outside closes it")
        XCTAssertTrue(host.texts.contains("chosen duplicate primary 0"))
        _ = add
    }

    func testTheArrowKeysAndReturnChooseFromAMenu() {
        let host = TestHost(MenuScreen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Options")
        host.advance(by: 0.4)
        host.keyDown(.downArrow)
        host.keyDown(.downArrow)
        host.keyDown(.return)
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("chosen duplicate primary 0"), "\(host.texts)")
    }

    func testAPrimaryActionRunsOnTapAndAContextMenuOpensOnASecondaryClick() {
        let host = TestHost(MenuScreen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Add")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("chosen none primary 1"))
        XCTAssertFalse(host.texts.contains("Other"), "a tap runs the primary action, no menu")
        let status = host.frame(ofText: "chosen none primary 1")!
        XCTAssertTrue(host.secondaryClick(at: CGPoint(x: status.midX, y: status.midY)))
        host.advance(by: 0.4)
        let copy = host.frame(ofText: "Copy text")!
        XCTAssertEqual(copy.minY, status.midY + 6 + 12, accuracy: 4, "the context menu opens at the pointer")
        host.tap(onText: "Copy text")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("chosen copy primary 1"))
    }

    func testMenuStylesAndTheButtonStyleReachingAButtonMenu() {
        struct Green: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding(6).background(Color.green) }
        }
        struct RedMenu: MenuStyle {
            func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(6).background(Color.red) }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 30) {
                    Menu("Button menu") { Button("A") {} }.menuStyle(.button)
                    Menu("Default menu") { Button("B") {} }
                    Menu("Custom menu") { Button("C") {} }.menuStyle(RedMenu())
                }
                .buttonStyle(Green())
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 400))
        @MainActor func color(leftOf text: String) -> RGBA {
            let f = host.frame(ofText: text)!
            return host.color(at: CGPoint(x: f.minX - 3, y: f.midY))
        }
        XCTAssertGreaterThan(color(leftOf: "Button menu").g, 150, "the button style reaches a .button menu")
        XCTAssertEqual(color(leftOf: "Default menu").g, 255, "a default menu's label is borderless")
        XCTAssertEqual(color(leftOf: "Default menu").r, 255)
        let custom = color(leftOf: "Custom menu")
        XCTAssertTrue(custom.g > 150 || custom.r > 200, "the custom style draws around the menu")
        host.tap(onText: "Custom menu")
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("C"), "a custom style's menu opens")
    }

    func testALinkCallsTheEnvironmentsOpenURLAction() {
        struct Screen: View {
            @State var handled: [String] = []
            var body: some View {
                VStack {
                    Link("Atelier", destination: URL(string: "https://example.com/atelier")!)
                    Link("Docs", destination: URL(string: "https://example.com/docs")!)
                        .environment(\.openURL, OpenURLAction { url in
                            handled.append(url.absoluteString)
                            return .handled
                        })
                    Link("Redirect", destination: URL(string: "https://example.com/old")!)
                        .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.com/new")!) })
                    Text(verbatim: "handled \(handled)")
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 400))
        host.tap(onText: "Docs")
        XCTAssertTrue(host.texts.contains("handled [\"https://example.com/docs\"]"), "\(host.texts)")
        XCTAssertEqual(host.openedURLs, [], "a handled URL is not opened by the system")
        host.tap(onText: "Atelier")
        host.tap(onText: "Redirect")
        XCTAssertEqual(host.openedURLs.map(\.absoluteString), ["https://example.com/atelier", "https://example.com/new"])
        // In the tint, as a borderless button.
        let f = host.frame(ofText: "Atelier")!
        let tinted = (Int(f.minX)..<Int(f.maxX)).contains { x in
            let c = host.color(at: CGPoint(x: CGFloat(x) + 0.5, y: f.midY)); return c.b > 200 && c.r < 80
        }
        XCTAssertTrue(tinted)
    }

    func testAShareLinkOffersWhatADesktopCanDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString)")
        ShareActions.saveDirectory = folder
        defer { try? FileManager.default.removeItem(at: folder) }
        struct Screen: View {
            var body: some View {
                ShareLink(item: URL(string: "https://example.com/photo")!, subject: Text("A photo"), message: Text("Look at this"))
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 500))
        host.tap(onText: "Share")
        host.advance(by: 0.4)
        XCTAssertEqual(Set(host.texts).intersection(["Copy", "Open", "Send by E-mail", "Save to Downloads"]).count, 4, "\(host.texts)")
        host.tap(onText: "Copy")
        host.advance(by: 0.4)
        XCTAssertEqual(UIPasteboard.general.string, "https://example.com/photo")
        host.tap(onText: "Share")
        host.advance(by: 0.4)
        host.tap(onText: "Send by E-mail")
        host.advance(by: 0.4)
        let mail = try XCTUnwrap(host.openedURLs.last)
        XCTAssertEqual(mail.scheme, "mailto")
        XCTAssertTrue(mail.absoluteString.contains("subject=A%20photo"), mail.absoluteString)
        XCTAssertTrue(mail.absoluteString.contains("Look%20at%20this"), mail.absoluteString)
        host.tap(onText: "Share")
        host.advance(by: 0.4)
        host.tap(onText: "Open")
        host.advance(by: 0.4)
        XCTAssertEqual(host.openedURLs.last?.absoluteString, "https://example.com/photo")
        host.tap(onText: "Share")
        host.advance(by: 0.4)
        host.tap(onText: "Save to Downloads")
        host.advance(by: 0.4)
        let saved = try String(contentsOf: folder.appendingPathComponent("A photo.txt"), encoding: .utf8)
        XCTAssertEqual(saved, "https://example.com/photo")
    }
}

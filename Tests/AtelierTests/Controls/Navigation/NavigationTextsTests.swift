import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Message from Ada", value: "Ada")
                Text("Older messages")
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: String.self) { sender in
                Text("Hello from \(sender)")
                    .navigationTitle(sender)
            }
        }
    }
}

/// `TestHost.texts` lists what is on screen: a navigation level covered by a finished push is not, as a tab not
/// selected is not.
@preconcurrency @MainActor final class NavigationTextsTests: XCTestCase {
    func testTextsListOnlyTheTopLevelOnceThePushHasEnded() {
        let host = TestHost(Inbox(), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(host.texts, ["Inbox", "Message from Ada", "Older messages"])
        host.tap(onText: "Message from Ada")
        host.advance(by: 0.1)
        // While the level slides in, both show.
        XCTAssertTrue(host.texts.contains("Older messages"), "mid-push the root still shows: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Hello from Ada"))
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Inbox", "Ada", "Hello from Ada"], "the back button, the title and the content only")
        XCTAssertNil(host.frame(ofText: "Older messages"), "the covered level's texts have no frame either")
        host.tap(onText: "Inbox")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Inbox", "Message from Ada", "Older messages"], "popped: the root again")
    }
}

import XCTest
@_spi(Backend) import AtelierCore
import Atelier
@_spi(Backend) import AtelierTesting

// A GeometryReader that moves without changing size (a sibling in its ZStack grew when a NavigationStack pushed a
// destination) keeps its content at its top-leading corner, as SwiftUI does (fuzz seed 2, trees 4093 and 3632).

private struct ReaderBesideNavigation: View {
    @State private var path: [Int] = []
    var body: some View {
        VStack(alignment: .leading) {
            ZStack(alignment: .bottom) {
                GeometryReader { _ in
                    Color.red.accessibilityIdentifier("content")
                }
                .accessibilityIdentifier("reader")
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Link 1", value: 1)
                    }
                    .navigationDestination(for: Int.self) { level in
                        VStack {
                            Text("Level \(level)")
                            Button("Pop") { path.removeAll() }
                            Button("A much longer button title") {}
                        }
                    }
                }
            }
            Text("Hi")
        }
        .fixedSize()
    }
}

@preconcurrency @MainActor final class GeometryReaderMoveTests: XCTestCase {
    private func frame(_ id: String, in host: TestHost) -> CGRect? {
        host.identifiedFrames().first { $0.identifier == id }?.layoutFrame
    }

    func testContentFollowsAReaderMovedByAPush() throws {
        let host = TestHost(ReaderBesideNavigation(), size: CGSize(width: 271, height: 280))
        let before = try XCTUnwrap(frame("reader", in: host))
        XCTAssertEqual(frame("content", in: host), before)
        host.tap(onText: "Link 1")
        _ = host.pngData()
        // Through the push's animation and after it, the content is where the reader is.
        for step in 0..<6 {
            let reader = try XCTUnwrap(frame("reader", in: host))
            XCTAssertEqual(frame("content", in: host), reader, "step \(step): the content is at the reader's top-leading corner")
            host.advance(by: 0.1)
            _ = host.pngData()
        }
        let after = try XCTUnwrap(frame("reader", in: host))
        XCTAssertNotEqual(after.minY, before.minY, "the push moved the reader")
        XCTAssertEqual(frame("content", in: host), after)
    }
}

import XCTest
@testable import AtelierCore
import Atelier
import AtelierTesting

// A GeometryReader behind or over a view reads the size of the view it backs, as the "readSize" helpers of many
// libraries expect: in onAppear, through a preference read with onPreferenceChange, and after a change of size.

private struct SizePreference: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

private struct AppearInBackground: View {
    @State private var size: CGSize = .zero
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 150, height: 30)
                .background {
                    GeometryReader { proxy in
                        Color.clear.onAppear { size = proxy.size }
                    }
                }
            Text("appear \(Int(size.width))x\(Int(size.height))")
        }
    }
}

private struct AppearInOverlay: View {
    @State private var size: CGSize = .zero
    var body: some View {
        VStack(spacing: 0) {
            Text("Some words")
                .padding(10)
                .overlay(GeometryReader { proxy in
                    Color.clear.onAppear { size = proxy.size }
                })
            Text("overlay \(Int(size.width))x\(Int(size.height))")
        }
    }
}

private struct PreferenceReadSize: View {
    @State private var width: CGFloat = 80
    @State private var read: CGSize = .zero
    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(width: width, height: 20)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: SizePreference.self, value: proxy.size)
                })
                .onPreferenceChange(SizePreference.self) { read = $0 }
                .onTapGesture { width = 120 }
            Text("read \(Int(read.width))x\(Int(read.height))")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@preconcurrency @MainActor final class GeometryReaderAppearTests: XCTestCase {
    func testOnAppearInABackgroundReaderSeesTheBackedViewsSize() {
        let host = TestHost(AppearInBackground(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["appear 150x30"])
    }

    func testOnAppearInAnOverlayReaderSeesThePaddedTextsSize() throws {
        let host = TestHost(AppearInOverlay(), size: CGSize(width: 300, height: 200))
        let words = try XCTUnwrap(host.frame(ofText: "Some words"))
        let expected = "overlay \(Int(words.width + 20))x\(Int(words.height + 20))"
        XCTAssertEqual(host.texts, ["Some words", expected], "the overlay is the text plus 10 points of padding a side")
        XCTAssertGreaterThan(words.width, 40)
    }

    func testPreferenceFromABackgroundReaderFollowsTheSize() {
        let host = TestHost(PreferenceReadSize(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["read 80x20"])
        host.tap(at: CGPoint(x: 150, y: 10))
        XCTAssertEqual(host.texts, ["read 120x20"])
    }

    func testTheReadersContentIsBuiltOnceForItsFirstSize() {
        // The content is built for the placed size only: an onAppear runs once, with that size.
        var seen: [CGSize] = []
        let view = Color.green.frame(width: 40, height: 25).background {
            GeometryReader { proxy in Color.clear.onAppear { seen.append(proxy.size) } }
        }
        _ = TestHost(view, size: CGSize(width: 100, height: 100)).texts
        XCTAssertEqual(seen, [CGSize(width: 40, height: 25)])
    }
}

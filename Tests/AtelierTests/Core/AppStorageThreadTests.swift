import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

@MainActor private enum ThreadStores {
    static let name = "atelier-appstorage-thread-tests-\(getpid())"
    static let store = UserDefaults(suiteName: name)!
}

/// Hands the test its `@AppStorage` binding, as a view hands one to a model that works off the main thread.
private struct Volume: View {
    @AppStorage("volume", store: ThreadStores.store) private var volume = 0
    let handOver: (Binding<Int>) -> Void
    var body: some View {
        Text("volume \(volume)")
            .onAppear { handOver($volume) }
    }
}

/// A `@AppStorage` binding written from a background thread: the store takes the value at once and the views
/// that show it follow on the main thread, as SwiftUI's do.
@preconcurrency @MainActor final class AppStorageThreadTests: XCTestCase {
    override class func tearDown() {
        MainActor.assumeIsolated {
            ThreadStores.store.removePersistentDomain(forName: ThreadStores.name)
            UserDefaultsDurability.noteWrite(ThreadStores.store)
            UserDefaultsDurability.flush()
        }
        super.tearDown()
    }

    func testABackgroundWriteUpdatesTheViews() throws {
        ThreadStores.store.removeObject(forKey: "volume")
        nonisolated(unsafe) var binding: Binding<Int>?
        let host = TestHost(Volume(handOver: { binding = $0 }), size: CGSize(width: 200, height: 60))
        XCTAssertEqual(host.texts, ["volume 0"])
        nonisolated(unsafe) let written = try XCTUnwrap(binding)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            written.wrappedValue = 7
            done.signal()
        }
        done.wait()
        XCTAssertEqual(ThreadStores.store.integer(forKey: "volume"), 7, "the store has it at once")
        host.advance(by: 0.05)
        XCTAssertEqual(host.texts, ["volume 7"], "the view follows")
        // The flush leaves the store's file where Foundation reads it, and only the settings in it.
        UserDefaultsDurability.flush()
        let file = try XCTUnwrap(UserDefaultsDurability.domainFile(suite: ThreadStores.name))
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        XCTAssertEqual(plist?["volume"] as? Int, 7)
    }
}

import XCTest
import Atelier
@_spi(Backend) import AtelierCore
import AtelierTesting

// @AppStorage: values in UserDefaults, shared by every view storing the key, re-evaluating the bodies that read them.

private enum Theme: String { case ocean, forest }

@MainActor private final class Stores {
    static let name = "atelier-appstorage-tests-\(getpid())"
    static let store = UserDefaults(suiteName: name)!
}

private struct Counter: View {
    let name: String
    @AppStorage("taps", store: Stores.store) private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Settings: View {
    @AppStorage("theme", store: Stores.store) private var theme = Theme.ocean
    @AppStorage("nickname", store: Stores.store) private var nickname: String?
    var body: some View {
        VStack {
            Text("theme \(theme.rawValue)")
            Text("nickname \(nickname ?? "none")")
            Button("Change") { theme = .forest; nickname = nickname == nil ? "Kim" : nil }
        }
    }
}

@preconcurrency @MainActor final class AppStorageTests: XCTestCase {
    /// The writes are kept on disk now: the tests' store leaves no file behind.
    override class func tearDown() {
        MainActor.assumeIsolated {
            Stores.store.removePersistentDomain(forName: Stores.name)
            UserDefaultsDurability.noteWrite(Stores.store)
            UserDefaultsDurability.flush()
        }
        super.tearDown()
    }

    override func setUp() async throws {
        for key in ["taps", "theme", "nickname"] { Stores.store.removeObject(forKey: key) }
    }

    func testAWriteReachesEveryViewOfTheKeyAndTheStore() {
        let host = TestHost(VStack { Counter(name: "A"); Counter(name: "B") }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["A 0", "B 0"])
        host.tap(onText: "A 0")
        XCTAssertEqual(host.texts, ["A 1", "B 1"], "the other view of the key re-evaluates")
        XCTAssertEqual(Stores.store.integer(forKey: "taps"), 1, "written to the store")
        let later = TestHost(Counter(name: "C"), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(later.texts, ["C 1"], "a new view reads what is stored")
    }

    func testRawRepresentableAndOptionalValues() {
        let host = TestHost(Settings(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["theme ocean", "nickname none", "Change"])
        host.tap(onText: "Change")
        XCTAssertEqual(host.texts, ["theme forest", "nickname Kim", "Change"])
        XCTAssertEqual(Stores.store.string(forKey: "theme"), "forest", "stored as its raw value")
        host.tap(onText: "Change")
        XCTAssertEqual(host.texts, ["theme forest", "nickname none", "Change"])
        XCTAssertNil(Stores.store.object(forKey: "nickname"), "nil removes the key")
    }
}

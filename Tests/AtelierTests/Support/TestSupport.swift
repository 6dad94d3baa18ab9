// Every test class is `@preconcurrency @MainActor final class …: XCTestCase`. XCTest on Linux runs each test
// on the main thread, so a main-actor class is what the tests are; `@preconcurrency` is what lets XCTest on
// Linux run one: SwiftPM's generated test list (`__allTests__…`) is compiled without strict concurrency and
// converts each test method to `(Class) -> () throws -> Void`, and a plain `@MainActor` method's type cannot be
// converted at run time (swift-corelibs-xctest issue 424: "Could not cast value of type … @MainActor …", the
// test binary stops before any test runs). `@preconcurrency` gives that code the method without its global
// actor, while the tests themselves are checked as main-actor code.
//
// `setUp` and `tearDown` are nonisolated in XCTestCase; a class whose set-up touches main-actor state
// overrides the async `setUp() async throws` (or `tearDown() async throws`) instead, which XCTest on Linux
// awaits on the main actor before each test (and after it) whether or not a class overrides it.

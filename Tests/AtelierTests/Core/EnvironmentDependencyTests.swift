import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

@MainActor private final class BodyCount {
    var value = 0
}

@Observable private final class Appearance {
    var fontSize: CGFloat = 12
    var dark = false
}

/// Reads one value of the environment (the colour scheme) and shows it in a text that takes the font around it.
private struct SchemeReader: View {
    let count: BodyCount
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        let _ = count.value += 1
        Text(colorScheme == .dark ? "dark" : "light")
    }
}

private struct Themed: View {
    let appearance: Appearance
    let count: BodyCount
    var body: some View {
        SchemeReader(count: count)
            .font(.system(size: appearance.fontSize))
            .environment(\.colorScheme, appearance.dark ? .dark : .light)
    }
}

/// A body reads the environment values it names, as in SwiftUI: a change to others around it evaluates it no
/// more, while the views it made still take the new environment.
@preconcurrency @MainActor final class EnvironmentDependencyTests: XCTestCase {
    func testABodyIsEvaluatedAgainOnlyForTheEnvironmentValuesItReads() throws {
        let appearance = Appearance(), count = BodyCount()
        let host = TestHost(Themed(appearance: appearance, count: count), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["light"])
        XCTAssertEqual(count.value, 1)
        let small = try XCTUnwrap(host.frame(ofText: "light"))
        appearance.fontSize = 24
        let large = try XCTUnwrap(host.frame(ofText: "light"))
        XCTAssertGreaterThan(large.height, small.height + 8, "the text below the body takes the new font")
        XCTAssertEqual(count.value, 1, "the font is not read by the body")
        appearance.dark = true
        XCTAssertEqual(host.texts, ["dark"])
        XCTAssertEqual(count.value, 2, "the colour scheme is")
    }
}

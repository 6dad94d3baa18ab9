import XCTest
import Atelier
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo

/// A point far outside a text field's line, as the fuzzer met it (`make fuzz-ci`, seed 1, tree 228: a secure field
/// in an HStack under `.padding(EdgeInsets(top: 110, leading: 1e+300, ...))`, tapped in its middle): the point was
/// converted to Pango units through `Int`, which traps past `Int.max`. It lies past the line's end instead.
@preconcurrency @MainActor final class TextFieldFarAwayTapTests: XCTestCase {
    func testAPointFarAlongALineIsItsEndAndFarBeforeItItsStart() {
        let layout = TextInputLayout(string: "hello", font: ResolvedFont(size: 17), width: 120, lineSpacing: 2,
                                     engine: PangoTextEngine())
        XCTAssertEqual(layout.offset(atX: 1e300, line: 0), 5, "past the end of the line")
        XCTAssertEqual(layout.offset(atX: -1e300, line: 0), 0, "before its start")
        XCTAssertEqual(layout.offset(atX: .infinity, line: 0), 5)
        XCTAssertEqual(layout.offset(atX: .nan, line: 0), 0, "a NaN point is the line's start")
        XCTAssertEqual(layout.offset(atX: 1e9, line: 0), 5, "an ordinary far point, as before")
    }
}

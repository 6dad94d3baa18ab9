import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A form with an optional age and an optional price, as public code declares them.
private struct Profile: View {
    @State var age: Int?
    @State var price: Double? = 2.5
    var body: some View {
        VStack {
            TextField("Age", value: $age, format: .number)
            TextField(value: $price, format: .number.precision(.fractionLength(2)), prompt: Text("Price")) {
                Text("Price label")
            }
            Text(verbatim: "age=\(age.map(String.init) ?? "nil") price=\(price.map { "\($0)" } ?? "nil")")
        }
        .padding()
    }
}

@preconcurrency @MainActor final class TextFieldOptionalValueTests: XCTestCase {
    func testNilShowsThePromptAndTypedNumbersSetTheValue() throws {
        let host = TestHost(Profile(), size: CGSize(width: 320, height: 300))
        XCTAssertTrue(host.texts.contains("Age"), "nil shows the empty field with its title: \(host.texts)")
        XCTAssertTrue(host.texts.contains("2.50"), "a value shows formatted: \(host.texts)")
        host.tap(onText: "Age")
        XCTAssertEqual(host.focusedTextField?.text, "")
        host.type("42\n")
        XCTAssertTrue(host.texts.contains("age=42 price=2.5"), "\(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, "42")
    }

    func testEmptyOrUnparseableTextSetsNil() throws {
        let host = TestHost(Profile(age: 7), size: CGSize(width: 320, height: 300))
        host.tap(onText: "7")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("seven\n")
        XCTAssertTrue(host.texts.contains("age=nil price=2.5"), "text the format cannot parse sets nil: \(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, "", "and the field shows nil as empty")
        host.type("8\n")
        XCTAssertTrue(host.texts.contains("age=8 price=2.5"), "\(host.texts)")
        // Emptying the price field and leaving it sets nil.
        host.tap(onText: "2.50")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.keyDown(.delete)
        host.keyDown(.tab)
        XCTAssertTrue(host.texts.contains("age=8 price=nil"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Price"), "the empty field shows its prompt: \(host.texts)")
    }
}

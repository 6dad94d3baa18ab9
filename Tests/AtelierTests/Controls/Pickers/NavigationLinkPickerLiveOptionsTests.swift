import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore
import Atelier
@testable import AtelierTesting

/// The choices a program offers, changed from outside the views (a download, a timer) while the options show.
@Observable @MainActor private final class Choices {
    var names = ["Apple", "Banana", "Cherry"]
    var picked = "Apple"
}

/// A `.navigationLink` Picker as in Apple's examples, its options from the model.
private struct FruitForm: View {
    @Bindable var choices: Choices
    var body: some View {
        NavigationStack {
            Form {
                Picker("Fruit", selection: $choices.picked) {
                    ForEach(choices.names, id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.navigationLink)
                Text(verbatim: "picked \(choices.picked)")
            }
        }
    }
}

/// A pushed `.navigationLink` options list follows the picker, as in SwiftUI: options removed while it shows
/// disappear from it, options added appear, and choosing one selects it and goes back.
@preconcurrency @MainActor final class NavigationLinkPickerLiveOptionsTests: XCTestCase {
    func testTheOptionsListShowsTheOptionsOfNowWhileItIsPushed() {
        let choices = Choices()
        let host = TestHost(FruitForm(choices: choices), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Fruit")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Banana"), "the options were pushed: \(host.texts)")
        XCTAssertFalse(host.texts.contains("picked Apple"), "the form is covered: \(host.texts)")
        // The model drops Banana and adds Date while the list shows.
        choices.names = ["Apple", "Cherry", "Date"]
        host.advance(by: 1)
        XCTAssertFalse(host.texts.contains("Banana"), "the removed option is gone: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Date"), "the new option shows: \(host.texts)")
        XCTAssertNil(host.frame(ofText: "Banana"))
        host.tap(onText: "Date")
        host.advance(by: 1)
        XCTAssertEqual(choices.picked, "Date")
        XCTAssertTrue(host.texts.contains("picked Date"), "back on the form: \(host.texts)")
        XCTAssertFalse(host.texts.contains("Cherry"), "the list was popped: \(host.texts)")
    }

    func testTheCheckmarkFollowsASelectionMadeWhileTheListShows() {
        let choices = Choices()
        let host = TestHost(FruitForm(choices: choices), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Fruit")
        host.advance(by: 1)
        let apple = host.frame(ofText: "Apple")!, cherry = host.frame(ofText: "Cherry")!
        // The checkmark sits at the trailing end of the selected row, in the tint.
        func checked(_ row: CGRect) -> Bool {
            (Int(row.maxX)..<380).contains { x in
                let c = host.color(at: CGPoint(x: CGFloat(x), y: row.midY))
                return c.b > 200 && c.r < 80
            }
        }
        XCTAssertTrue(checked(apple), "Apple is checked")
        XCTAssertFalse(checked(cherry))
        choices.picked = "Cherry"
        host.advance(by: 1)
        XCTAssertFalse(checked(apple), "the checkmark moved")
        XCTAssertTrue(checked(cherry), "Cherry is checked")
    }
}

import XCTest
import Atelier
import AtelierTesting

// The deprecated ActionSheet, written as Apple's documentation example writes it: presented as a confirmation
// dialog, its buttons run their actions and dismiss it.

@preconcurrency @MainActor final class ActionSheetTests: XCTestCase {
    private struct Workout: View {
        @State var showActionSheet = false
        @State var chosen = "none"
        var body: some View {
            VStack {
                Button("Tap to show action sheet") { showActionSheet = true }
                Text(verbatim: "chosen \(chosen)")
            }
            .actionSheet(isPresented: $showActionSheet) {
                ActionSheet(title: Text("Resume Workout Recording"),
                            message: Text("Choose a destination for workout data"),
                            buttons: [
                                .cancel(),
                                .destructive(Text("Overwrite Current Workout"), action: { chosen = "overwrite" }),
                                .default(Text("Append to Current Workout"), action: { chosen = "append" }),
                            ])
            }
        }
    }

    func testTheSheetShowsItsTitleMessageAndButtonsAndRunsTheChosenOne() {
        let host = TestHost(Workout(), size: CGSize(width: 390, height: 600))
        XCTAssertFalse(host.texts.contains("Resume Workout Recording"))
        host.tap(onText: "Tap to show action sheet")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Resume Workout Recording"))
        XCTAssertTrue(host.texts.contains("Choose a destination for workout data"))
        let append = host.frame(ofText: "Append to Current Workout")!, cancel = host.frame(ofText: "Cancel")!
        XCTAssertGreaterThan(append.minY, 300, "at the bottom of the window, as a dialog")
        XCTAssertGreaterThan(cancel.minY, append.maxY, "Cancel sits apart, below the others")
        host.tap(onText: "Append to Current Workout")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("chosen append"))
        XCTAssertFalse(host.texts.contains("Resume Workout Recording"), "choosing dismisses the sheet")

        host.tap(onText: "Tap to show action sheet")
        host.advance(by: 0.5)
        host.tap(onText: "Cancel")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("chosen append"), "Cancel runs no other action")
        XCTAssertFalse(host.texts.contains("Resume Workout Recording"))
    }

    func testADestructiveButtonIsRedAndAnItemSheetGoesAwayWithItsItem() {
        struct Item: Identifiable { let id: Int }
        struct Screen: View {
            @State var item: Item? = Item(id: 3)
            var body: some View {
                Color.clear.actionSheet(item: $item) { item in
                    ActionSheet(title: Text("Item \(item.id)"), buttons: [.destructive(Text("Delete")), .cancel()])
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Item 3"))
        let delete = host.frame(ofText: "Delete")!
        var reddest = 0
        for x in stride(from: delete.minX, to: delete.maxX, by: 1) {
            let c = host.color(at: CGPoint(x: x, y: delete.midY))
            if c.r > 200, c.g < 120, c.b < 120 { reddest += 1 }
        }
        XCTAssertGreaterThan(reddest, 0, "the destructive button's title is drawn in red")
        host.tap(onText: "Delete")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Item 3"))
    }
}

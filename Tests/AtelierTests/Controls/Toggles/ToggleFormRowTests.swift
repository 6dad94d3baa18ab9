import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A form with a toggle whose label is a long sentence, as public programs write one.
private struct Residence: View {
    @State private var longTime = false
    @State private var notifications = true

    var body: some View {
        Form {
            Section("Address") {
                Toggle(isOn: $longTime) {
                    Text("Have you lived here for 2+ years")
                }
                Toggle("Notifications", isOn: $notifications)
            }
        }
    }
}

/// A Toggle's label in a Form row gets the row's width less the switch's, as in SwiftUI.
@preconcurrency @MainActor final class ToggleFormRowTests: XCTestCase {
    func testALongLabelStaysOnOneLineWithTheSwitchAtTheTrailingEdge() {
        // On a 430-point iPhone 15 Pro Max (UIKit's 20-point margins): the label, 253 points in Inter and about 240
        // in SF Pro, fits beside the switch. At 390 points Apple's margins leave it 251 points, which SF Pro fits
        // and Inter, wider, does not; the next test covers a label that wraps.
        let host = TestHost(Residence(), size: CGSize(width: 430, height: 400))
        guard let label = host.frame(ofText: "Have you lived here for 2+ years"),
              let short = host.frame(ofText: "Notifications") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(label.height, short.height, accuracy: 0.5, "one line, as tall as a one-word label: \(label) \(short)")
        XCTAssertEqual(label.minX, 40, accuracy: 1, "at the row's leading inset (20 + 20)")
        // The switch ends at the row's trailing inset: 430 - 20 - 20.
        guard let track = host.box(of: Palette.green, tolerance: 20) else { return XCTFail("no green track") }
        XCTAssertEqual(track.maxX, 430 - 40, accuracy: 1, "the switch at the trailing edge: \(track)")
        XCTAssertEqual(track.width, 51, accuracy: 1)
        XCTAssertEqual(track.midY, short.midY, accuracy: 1, "on the Notifications row")
        XCTAssertLessThan(label.maxX, track.minX - 8, "the label ends before the switch")
        // The rows stay the 44-point rows of a form, one line each.
        XCTAssertEqual(short.midY - label.midY, 44, accuracy: 1.5)
    }

    func testALabelTooLongForTheRowWrapsAtTheSwitch() {
        struct Long: View {
            @State var on = false
            var body: some View {
                Form {
                    Toggle(isOn: $on) {
                        Text("Send me a summary of everything that happened in my account every single week")
                    }
                }
            }
        }
        let host = TestHost(Long(), size: CGSize(width: 390, height: 400))
        guard let label = host.frame(ofText: "Send me a summary of everything that happened in my account every single week") else {
            return XCTFail("\(host.texts)")
        }
        XCTAssertGreaterThan(label.height, 30, "it wraps: \(label)")
        // It uses the width up to the switch (51 points and the stack's spacing before it), not a share of it.
        XCTAssertGreaterThan(label.maxX, 390 - 40 - 51 - 8 - 40, "it wraps near the switch (the row's content ends 40 from the edge): \(label)")
        XCTAssertLessThanOrEqual(label.maxX, 390 - 40 - 51 - 8 + 0.5, "but not under it: \(label)")
    }
}

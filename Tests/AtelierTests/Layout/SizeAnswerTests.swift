import XCTest
import Atelier
import AtelierTesting

/// A layout whose size is its proposal transformed into values single precision cannot hold (thirds, tenths).
private struct FractionalSize: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: (proposal.width ?? 7) / 3, height: (proposal.height ?? 5) + 0.1)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor private enum Asked { static var answers: [CGSize] = [] }

/// Asks its one subview each proposal of `proposals` twice over, recording the answers, and takes the last one's size.
private struct Prober: Layout {
    let proposals: [ProposedViewSize]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        var last = CGSize.zero
        for _ in 0..<2 {
            for p in proposals {
                last = child.sizeThatFits(p)
                MainActor.assumeIsolated { Asked.answers.append(last) }
            }
        }
        return last
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposals.last ?? .unspecified)
    }
}

@preconcurrency @MainActor final class SizeAnswerTests: XCTestCase {
    /// A view asked again for a proposal it answered gives exactly the size it gave, however many it answered and
    /// whatever their precision.
    func testAnswersAskedAgainAreExactlyTheFirst() {
        let proposals = [ProposedViewSize(width: 100.0 / 3, height: 0.001), ProposedViewSize(width: 10, height: 20),
                         ProposedViewSize(width: 0, height: .infinity), .unspecified, ProposedViewSize(width: 1.0 / 7, height: 2),
                         ProposedViewSize(width: 50, height: nil)]
        let expected = proposals.map { CGSize(width: ($0.width ?? 7) / 3, height: ($0.height ?? 5) + 0.1) }
        Asked.answers = []
        let prober = Prober(proposals: proposals), fractional = FractionalSize()
        let host = TestHost(prober { fractional { Color.red } }, size: CGSize(width: 300, height: 300))
        XCTAssertGreaterThanOrEqual(Asked.answers.count, 2 * proposals.count)
        for (i, answer) in Asked.answers.enumerated() {
            let want = expected[i % proposals.count]
            XCTAssertEqual(answer.width, want.width, "answer \(i)")
            XCTAssertEqual(answer.height, want.height, "answer \(i)")
        }
        withExtendedLifetime(host) {}
    }
}

import Foundation

/// An optional proposal in two floats, for the ones every node keeps (`ViewNode.placedProposal`,
/// `latestSizing`): an optional ProposedViewSize takes 26 bytes with its tags, padded to 32, where this takes 16.
///
/// A nil dimension, and no proposal at all, are NaNs with payloads of their own: no arithmetic makes a NaN with
/// these payloads, and any other NaN a program passed is kept as it was.
struct PackedProposal: Equatable {
    private var width: CGFloat
    private var height: CGFloat

    /// Quiet NaNs with payloads 0x20000 and 0x20001, written out: a static `let` would be initialised through
    /// a once-check at every read.
    private static var nilBits: UInt { 0x7FF8_0000_0002_0000 }
    private static var absentBits: UInt { 0x7FF8_0000_0002_0001 }

    /// No proposal.
    static var none: PackedProposal { PackedProposal(width: CGFloat(bitPattern: absentBits), height: CGFloat(bitPattern: absentBits)) }

    private init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }

    init(_ proposal: ProposedViewSize?) {
        guard let proposal else { self = .none; return }
        width = proposal.width ?? CGFloat(bitPattern: Self.nilBits)
        height = proposal.height ?? CGFloat(bitPattern: Self.nilBits)
    }

    /// Whether there is a proposal.
    var isNone: Bool { width.bitPattern == Self.absentBits }

    var proposal: ProposedViewSize? {
        guard !isNone else { return nil }
        return ProposedViewSize(width: width.bitPattern == Self.nilBits ? nil : width,
                                height: height.bitPattern == Self.nilBits ? nil : height)
    }

    /// Compared as the proposals are (a NaN dimension differs from every other), not bit for bit.
    static func == (a: PackedProposal, b: PackedProposal) -> Bool { a.proposal == b.proposal }
}

import Foundation

/// What a text node keeps from its first measurement until it is placed, out of line: the layouts measured
/// for the proposals of its container's probes. In every text node these took 72 bytes that a placed text no
/// longer uses (a long list's texts are all placed).
@MainActor final class TextMeasurements {
    /// The newest layout measured and its proposal (`TextNode.layout(for:)`).
    @exclusivity(unchecked) var measured: (proposal: PackedProposal, layout: TextLayout)?
    /// The engine's two newest layouts at the natural font size, by width and line limit (-1 for none).
    @exclusivity(unchecked) var engineLayouts: (newest: (width: CGFloat, limit: Int, layout: TextLayout)?,
                                                before: (width: CGFloat, limit: Int, layout: TextLayout)?) = (nil, nil)
}

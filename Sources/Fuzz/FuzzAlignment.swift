import Foundation

/// An alignment as a name: a ZStack's or frame's two-axis alignment, or the one axis a VStack (horizontal)
/// or HStack (vertical) reads from it.
enum FuzzAlignment: String, Codable, CaseIterable, Sendable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
    case firstTextBaseline, lastTextBaseline

    /// The alignments that are valid for a two-axis `Alignment` (frames, ZStack, overlay).
    static let twoAxis: [FuzzAlignment] = [.center, .leading, .trailing, .top, .bottom,
                                           .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
    /// The alignments a VStack accepts.
    static let horizontal: [FuzzAlignment] = [.center, .leading, .trailing]
    /// The alignments an HStack accepts.
    static let vertical: [FuzzAlignment] = [.center, .top, .bottom, .firstTextBaseline, .lastTextBaseline]
}

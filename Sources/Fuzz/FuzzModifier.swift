import Foundation

/// A modifier applied to a generated tree, with the values the generator picked (extreme ones included:
/// 0, negative, huge, infinity, NaN).
enum FuzzModifier: Codable, Hashable, Sendable {
    case frame(width: Double?, height: Double?, alignment: FuzzAlignment)
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?, alignment: FuzzAlignment)
    case padding(Double)
    case edgePadding(top: Double, leading: Double, bottom: Double, trailing: Double)
    case overlay(FuzzTree, alignment: FuzzAlignment)
    case background(FuzzTree, alignment: FuzzAlignment)
    case offset(x: Double, y: Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(Double?, fill: Bool)
    case scaleEffect(Double)
    case rotationEffect(degrees: Double)
    case opacity(Double)
    case clipped

    /// The view an overlay or background puts on the content.
    var layer: FuzzTree? {
        switch self {
        case .overlay(let t, _), .background(let t, _): return t
        default: return nil
        }
    }

    /// The same modifier with another layer view (the shrinker simplifies it).
    func replacingLayer(_ t: FuzzTree) -> FuzzModifier {
        switch self {
        case .overlay(_, let a): return .overlay(t, alignment: a)
        case .background(_, let a): return .background(t, alignment: a)
        default: return self
        }
    }
}

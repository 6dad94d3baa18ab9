import Foundation

/// A size a parent proposes to a child: nil asks for the ideal size, 0 the minimum, infinity the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points: nil for the ideal, 0 for the minimum, infinity for the maximum.
    public var width: CGFloat?
    /// The proposed height in points: nil for the ideal, 0 for the minimum, infinity for the maximum.
    public var height: CGFloat?

    /// Proposes a width and a height, either of which may be nil.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// Proposes a size.
    public init(_ size: CGSize) { width = size.width; height = size.height }

    /// Both dimensions zero.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions unspecified: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// NaN and negative proposals are treated as zero, with a warning.
    var sanitized: ProposedViewSize {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN {
                Diagnostics.warn("a view was proposed a NaN size; it is treated as 0", key: "nan-proposal")
                return 0
            }
            return max(0, v)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

extension CGSize {
    /// NaN and negative sizes become zero; infinite sizes stay (a parent decides what to do with them).
    var sanitizedSize: CGSize {
        func clean(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return CGSize(width: clean(width), height: clean(height))
    }
}

extension CGFloat {
    /// Zero for NaN and infinities, the value otherwise.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

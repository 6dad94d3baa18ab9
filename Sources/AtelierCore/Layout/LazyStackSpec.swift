import Foundation

/// What a lazy container is: the axis its lines follow one another along, the alignment of its cells across
/// that axis, the spacing between lines, and (for a grid) the tracks across. A stack is a grid of one track
/// as long as the stack is across.
struct LazyStackSpec {
    /// The axis along which lines follow one another (vertical for LazyVStack and LazyVGrid).
    var axis: Axis
    /// The alignment across the axis: of a stack's rows, and of a grid's cells without their own.
    var alignment: AlignmentKey
    /// The spacing between lines; nil for the default.
    var spacing: CGFloat?
    /// A grid's columns (LazyVGrid) or rows (LazyHGrid); nil for a stack.
    var tracks: [GridItem]?

    /// The spacing between lines, defined for any input (a non-finite value warns once and counts as 0).
    var lineGap: CGFloat {
        let s = spacing ?? StackLayoutEngine.defaultSpacing
        guard s.isFinite else {
            Diagnostics.warn("a lazy stack's spacing of \(s) is treated as 0 (spacing must be finite)", key: "lazy-spacing-nonfinite")
            return 0
        }
        return s
    }
}

extension LazyStackSpec: Equatable {
    static func == (a: LazyStackSpec, b: LazyStackSpec) -> Bool {
        guard a.axis == b.axis, a.alignment == b.alignment, a.spacing == b.spacing else { return false }
        switch (a.tracks, b.tracks) {
        case (nil, nil): return true
        case (let x?, let y?):
            return x.count == y.count && zip(x, y).allSatisfy { p, q in
                p.spacing == q.spacing && p.alignment == q.alignment && sameSize(p.size, q.size)
            }
        default: return false
        }
    }

    /// Whether two track sizes are the same (compared as text, they were 4% of a slider's drag over a grid).
    private static func sameSize(_ a: GridItem.Size, _ b: GridItem.Size) -> Bool {
        switch (a, b) {
        case let (.fixed(x), .fixed(y)): return x == y
        case let (.flexible(x0, x1), .flexible(y0, y1)), let (.adaptive(x0, x1), .adaptive(y0, y1)): return x0 == y0 && x1 == y1
        default: return false
        }
    }
}

/// Lets the lazy container node read LazyVStack, LazyHStack, LazyVGrid and LazyHGrid without their content type.
@MainActor protocol LazyContainerView {
    var lazySpec: LazyStackSpec { get }
    var anyContent: any View { get }
}

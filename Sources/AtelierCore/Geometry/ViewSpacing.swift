import Foundation

/// The preferred spacing around a view. As in SwiftUI, a stack's default spacing depends on what meets:
/// a symbol image stacked on a text, or a text on a symbol, sits right against it (the oracle
/// `cm-button-vstack-icons`); other neighbours keep the default 8 points.
public struct ViewSpacing: Sendable {
    /// What a view is, as far as its spacing to a neighbour goes.
    enum Kind: Sendable { case text, symbolImage, other }

    /// The spacing between neighbours that nothing else sets: 8 points, as on iOS.
    nonisolated static let standard: CGFloat = 8

    /// No spacing.
    public static let zero = ViewSpacing(value: 0, kind: .other)
    var value: CGFloat
    var kind: Kind
    /// The default spacing.
    public init() { value = ViewSpacing.standard; kind = .other }
    init(value: CGFloat, kind: Kind) {
        self.value = value
        self.kind = kind
    }

    /// The spacing of a text.
    static let text = ViewSpacing(value: ViewSpacing.standard, kind: .text)
    /// The spacing of a symbol image at its natural size.
    static let symbolImage = ViewSpacing(value: ViewSpacing.standard, kind: .symbolImage)

    /// The distance to another view's spacing along an axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical,
           (kind == .text && next.kind == .symbolImage) || (kind == .symbolImage && next.kind == .text) { return 0 }
        return max(value, next.value)
    }
}

import Foundation

/// The frames of one view marked with `accessibilityIdentifier`, as an inspecting tool sees them.
@_spi(Backend) public struct IdentifiedFrame: Sendable {
    /// The identifier the view was marked with.
    public var identifier: String
    /// The frame layout placed the view in, absolute, before any render effect (offset, scale...).
    public var layoutFrame: CGRect
    /// The same frame with the render transforms of the view and its ancestors applied.
    public var renderedFrame: CGRect

    /// Frames as given (a tool's own checks make them up to test themselves).
    public init(identifier: String, layoutFrame: CGRect, renderedFrame: CGRect) {
        self.identifier = identifier
        self.layoutFrame = layoutFrame
        self.renderedFrame = renderedFrame
    }
}

extension ViewGraph {
    /// Every view marked with an accessibility identifier, in tree order, with its frames: one walk for
    /// the whole tree, so that a fuzzer can check layout invariants between parents and children that it
    /// marked. The walk keeps its own stack, so a deep tree does not overflow the thread's.
    @_spi(Backend) public func identifiedFrames() -> [IdentifiedFrame] {
        var result: [IdentifiedFrame] = []
        var stack: [ViewNode] = [root]
        while let n = stack.popLast() {
            if let a = n as? AccessibilityIdentifierNode, a.isAttached {
                result.append(IdentifiedFrame(identifier: a.identifier, layoutFrame: a.frame,
                                              renderedFrame: a.renderedFrame()))
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return result
    }
}

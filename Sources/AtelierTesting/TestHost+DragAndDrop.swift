import Foundation
@_spi(Backend) import AtelierCore

extension TestHost {
    /// Drags the pointer from one point to another in `steps` moves, a frame apart, and lets go: a
    /// `draggable` view under `start` is dropped on the target under `end`.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        dragWithoutDropping(from: start, to: end, steps: steps)
        pointerUp()
        advance(by: Self.frameInterval)
    }

    /// Drags the pointer from one point to another and keeps it down there (a drag in progress).
    public func dragWithoutDropping(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        let count = max(1, steps)
        pointerDown(at: start)
        for i in 1...count {
            let t = CGFloat(i) / CGFloat(count)
            pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            advance(by: Self.frameInterval)
        }
    }

    /// Whether a drag is in progress (its preview follows the pointer).
    public var isDragging: Bool { graph.isDragging }

    /// Drops files from the desktop onto the window at a point; returns whether a target took them.
    @discardableResult
    public func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        let taken = graph.dropFromOutside(urls.map(TransferOffer.init(file:)), at: point)
        advance(by: Self.frameInterval)
        return taken
    }

    /// Drops text from the desktop onto the window at a point; returns whether a target took it.
    @discardableResult
    public func dropText(_ text: String, at point: CGPoint) -> Bool {
        let taken = graph.dropFromOutside([TransferOffer(text: text)], at: point)
        advance(by: Self.frameInterval)
        return taken
    }
}

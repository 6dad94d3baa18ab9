import Foundation

/// A symbol view of a Canvas: its node, laid out at its ideal size at the canvas's origin.
struct CanvasSymbol {
    let node: ViewNode
    /// The frame it was placed in, absolute.
    let frame: CGRect
}

extension GraphicsContext {
    /// A static sequence of drawing operations that may be drawn multiple times: a Canvas's symbol view.
    public struct ResolvedSymbol {
        let symbol: CanvasSymbol
        /// The dimensions of the resolved symbol: the view's ideal size.
        public var size: CGSize { symbol.frame.size }
    }

    /// Returns a resolved symbol: the Canvas's child view tagged `id`, or nil (with one warning) when none is.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let symbol = recorder.symbols[AnyHashable(id)] else {
            Diagnostics.warn("Canvas has no symbol tagged \(id) (\(ID.self)); resolveSymbol(id:) returns nil",
                             key: "canvas-symbol-\(ID.self)-\(id)")
            return nil
        }
        return ResolvedSymbol(symbol: symbol)
    }

    /// Draws a resolved symbol into the context, scaled into the rectangle.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.isFinite else { return Self.warnBadRect(rect, "draw(_:in:) of a symbol") }
        let frame = symbol.symbol.frame
        guard frame.width > 0, frame.height > 0, rect.width != 0, rect.height != 0 else { return }
        let node = symbol.symbol.node
        // The symbol's kept drawing, referred to rather than copied: when the symbol's view changes, every
        // place the canvas drew it shows the change.
        var drawing = DisplayList()
        MainActor.assumeIsolated { node.render(into: &drawing) }
        guard !drawing.isEmpty else { return }
        let placement = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / frame.width, y: rect.height / frame.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        record(DisplayList([.effect(.transform(placement), drawing)]))
    }

    /// Draws a resolved symbol at its own size, aligning an anchor within it to a point.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                width: size.width, height: size.height))
    }
}

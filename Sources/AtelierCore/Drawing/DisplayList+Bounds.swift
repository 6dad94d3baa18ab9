import Foundation

// Conservative paint bounds, for skipping what a frame cannot show: a rectangle may be larger than what
// is painted (text gets room for overhanging glyphs, strokes for miter spikes), never smaller. They are
// measured once per kept part, in points, without a backend. The renderer's `deviceBounds` answers another
// question (the exact pixels an offscreen effect must allocate, with the glyphs' ink and the stroke's joins
// as Cairo draws them) and stays there: looser bounds would change how blurs and shadows meet their edges.

extension DisplayList {
    /// A rectangle containing everything the list paints, in its own coordinates; `.null` when it paints nothing.
    public var paintBounds: CGRect {
        items.reduce(CGRect.null) { $0.boundsUnion($1.paintBounds) }
    }
}

extension DisplayItem {
    /// A rectangle containing everything the item paints; `.infinite` when that cannot be bounded.
    public var paintBounds: CGRect {
        switch self {
        case .fill(let path, _, _):
            return path.controlPointBounds
        case .stroke(let path, _, let style):
            let spike = style.lineJoin == .miter ? max(style.miterLimit, 1.5) : 1.5
            let outset = style.lineWidth.isFinite ? style.lineWidth / 2 * spike : .infinity
            return path.controlPointBounds.insetBy(dx: -outset, dy: -outset)
        case .text(let layout, let origin, _):
            // Room for glyphs that overhang their line (italics, accents, emoji): most of a line each way.
            let lineHeight = layout.size.height / CGFloat(max(1, layout.lineCount))
            let margin = lineHeight.isFinite ? max(8, lineHeight * 0.6) : 16
            return CGRect(origin: origin, size: layout.size).insetBy(dx: -margin, dy: -margin)
        case .image(_, let rect, _, _):
            return rect
        case .effect(let effect, let content):
            return effect.paintBounds(of: content.paintBounds)
        case .retained(let kept):
            return kept.bounds
        }
    }
}

extension DisplayEffect {
    /// The bounds of what the effect paints, given the bounds of its content.
    func paintBounds(of content: CGRect) -> CGRect {
        guard !content.isNull else { return .null }
        switch self {
        case .transform(let t):
            return content.isInfinite ? content : content.applying(t)
        case .projection(let p):
            return content.projected(by: p)
        case .opacity, .blend, .composite, .compositingGroup, .colorMatrix:
            return content
        case .clip(let path, _):
            return content.intersection(path.controlPointBounds)
        case .mask(let mask):
            return content.intersection(mask.paintBounds)
        case .shadow(_, let radius, let offset):
            let r = radius.isFinite ? 3 * max(radius, 0) + 1 : .infinity
            return content.boundsUnion(content.offsetBy(dx: offset.width.finiteOrZero, dy: offset.height.finiteOrZero)
                .insetBy(dx: -r, dy: -r))
        case .blur(let radius, _):
            let r = radius.isFinite ? 3 * max(radius, 0) + 1 : .infinity
            return content.insetBy(dx: -r, dy: -r)
        }
    }
}

extension Path {
    /// The rectangle around every point and control point of the path: it contains the curves, and takes
    /// one pass over the elements.
    var controlPointBounds: CGRect {
        var lo = CGPoint(x: CGFloat.infinity, y: .infinity)
        var hi = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        var finite = true
        func include(_ p: CGPoint) {
            guard p.x.isFinite, p.y.isFinite else { finite = false; return }
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        forEach { element in
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c): include(p); include(c)
            case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
            case .closeSubpath: break
            }
        }
        guard finite else { return .infinite }
        guard lo.x <= hi.x, lo.y <= hi.y else { return .null }
        return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }
}

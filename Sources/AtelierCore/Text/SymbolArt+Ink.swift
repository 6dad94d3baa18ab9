import Foundation

extension SymbolArt {
    /// Where the art puts ink, in its box's coordinates: the glyphs' ink (their laid-out box when the text
    /// engine cannot tell), the shapes' bounds with half a stroke around them; null when it draws nothing.
    var inkBounds: CGRect {
        switch self {
        case .text(let layout, let origin):
            guard layout.size.width > 0 || layout.size.height > 0 else { return .null }
            let ink = (layout.handle as? TextInkExtent)?.inkBounds ?? CGRect(origin: .zero, size: layout.size)
            return ink.isNull || ink.isEmpty ? .null : ink.offsetBy(dx: origin.x, dy: origin.y)
        case .fill(let path, _):
            return path.isEmpty ? .null : path.boundingRect
        case .stroke(let path, let style):
            guard !path.isEmpty else { return .null }
            let half = style.lineWidth.isFinite ? max(0, style.lineWidth) / 2 : 0
            return path.boundingRect.insetBy(dx: -half, dy: -half)
        case .group(let parts):
            return parts.reduce(CGRect.null) { $0.union($1.inkBounds) }
        case .knockout(let base, _):
            // The cut only takes ink away.
            return base.inkBounds
        case .transformed(let art, let t):
            let inner = art.inkBounds
            return inner.isNull ? .null : inner.applying(t)
        }
    }
}

import Foundation

/// Finds where a frame's pixels may differ from the frame before: the old and new bounds of every retained
/// part made again in the frame, mapped through the effects around it to the frame's points. It walks only
/// into parts that hold a changed part (`partChangedInFrame`), so a frame with one change looks at the path
/// down to it, not at the whole drawing.
struct DamageCollector {
    /// The frame whose changes are collected.
    let frame: UInt64
    /// What was found, in the frame's points.
    var damage = DamageRegion.none
    /// The effects around the items being walked, outermost first.
    private var around: [DisplayEffect] = []

    init(frame: UInt64) { self.frame = frame }

    /// Walks a list's items for parts changed in the frame.
    mutating func collect(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .retained(let kept):
                if kept.changedInFrame == frame {
                    add(kept.boundsBeforeChange.boundsUnion(kept.bounds))
                } else if kept.partChangedInFrame == frame {
                    collect(kept.list.items)
                }
            case .effect(let effect, let content):
                guard contentChanged(content.items) || effect.carriesChangedMask(frame) else { continue }
                if effect.spreadsPixels {
                    // A blur or a shadow changes pixels away from what changed, and is computed from the
                    // content around them: repaint all it covers, with room for the content it reads.
                    let bounds = Self.boundsBeforeAndAfter(content.items, frame: frame)
                    add(effect.paintBounds(of: effect.paintBounds(of: bounds)))
                    continue
                }
                around.append(effect)
                collect(content.items)
                if case .mask(let mask) = effect { collect(mask.items) }
                around.removeLast()
            case .fill, .stroke, .text, .image:
                continue
            }
        }
    }

    /// Adds a rectangle given in the space of the items being walked.
    private mutating func add(_ rect: CGRect) {
        guard !rect.isNull else { return }
        if rect.isInfinite { return damage.formFull() }
        var r = rect
        for effect in around.reversed() {
            r = effect.paintBounds(of: r)
            if r.isNull { return }
        }
        if r.isInfinite { return damage.formFull() }
        damage.add(r)
    }

    /// Whether a part inside the items changed in the frame.
    private func contentChanged(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            switch item {
            case .retained(let kept): return kept.changedInFrame == frame || kept.partChangedInFrame == frame
            case .effect(let effect, let content): return contentChanged(content.items) || effect.carriesChangedMask(frame)
            case .fill, .stroke, .text, .image: return false
            }
        }
    }

    /// The bounds of what the items painted in the frame before and paint now.
    static func boundsBeforeAndAfter(_ items: [DisplayItem], frame: UInt64) -> CGRect {
        items.reduce(CGRect.null) { bounds, item in
            switch item {
            case .retained(let kept):
                if kept.changedInFrame == frame { return bounds.boundsUnion(kept.boundsBeforeChange).boundsUnion(kept.bounds) }
                if kept.partChangedInFrame == frame { return bounds.boundsUnion(boundsBeforeAndAfter(kept.list.items, frame: frame)) }
                return bounds.boundsUnion(kept.bounds)
            case .effect(let effect, let content):
                return bounds.boundsUnion(effect.paintBounds(of: boundsBeforeAndAfter(content.items, frame: frame)))
            case .fill, .stroke, .text, .image:
                return bounds.boundsUnion(item.paintBounds)
            }
        }
    }
}

extension DisplayEffect {
    /// Whether the effect's pixels depend on content away from them (a blur, a shadow, a resampled projection).
    var spreadsPixels: Bool {
        switch self {
        case .shadow, .blur: return true
        case .projection(let p): return !p.isAffine
        case .transform, .opacity, .clip, .mask, .blend, .composite, .compositingGroup, .colorMatrix: return false
        }
    }

    /// Whether the effect is a mask whose drawing holds a part changed in the frame.
    func carriesChangedMask(_ frame: UInt64) -> Bool {
        guard case .mask(let mask) = self else { return false }
        return DamageCollector(frame: frame).changes(in: mask.items)
    }
}

extension DamageCollector {
    /// Whether a part inside the items changed in the collector's frame.
    func changes(in items: [DisplayItem]) -> Bool { contentChanged(items) }
}

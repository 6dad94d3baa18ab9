import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Effects: the one switch over DisplayEffect, and the effects Cairo's matrices, groups and clips
// draw directly. The others live with their concept: Blend (blend modes), Shadow, Blur and
// ColorMatrix (filters), Projection.

/// An effect whose state (a `cairo_save` and matrix or clip changes) the renderer can set up again on a
/// fresh context; it says so with `CairoRenderer.withState` around painting its content.
protocol RestorableEffect: CairoEffect {}

/// One kind of display effect as the renderer draws it. Painting and bounds sit in one type so
/// that the bounds an enclosing group or offscreen image relies on cannot drift from the painting.
protocol CairoEffect {
    /// Paints `content` through the effect.
    func paint(_ content: [DisplayItem], in renderer: CairoRenderer)
    /// Where painting `content` through the effect can touch, in device space (null if nowhere).
    func deviceBounds(of content: [DisplayItem], in renderer: CairoRenderer) -> CGRect
}

extension CairoRenderer {
    /// How the renderer draws an effect: the only switch over `DisplayEffect`.
    static func rendering(_ effect: DisplayEffect) -> any CairoEffect {
        switch effect {
        case .transform(let t): return Transform(t)
        case .projection(let p): return Projection(transform: p)
        case .opacity(let o): return Opacity(opacity: o)
        case let .clip(path, style): return Clip(path: path, style: style)
        case .mask(let mask): return Mask(mask: mask.items)
        case .blend(let mode): return Blend(mode: mode)
        case .composite(let op): return Composite(operation: op)
        case let .shadow(color, radius, offset): return Shadow(color: color, radius: radius, offset: offset)
        case .compositingGroup: return CompositingGroup()
        case let .blur(radius, opaque): return Blur(radius: radius, opaque: opaque)
        case .colorMatrix(let matrix): return ColorMatrix(matrix: matrix)
        }
    }

    /// Pushes a group clipped to the content's bounds, paints the content into it, then runs `finish`
    /// (which must pop the group).
    func inGroup(_ content: [DisplayItem], _ finish: () -> Void) {
        let bounds = deviceBounds(content).intersection(clipDeviceExtents())
        guard !bounds.isNull, !bounds.isEmpty else { return }
        cairo_save(cr)
        clipToDevice(bounds)
        cairo_push_group(cr)
        paint(content)
        finish()
        cairo_restore(cr)
    }

    /// An affine transform: Cairo's matrix.
    struct Transform: RestorableEffect {
        var matrix: cairo_matrix_t

        init(_ t: CGAffineTransform) {
            matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        }

        init(matrix: cairo_matrix_t) { self.matrix = matrix }

        /// `body` with the matrix applied; `empty` when it cannot be inverted (the content is
        /// crushed to nothing, and Cairo would refuse the matrix).
        func transformed<R>(in r: CairoRenderer, otherwise empty: R, _ body: () -> R) -> R {
            guard CairoRenderer.invertible(matrix) else { return empty }
            var m = matrix
            cairo_save(r.cr)
            defer { cairo_restore(r.cr) }
            cairo_transform(r.cr, &m)
            return body()
        }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            let matrix = matrix
            transformed(in: r, otherwise: ()) {
                r.withState({ var m = matrix; cairo_save($0.cr); cairo_transform($0.cr, &m) }) { r.paint(content) }
            }
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            transformed(in: r, otherwise: .null) { r.deviceBounds(content) }
        }
    }

    /// Group opacity: the content drawn into a group, painted with alpha.
    struct Opacity: CairoEffect {
        var opacity: Double

        var isVisible: Bool { opacity.isFinite && opacity > 0 }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            guard isVisible else { return }
            if opacity >= 1 { r.paint(content); return }
            r.inGroup(content) {
                cairo_pop_group_to_source(r.cr)
                cairo_paint_with_alpha(r.cr, opacity)
            }
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            isVisible ? r.deviceBounds(content) : .null
        }
    }

    /// A clip path: Cairo's clip.
    struct Clip: RestorableEffect {
        var path: Path, style: FillStyle

        /// Saves the state and clips to the path; false (and nothing to paint) when the path is empty.
        func setUp(_ r: CairoRenderer) -> Bool {
            let cr = r.cr
            cairo_save(cr)
            guard r.appendPath(path) else { return false }
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            return true
        }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            // On pixels, a convex path waits for the items that reach its edge (`+DeferredClips`); the context is
            // clipped to its box of whole pixels meanwhile, which costs Cairo no mask.
            if r.oversample == 1, let deferred = r.deferredClip(path, style: style), let box = r.pathDeviceBounds(path) {
                let setUp: (CairoRenderer) -> Void = {
                    cairo_save($0.cr)
                    $0.clipToDevice(box)
                    cairo_set_antialias($0.cr, CAIRO_ANTIALIAS_DEFAULT)
                }
                setUp(r)
                defer { cairo_restore(r.cr) }
                r.deferredClips.append(deferred)
                defer { r.deferredClips.removeLast() }
                r.withState(setUp) { r.paint(content) }
                return
            }
            defer { cairo_restore(r.cr) }
            guard setUp(r) else { return }
            r.withState({ _ = setUp($0) }) { r.paint(content) }
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            guard let clip = r.pathDeviceBounds(path) else { return .null }
            return r.deviceBounds(content).intersection(clip)
        }
    }

    /// A mask: the content and the mask drawn into groups, the first painted through the second's alpha.
    struct Mask: CairoEffect {
        var mask: [DisplayItem]

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            let cr = r.cr
            let bounds = deviceBounds(of: content, in: r).intersection(r.clipDeviceExtents())
            guard !bounds.isNull, !bounds.isEmpty else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            r.clipToDevice(bounds)
            cairo_push_group(cr)
            r.paint(content)
            let contentPattern = cairo_pop_group(cr)!
            cairo_push_group(cr)
            r.paint(mask)
            let maskPattern = cairo_pop_group(cr)!
            cairo_set_source(cr, contentPattern)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(contentPattern)
            cairo_pattern_destroy(maskPattern)
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            r.deviceBounds(content).intersection(r.deviceBounds(mask))
        }
    }

    /// A compositing group: the content drawn into a group, painted as one layer.
    struct CompositingGroup: CairoEffect {
        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            r.inGroup(content) {
                cairo_pop_group_to_source(r.cr)
                cairo_paint(r.cr)
            }
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect { r.deviceBounds(content) }
    }
}

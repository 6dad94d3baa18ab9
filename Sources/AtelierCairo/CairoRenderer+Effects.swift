import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Effects: the dispatch over DisplayEffect, and the effects Cairo groups and clips draw directly.

extension CairoRenderer {
    func apply(_ effect: DisplayEffect, to content: [DisplayItem]) {
        switch effect {
        case .transform(let t):
            var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            guard Self.invertible(m) else { return }
            cairo_save(cr)
            cairo_transform(cr, &m)
            paint(content)
            cairo_restore(cr)

        case .projection(let p):
            drawProjected(content, p)

        case .opacity(let o):
            guard o.isFinite, o > 0 else { return }
            if o >= 1 { paint(content); return }
            inGroup(content) {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, o)
            }

        case let .clip(path, style):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard appendPath(path) else { return }
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            paint(content)

        case .mask(let mask):
            let bounds = deviceBounds(content).intersection(deviceBounds(mask.items)).intersection(clipDeviceExtents())
            guard !bounds.isNull, !bounds.isEmpty else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            clipToDevice(bounds)
            cairo_push_group(cr)
            paint(content)
            let contentPattern = cairo_pop_group(cr)!
            cairo_push_group(cr)
            paint(mask.items)
            let maskPattern = cairo_pop_group(cr)!
            cairo_set_source(cr, contentPattern)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(contentPattern)
            cairo_pattern_destroy(maskPattern)

        case .blend(let mode):
            blend(content, mode)

        case let .shadow(color, radius, offset):
            drawShadow(content, color: color, radius: radius, offset: offset)
            paint(content)

        case .compositingGroup:
            inGroup(content) {
                cairo_pop_group_to_source(cr)
                cairo_paint(cr)
            }

        case let .blur(radius, opaque):
            drawBlurred(content, radius: radius, opaque: opaque)

        case .colorMatrix(let matrix):
            drawColorMatrix(content, matrix)
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

    func deviceBounds(_ effect: DisplayEffect, _ content: [DisplayItem]) -> CGRect {
        switch effect {
        case .transform(let t):
            var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            guard Self.invertible(m) else { return .null }
            cairo_save(cr)
            cairo_transform(cr, &m)
            let r = deviceBounds(content)
            cairo_restore(cr)
            return r
        case .projection(let p):
            let inner = deviceBounds(content)
            guard !inner.isNull, p.isFinite, let H = deviceProjection(p) else { return .null }
            return Self.projectedCorners(inner, H)?.insetBy(dx: -1, dy: -1) ?? Self.unbounded
        case .opacity(let o):
            return o.isFinite && o > 0 ? deviceBounds(content) : .null
        case let .clip(path, _):
            cairo_save(cr)
            defer { cairo_new_path(cr); cairo_restore(cr) }
            guard appendPath(path) else { return .null }
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            let clip = userToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).insetBy(dx: -1, dy: -1)
            cairo_new_path(cr)
            return deviceBounds(content).intersection(clip)
        case .mask(let mask):
            return deviceBounds(content).intersection(deviceBounds(mask.items))
        case .blend, .compositingGroup, .colorMatrix:
            return deviceBounds(content)
        case let .shadow(color, radius, offset):
            let inner = deviceBounds(content)
            guard !inner.isNull, color.alpha > 0 else { return inner }
            let reach = ceil(3 * GaussianBlur.sigma(forRadius: radius) * deviceScale()) + 1
            var ox = Double(offset.width).isFinite ? Double(offset.width) : 0
            var oy = Double(offset.height).isFinite ? Double(offset.height) : 0
            cairo_user_to_device_distance(cr, &ox, &oy)
            return inner.union(inner.offsetBy(dx: ox, dy: oy).insetBy(dx: -reach, dy: -reach))
        case let .blur(radius, opaque):
            let inner = deviceBounds(content)
            guard !inner.isNull, !opaque else { return inner }
            let reach = ceil(3 * GaussianBlur.sigma(forRadius: radius) * deviceScale()) + 1
            return inner.insetBy(dx: -reach, dy: -reach)
        }
    }
}

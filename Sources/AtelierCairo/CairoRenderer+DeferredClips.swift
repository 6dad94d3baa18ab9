import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Deferred clips: a convex clip path (a rounded rectangle around a list's section, a card, a capsule) is set on
// Cairo only around the items that reach its edge. Cairo draws every operation under a clip path through a mask
// of the path rasterized for that operation (its rows of text and fills: most of a pushed list screen's pixels);
// an item whose pixels all lie inside the path draws the same pixels without it.

extension CairoRenderer {
    /// A clip path not yet set on the context: its user space, and its outline flattened in device space.
    struct DeferredClip {
        let path: Path
        let style: FillStyle
        /// The user space the path was given in.
        let matrix: cairo_matrix_t
        /// The flattened outline as Cairo rasterizes it, in device space, a convex polygon.
        let polygon: [CGPoint]
        /// 1 when the polygon turns counter-clockwise in device space, -1 when clockwise.
        let orientation: Double

        /// Whether every pixel a device rectangle touches lies inside the polygon (so the clip's mask is
        /// opaque there, and drawing through it changes nothing).
        func contains(_ rect: CGRect) -> Bool {
            guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
            else { return false }
            // The pixels the rectangle touches, whole.
            let x0 = floor(rect.minX), y0 = floor(rect.minY), x1 = ceil(rect.maxX), y1 = ceil(rect.maxY)
            let corners = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x0, y: y1), CGPoint(x: x1, y: y1)]
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                for p in corners where ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * orientation < 0 {
                    return false
                }
            }
            return true
        }

        /// Clips the context to the path, given in its own user space.
        func apply(to r: CairoRenderer) {
            var current = r.ctm, m = matrix
            cairo_set_matrix(r.cr, &m)
            if r.appendPath(path) {
                cairo_set_fill_rule(r.cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(r.cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                cairo_clip(r.cr)
                cairo_set_antialias(r.cr, CAIRO_ANTIALIAS_DEFAULT)
            }
            cairo_set_matrix(r.cr, &current)
        }
    }

    /// The path as a clip that can wait, in the current user space: nil unless it is one convex outline that
    /// Cairo draws as given (not cut to the device for its size).
    func deferredClip(_ path: Path, style: FillStyle) -> DeferredClip? {
        cairo_save(cr)
        defer { cairo_new_path(cr); cairo_restore(cr) }
        guard appendPath(path), !lastPathWasCut, let flat = cairo_copy_path_flat(cr) else { return nil }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var points: [CGPoint] = []
        var subpaths = 0, i = 0
        let data = flat.pointee.data!, count = Int(flat.pointee.num_data)
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // Cairo starts a subpath again after closing one; a second outline is not one convex polygon.
                if i + Int(header.length) < count, data[i + Int(header.length)].header.type == CAIRO_PATH_LINE_TO { subpaths += 1 }
                if subpaths <= 1, points.isEmpty { points.append(device(data[i + 1])) }
            case CAIRO_PATH_LINE_TO:
                let p = device(data[i + 1])
                if let last = points.last, abs(last.x - p.x) < 1e-9, abs(last.y - p.y) < 1e-9 { break }
                points.append(p)
            default:
                break
            }
            i += max(1, Int(header.length))
        }
        if let first = points.first, let last = points.last, points.count > 1, abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 {
            points.removeLast()
        }
        guard subpaths == 1, points.count >= 3, let orientation = Self.convexOrientation(points) else { return nil }
        return DeferredClip(path: path, style: style, matrix: ctm, polygon: points, orientation: orientation)
    }

    private func device(_ p: cairo_path_data_t) -> CGPoint {
        var x = p.point.x, y = p.point.y
        cairo_user_to_device(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// 1 or -1 for a convex polygon turning counter-clockwise or clockwise; nil when it is not convex (or flat).
    static func convexOrientation(_ points: [CGPoint]) -> Double? {
        var sign = 0.0
        let n = points.count
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n], c = points[(i + 2) % n]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            guard cross.isFinite else { return nil }
            if abs(cross) < 1e-9 { continue }
            let s: Double = cross > 0 ? 1 : -1
            if sign == 0 { sign = s } else if s != sign { return nil }
        }
        return sign == 0 ? nil : sign
    }

    /// Whether an item can be painted while the deferred clips wait: a retained part, a transform or a clip
    /// (their items are asked in turn), or an item whose pixels all lie inside every deferred clip.
    func deferredClipsContain(_ item: DisplayItem) -> Bool {
        switch item {
        case .retained: return true
        case .effect(.transform, _), .effect(.clip, _): return true
        case .fill(let path, _, _):
            // A fill touches only the pixels its outline crosses or encloses: no slack, so that a row's background
            // as wide as its section's clip is found inside it.
            let bounds = userToDevice(Self.controlPointBounds(path))
            return deferredClips.allSatisfy { $0.contains(bounds) }
        default:
            let bounds = deviceBounds(item)
            return deferredClips.allSatisfy { $0.contains(bounds) }
        }
    }

    /// The box of a path's points and control points (which holds its curves), in user space.
    static func controlPointBounds(_ path: Path) -> CGRect {
        var x0 = CGFloat.infinity, y0 = CGFloat.infinity, x1 = -CGFloat.infinity, y1 = -CGFloat.infinity
        path.forEach { element in
            let points: [CGPoint]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quadCurve(let p, let c): points = [p, c]
            case .curve(let p, let c1, let c2): points = [p, c1, c2]
            case .closeSubpath: points = []
            }
            for p in points {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        guard x0 <= x1, y0 <= y1 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Paints an item with the deferred clips set on the context around it.
    func paintThroughDeferredClips(_ item: DisplayItem) {
        let clips = deferredClips
        deferredClips = []
        defer { deferredClips = clips }
        let setUp: (CairoRenderer) -> Void = { r in
            cairo_save(r.cr)
            for clip in clips { clip.apply(to: r) }
        }
        setUp(self)
        withState(setUp) { paint(item) }
        cairo_restore(cr)
    }
}

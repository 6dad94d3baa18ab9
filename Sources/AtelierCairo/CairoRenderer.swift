import Foundation
import CCairo
import CPangoCairo
import CRsvg
@_spi(Backend) import AtelierCore

/// Paints the core's display lists into a Cairo context.
///
/// The context's user space on entry is device pixels; the renderer scales it by `scale`
/// (pixels per point) and draws the list in points.
///
/// Choices worth knowing:
/// - Shadows: the content's alpha is blurred with a true Gaussian (separable, two passes) of
///   standard deviation `radius / 2`: SwiftUI's (Core Animation's) shadow radius reaches about
///   two standard deviations. `blur(radius:)` uses the same convention (sigma = radius / 2).
///   Above 8 device pixels of sigma, the blur runs on a copy reduced by an integer factor (box
///   filtered, its variance accounted for) and is scaled back bilinearly: the same curve at a
///   fraction of the cost.
/// - Angular gradients: Cairo 1.16 has no conic gradient. On raster targets they are computed per
///   device pixel (the angle through a 4096-entry colour table) into an image used as the source;
///   on vector targets (PDF, SVG) they are mesh patterns of sectors of at most 2.8 degrees, split
///   at every stop (exact at the stops, linear between them), so they stay vectors.
/// - `plusDarker` (max(0, S + D - 1), premultiplied) is exact on raster targets, computed per
///   pixel against the backdrop; on vector targets (PDF, SVG) it falls back to `multiply`.
/// - Projections with perspective render their content offscreen, then resample it through
///   pixman with the inverse transform (bilinear); affine projections go straight to Cairo.
/// - Offscreen effects (shadow, blur, colour matrix, projection) rasterize at the device
///   resolution on raster targets and at 2 pixels per unit on vector targets.
@_spi(Backend) public final class CairoRenderer {
    /// The Cairo context (a `cairo_t *`).
    public let context: OpaquePointer
    /// Pixels per point.
    public let scale: CGFloat
    /// Offscreen pixels per device unit.
    let oversample: Double
    private var cr: OpaquePointer { context }

    /// Creates a renderer for a Cairo context whose user space is device pixels.
    public init(context: OpaquePointer, scale: CGFloat = 1) {
        self.context = context
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let type = cairo_surface_get_type(cairo_get_target(context))
        oversample = type == CAIRO_SURFACE_TYPE_IMAGE ? 1 : 2
    }

    /// A renderer for an offscreen context whose matrix is already set up.
    private init(offscreen: OpaquePointer) {
        context = offscreen
        scale = 1
        oversample = 1
    }

    /// Paints the list, in points, over what the context's target already holds.
    public func draw(_ list: DisplayList) {
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(cr)
        cairo_scale(cr, Double(scale), Double(scale))
        paint(list.items)
        cairo_restore(cr)
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            Self.warnOnce("Cairo reported an error while drawing: \(String(cString: cairo_status_to_string(cairo_status(cr))))")
        }
    }

    nonisolated(unsafe) private static var warned = Set<String>()
    static func warnOnce(_ message: String) {
        guard !warned.contains(message) else { return }
        warned.insert(message)
        FileHandle.standardError.write(Data("Atelier: \(message)\n".utf8))
    }

    // MARK: Items

    func paint(_ items: [DisplayItem]) {
        for item in items { paint(item) }
    }

    func paint(_ item: DisplayItem) {
        switch item {
        case let .fill(path, paint, style):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard appendPath(path) else { cairo_new_path(cr); return }
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            setSource(paint, extents: fillExtents())
            cairo_fill(cr)

        case let .stroke(path, paint, style):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard applyStrokeStyle(style), appendPath(path) else { cairo_new_path(cr); return }
            setSource(paint, extents: strokeExtents())
            cairo_stroke(cr)

        case let .text(layout, origin, paint):
            guard let handle = layout.handle as? PangoTextHandle, origin.x.isFinite, origin.y.isFinite else { return }
            cairo_save(cr)
            let box = CGRect(origin: origin, size: layout.size).union(handle.inkBounds.offsetBy(dx: origin.x, dy: origin.y))
            // Runs without a colour of their own draw in the current source, whatever pattern it is.
            setSource(paint, extents: box)
            for line in handle.lines {
                cairo_move_to(cr, Double(origin.x + line.x), Double(origin.y + line.baseline))
                pango_cairo_show_layout_line(cr, line.line)
            }
            cairo_new_path(cr)
            cairo_restore(cr)

        case let .image(image, rect, interpolation, tint):
            drawImage(image, rect: rect, interpolation: interpolation, tint: tint)

        case let .effect(effect, content):
            guard !content.isEmpty else { return }
            apply(effect, to: content.items)
        }
    }

    // MARK: Paths

    static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite && abs(p.x) < 1e9 && abs(p.y) < 1e9 }

    /// Replaces the current path with `path`; false if it is empty or has non-finite points.
    @discardableResult
    func appendPath(_ path: Path) -> Bool {
        cairo_new_path(cr)
        var ok = true, any = false
        var current = CGPoint.zero, start = CGPoint.zero
        path.forEach { element in
            guard ok else { return }
            switch element {
            case .move(let p):
                guard Self.finite(p) else { ok = false; return }
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                guard Self.finite(p) else { ok = false; return }
                if cairo_has_current_point(cr) == 0 { start = p }
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p; any = true
            case .quadCurve(let p, let c):
                guard Self.finite(p), Self.finite(c) else { ok = false; return }
                if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c.x), Double(c.y)); current = c; start = c }
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p; any = true
            case .curve(let p, let c1, let c2):
                guard Self.finite(p), Self.finite(c1), Self.finite(c2) else { ok = false; return }
                if cairo_has_current_point(cr) == 0 { start = c1 }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p; any = true
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
        if !ok { cairo_new_path(cr) }
        return ok && any
    }

    func applyStrokeStyle(_ style: StrokeStyle) -> Bool {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return false }
        cairo_set_line_width(cr, min(width, 1e6))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        let limit = Double(style.miterLimit)
        cairo_set_miter_limit(cr, limit.isFinite ? max(1, limit) : 10)
        let dashes = style.dash.map(Double.init)
        if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.reduce(0, +) > 0 {
            let phase = Double(style.dashPhase).isFinite ? Double(style.dashPhase) : 0
            cairo_set_dash(cr, dashes, Int32(dashes.count), phase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        return true
    }

    func fillExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    func strokeExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Paints

    /// Sets the source to the paint; `extents` (user space) is the area it must cover.
    func setSource(_ paint: ResolvedPaint, extents: CGRect) {
        if let pattern = makePattern(paint, extents: extents) {
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
    }

    static func clamped(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    static func sortedStops(_ stops: [ResolvedGradientStop]) -> [ResolvedGradientStop] {
        let sorted = stops.enumerated().map { (i, s) -> (Int, ResolvedGradientStop) in
            var s = s
            s.location = CGFloat(clamped(Double(s.location)))
            return (i, s)
        }
        .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
        .map(\.1)
        // SwiftUI interpolates perceptually; cairo interpolates linearly between the subdivided stops.
        return GradientInterpolation.perceptual(sorted)
    }

    static func addStops(_ pattern: OpaquePointer, _ stops: [ResolvedGradientStop]) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(s.location), clamped(s.color.red), clamped(s.color.green),
                                              clamped(s.color.blue), clamped(s.color.alpha))
        }
    }

    func makePattern(_ paint: ResolvedPaint, extents: CGRect) -> OpaquePointer? {
        switch paint {
        case .color(let c):
            return cairo_pattern_create_rgba(Self.clamped(c.red), Self.clamped(c.green), Self.clamped(c.blue), Self.clamped(c.alpha))

        case let .linearGradient(stops, start, end):
            let stops = Self.sortedStops(stops)
            guard let first = stops.first else { return nil }
            guard Self.finite(start), Self.finite(end), stops.count > 1, start != end else {
                return makePattern(.color((start == end ? stops.last : first)!.color), extents: extents)
            }
            let p = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            Self.addStops(p, stops)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            return p

        case let .radialGradient(stops, center, r0, r1):
            let stops = Self.sortedStops(stops)
            guard let first = stops.first else { return nil }
            let a = Double(r0), b = Double(r1)
            guard Self.finite(center), a.isFinite, b.isFinite, stops.count > 1, a >= 0, b >= 0, a != b else {
                return makePattern(.color(first.color), extents: extents)
            }
            let p = cairo_pattern_create_radial(Double(center.x), Double(center.y), a, Double(center.x), Double(center.y), b)!
            Self.addStops(p, stops)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            return p

        case let .angularGradient(stops, center, startAngle, endAngle):
            let stops = Self.sortedStops(stops)
            guard let first = stops.first else { return nil }
            guard Self.finite(center), startAngle.isFinite, endAngle.isFinite, stops.count > 1 else {
                return makePattern(.color(first.color), extents: extents)
            }
            return angularPattern(stops, center: center, start: startAngle, end: endAngle, extents: extents)

        case let .image(image, tile, sourceRect):
            return imagePattern(image, tile: tile, sourceRect: sourceRect)
        }
    }

    /// A conic gradient around `center` covering `extents` (user space): computed per pixel on
    /// raster targets, a mesh of thin sectors on vector ones.
    func angularPattern(_ stops: [ResolvedGradientStop], center: CGPoint, start: Double, end: Double,
                        extents: CGRect) -> OpaquePointer? {
        let gradient = ConicGradient(stops, start: start, end: end)
        if oversample == 1, let p = angularRasterPattern(gradient, center: center, extents: extents) { return p }
        return Self.angularMeshPattern(gradient, center: center, extents: extents)
    }

    /// The gradient rendered into an image over the device pixels it can cover.
    func angularRasterPattern(_ gradient: ConicGradient, center: CGPoint, extents: CGRect) -> OpaquePointer? {
        guard !extents.isNull, extents.width.isFinite, extents.height.isFinite else { return nil }
        let area = userToDevice(extents).insetBy(dx: -1, dy: -1).intersection(clipDeviceExtents()).integral
        guard !area.isNull, !area.isEmpty, area.width * area.height <= 40_000_000 else { return nil }
        let w = Int(area.width), h = Int(area.height)
        let m = ctm
        var inverse = m
        guard Self.invertible(m), cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
        // A table of premultiplied colours over one turn.
        let n = 4096
        var table = [UInt32](repeating: 0, count: n)
        for i in 0..<n {
            let c = gradient.color(at: gradient.base + (Double(i) + 0.5) / Double(n) * ConicGradient.turn, fromBelow: false)
            let a = Self.clamped(c.alpha)
            func byte(_ v: Double) -> UInt32 { UInt32((Self.clamped(v) * a * 255).rounded()) }
            table[i] = (UInt32((a * 255).rounded()) << 24) | (byte(c.red) << 16) | (byte(c.green) << 8) | byte(c.blue)
        }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(image))
        let cx = Double(center.x), cy = Double(center.y)
        let scale = Float(Double(n) / ConicGradient.turn)
        let base = Float(gradient.base.truncatingRemainder(dividingBy: ConicGradient.turn))
        table.withUnsafeBufferPointer { lut in
            for y in 0..<h {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                // User-space position of the row's first pixel centre, and the step per pixel.
                let dx0 = Double(area.minX) + 0.5, dy0 = Double(area.minY) + Double(y) + 0.5
                var ux = inverse.xx * dx0 + inverse.xy * dy0 + inverse.x0 - cx
                var uy = inverse.yx * dx0 + inverse.yy * dy0 + inverse.y0 - cy
                for x in 0..<w {
                    var a = (ConicGradient.fastAtan2(Float(uy), Float(ux)) - base) * scale
                    a = a.truncatingRemainder(dividingBy: Float(n))
                    if a < 0 { a += Float(n) }
                    row[x] = lut[min(n - 1, Int(a))]
                    ux += inverse.xx; uy += inverse.yx
                }
            }
        }
        cairo_surface_mark_dirty(image)
        let pattern = cairo_pattern_create_for_surface(image)!
        cairo_surface_destroy(image)
        // user -> device -> image pixels
        var translate = cairo_matrix_t()
        cairo_matrix_init_translate(&translate, -Double(area.minX), -Double(area.minY))
        var userToImage = cairo_matrix_t()
        var mm = m
        cairo_matrix_multiply(&userToImage, &mm, &translate)
        cairo_pattern_set_matrix(pattern, &userToImage)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }

    /// The gradient as a mesh of sectors of at most 2.8 degrees, split at every stop (exact at the
    /// stops, linear between them): stays a vector in PDF output.
    static func angularMeshPattern(_ gradient: ConicGradient, center: CGPoint, extents: CGRect) -> OpaquePointer? {
        // The radius that covers the area to fill.
        var radius = 1.0
        if !extents.isNull, !extents.isEmpty, extents.width.isFinite, extents.height.isFinite {
            for p in [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                      CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)] {
                radius = max(radius, hypot(Double(p.x - center.x), Double(p.y - center.y)))
            }
        } else {
            radius = 1e5
        }
        radius = min(radius + 2, 1e6)
        let breaks = gradient.breakpoints
        let maxStep = Double.pi / 64
        var angles: [Double] = []
        for (a, b) in zip(breaks, breaks.dropFirst()) {
            let n = max(1, Int(((b - a) / maxStep).rounded(.up)))
            for i in 0..<n { angles.append(a + (b - a) * Double(i) / Double(n)) }
        }
        angles.append(gradient.base + ConicGradient.turn)

        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let cx = Double(center.x), cy = Double(center.y)
        for (a, b) in zip(angles, angles.dropFirst()) where b > a {
            let ca = gradient.color(at: a, fromBelow: false), cb = gradient.color(at: b, fromBelow: true)
            let k = 4.0 / 3.0 * tan((b - a) / 4) * radius
            let p1 = (cx + radius * cos(a), cy + radius * sin(a))
            let p2 = (cx + radius * cos(b), cy + radius * sin(b))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, p1.0, p1.1)
            cairo_mesh_pattern_curve_to(mesh, p1.0 - k * sin(a), p1.1 + k * cos(a),
                                        p2.0 + k * sin(b), p2.1 - k * cos(b), p2.0, p2.1)
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), clamped(c.red), clamped(c.green),
                                                         clamped(c.blue), clamped(c.alpha))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// An image repeated so that `sourceRect` (unit coordinates of the image) fills `tile`.
    func imagePattern(_ image: LoadedImage, tile: CGRect, sourceRect: CGRect) -> OpaquePointer? {
        guard let ci = image.handle as? CairoImage, let full = ci.rasterSurface else { return nil }
        let (pw, ph) = ci.rasterSize
        guard pw > 0, ph > 0, tile.width.isFinite, tile.height.isFinite, tile.minX.isFinite, tile.minY.isFinite,
              tile.width > 0, tile.height > 0 else { return nil }
        var src = sourceRect.standardized
        if !(src.width.isFinite && src.height.isFinite && src.minX.isFinite && src.minY.isFinite) || src.isEmpty {
            src = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let x0 = max(0, min(pw - 1, Int((src.minX * CGFloat(pw)).rounded())))
        let y0 = max(0, min(ph - 1, Int((src.minY * CGFloat(ph)).rounded())))
        let x1 = max(x0 + 1, min(pw, Int((src.maxX * CGFloat(pw)).rounded())))
        let y1 = max(y0 + 1, min(ph, Int((src.maxY * CGFloat(ph)).rounded())))
        let w = x1 - x0, h = y1 - y0
        var surface = cairo_surface_reference(full)!
        if w != pw || h != ph {
            // Copy the sub-rectangle so that it repeats on its own.
            let sub = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
            let c = cairo_create(sub)!
            cairo_set_source_surface(c, full, Double(-x0), Double(-y0))
            cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
            cairo_paint(c)
            cairo_destroy(c)
            cairo_surface_destroy(surface)
            surface = sub
        }
        let p = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(w) / Double(tile.width), Double(h) / Double(tile.height))
        cairo_matrix_translate(&m, Double(-tile.minX), Double(-tile.minY))
        cairo_pattern_set_matrix(p, &m)
        cairo_pattern_set_extend(p, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(p, CAIRO_FILTER_GOOD)
        return p
    }

    // MARK: Images

    static func filter(_ interpolation: Image.Interpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_GOOD
        }
    }

    func drawImage(_ image: LoadedImage, rect: CGRect, interpolation: Image.Interpolation, tint: ResolvedPaint?) {
        let rect = rect.standardized
        guard let ci = image.handle as? CairoImage, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
              rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if ci.svg != nil {
            if let tint {
                cairo_push_group(cr)
                ci.renderSVG(into: cr, rect: rect)
                let group = cairo_pop_group(cr)!
                setSource(tint, extents: rect)
                cairo_mask(cr, group)
                cairo_pattern_destroy(group)
            } else {
                ci.renderSVG(into: cr, rect: rect)
            }
            return
        }
        guard let surface = ci.surface else { return }
        let pw = Double(cairo_image_surface_get_width(surface)), ph = Double(cairo_image_surface_get_height(surface))
        guard pw > 0, ph > 0 else { return }
        if let tint { setSource(tint, extents: rect) }
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / pw, Double(rect.height) / ph)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_filter(pattern, Self.filter(interpolation))
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, pw, ph)
        if tint != nil {
            cairo_clip(cr)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
        cairo_pattern_destroy(pattern)
    }

    // MARK: Effects

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

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        }
    }

    func blend(_ content: [DisplayItem], _ mode: BlendMode) {
        if mode == .normal { paint(content); return }
        if mode == .plusDarker, plusDarker(content) { return }
        inGroup(content) {
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            cairo_paint(cr)
        }
    }

    /// plusDarker computed per pixel against the backdrop of a raster target; false if the target is not raster.
    func plusDarker(_ content: [DisplayItem]) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        else { return false }
        let region = deviceBounds(content).intersection(clipDeviceExtents())
        guard !region.isNull, !region.isEmpty, let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: 1)
        else { return true }
        cairo_surface_flush(target)
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let tStride = Int(cairo_image_surface_get_stride(target))
        let opaqueTarget = cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        guard let tData = cairo_image_surface_get_data(target), let sData = cairo_image_surface_get_data(off.surface) else { return true }
        let sStride = Int(cairo_image_surface_get_stride(off.surface))
        let ox = Int(off.rect.minX.rounded()) + Int(dx.rounded()), oy = Int(off.rect.minY.rounded()) + Int(dy.rounded())
        for y in 0..<off.height {
            let ty = oy + y
            let srow = UnsafeMutableRawPointer(sData + y * sStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<off.width {
                let tx = ox + x
                var d: UInt32 = 0
                if tx >= 0, ty >= 0, tx < tw, ty < th {
                    d = UnsafeRawPointer(tData + ty * tStride).assumingMemoryBound(to: UInt32.self)[tx]
                    if opaqueTarget { d |= 0xFF00_0000 }
                }
                let s = srow[x]
                let sa = Int(s >> 24), da = Int(d >> 24)
                let ra = sa + da - (sa * da + 127) / 255
                func channel(_ shift: UInt32) -> UInt32 {
                    let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
                    // premultiplied max(0, 1 - ((1 - D) + (1 - S))) generalised: Ra - ((Da - D) + (Sa - S))
                    return UInt32(max(0, min(ra, ra - ((da - dc) + (sa - sc)))))
                }
                srow[x] = (UInt32(ra) << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)
            }
        }
        cairo_surface_mark_dirty(off.surface)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        paintOffscreen(off)
        cairo_restore(cr)
        return true
    }

    // MARK: Shadow, blur, colour matrix

    func drawShadow(_ content: [DisplayItem], color: RGBAColor, radius: CGFloat, offset: CGSize) {
        guard color.alpha > 0 else { return }
        let contentBounds = deviceBounds(content)
        guard !contentBounds.isNull, !contentBounds.isEmpty else { return }
        let d = deviceScale()
        let sigmaDev = GaussianBlur.sigma(forRadius: radius) * d
        var ox = Double(offset.width).isFinite ? Double(offset.width) : 0
        var oy = Double(offset.height).isFinite ? Double(offset.height) : 0
        cairo_user_to_device_distance(cr, &ox, &oy)
        let reach = ceil(3 * sigmaDev) + 1
        let visible = contentBounds.offsetBy(dx: ox, dy: oy).insetBy(dx: -reach, dy: -reach).intersection(clipDeviceExtents())
        guard !visible.isNull, !visible.isEmpty else { return }
        // The content that casts into the visible area, with room for the blur around it.
        let source = visible.offsetBy(dx: -ox, dy: -oy).insetBy(dx: -reach, dy: -reach).intersection(contentBounds)
        guard !source.isNull, !source.isEmpty else { return }
        let region = source.insetBy(dx: -reach, dy: -reach)
        let k = oversample
        guard let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_A8, k: k) else { return }
        let sigmaPx = sigmaDev * k
        if sigmaPx > 0.05, let data = cairo_image_surface_get_data(off.surface) {
            let stride = Int(cairo_image_surface_get_stride(off.surface))
            var buffer = [Float](repeating: 0, count: off.width * off.height)
            for y in 0..<off.height {
                for x in 0..<off.width { buffer[y * off.width + x] = Float(data[y * stride + x]) }
            }
            buffer.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: off.width, height: off.height, channels: 1, sigma: sigmaPx, clampEdges: false)
            }
            for y in 0..<off.height {
                for x in 0..<off.width {
                    data[y * stride + x] = UInt8(max(0, min(255, buffer[y * off.width + x].rounded())))
                }
            }
            cairo_surface_mark_dirty(off.surface)
        }
        cairo_save(cr)
        cairo_set_source_rgba(cr, Self.clamped(color.red), Self.clamped(color.green), Self.clamped(color.blue), Self.clamped(color.alpha))
        cairo_identity_matrix(cr)
        cairo_translate(cr, off.rect.minX + ox, off.rect.minY + oy)
        cairo_scale(cr, 1 / k, 1 / k)
        cairo_mask_surface(cr, off.surface, 0, 0)
        cairo_restore(cr)
    }

    func drawBlurred(_ content: [DisplayItem], radius: CGFloat, opaque: Bool) {
        let sigmaDev = GaussianBlur.sigma(forRadius: radius) * deviceScale()
        guard sigmaDev > 0.05 else { paint(content); return }
        let contentBounds = deviceBounds(content)
        guard !contentBounds.isNull, !contentBounds.isEmpty else { return }
        let reach = ceil(3 * sigmaDev) + 1
        let clip = clipDeviceExtents()
        let region: CGRect
        if opaque {
            // The content's own bounds, without the pixel of slack: edge pixels extend outwards.
            region = contentBounds.insetBy(dx: 1, dy: 1).intersection(clip.insetBy(dx: -reach, dy: -reach))
        } else {
            region = contentBounds.insetBy(dx: -reach, dy: -reach).intersection(clip.insetBy(dx: -reach, dy: -reach))
        }
        guard !region.isNull, !region.isEmpty else { return }
        let k = oversample
        guard let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: k),
              let data = cairo_image_surface_get_data(off.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(off.surface))
        let w = off.width, h = off.height
        var buffer = [Float](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = row[x], i = (y * w + x) * 4
                buffer[i] = Float(p >> 24); buffer[i + 1] = Float((p >> 16) & 0xFF)
                buffer[i + 2] = Float((p >> 8) & 0xFF); buffer[i + 3] = Float(p & 0xFF)
            }
        }
        buffer.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: w, height: h, channels: 4, sigma: sigmaDev * k, clampEdges: opaque)
        }
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = UInt32(max(0, min(255, buffer[i].rounded())))
                func c(_ v: Float) -> UInt32 { min(a, UInt32(max(0, min(255, v.rounded())))) }
                row[x] = (a << 24) | (c(buffer[i + 1]) << 16) | (c(buffer[i + 2]) << 8) | c(buffer[i + 3])
            }
        }
        cairo_surface_mark_dirty(off.surface)
        paintOffscreen(off)
    }

    func drawColorMatrix(_ content: [DisplayItem], _ matrix: [Float]) {
        guard matrix.count >= 20, matrix.allSatisfy({ $0.isFinite }) else { paint(content); return }
        let region = deviceBounds(content).intersection(clipDeviceExtents())
        guard !region.isNull, !region.isEmpty else { return }
        let k = oversample
        guard let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: k),
              let data = cairo_image_surface_get_data(off.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(off.surface))
        let m = matrix
        for y in 0..<off.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<off.width {
                let p = row[x]
                let a = Float(p >> 24) / 255
                var r: Float = 0, g: Float = 0, b: Float = 0
                if a > 0 {
                    r = Float((p >> 16) & 0xFF) / 255 / a; g = Float((p >> 8) & 0xFF) / 255 / a; b = Float(p & 0xFF) / 255 / a
                }
                func row4(_ i: Int) -> Float { min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4])) }
                let nr = row4(0), ng = row4(5), nb = row4(10), na = row4(15)
                func byte(_ v: Float) -> UInt32 { UInt32((v * na * 255).rounded()) }
                row[x] = (UInt32((na * 255).rounded()) << 24) | (byte(nr) << 16) | (byte(ng) << 8) | byte(nb)
            }
        }
        cairo_surface_mark_dirty(off.surface)
        paintOffscreen(off)
    }

    // MARK: Projection

    /// The projection as it acts on device space: the current matrix undone, the projection, the
    /// matrix again (row vectors, so C⁻¹ · P · C); nil where either cannot be inverted.
    func deviceProjection(_ p: ProjectionTransform) -> ProjectionTransform? {
        let c = ctm
        let C = ProjectionTransform(CGAffineTransform(a: c.xx, b: c.yx, c: c.xy, d: c.yy, tx: c.x0, ty: c.y0))
        guard let Cinv = C.drawableInverse else { return nil }
        return Cinv.concatenating(p).concatenating(C)
    }

    /// The bounding box of the rectangle's corners through `h`; nil when one of them lies at or
    /// behind the viewer, where the image has no finite bounds.
    static func projectedCorners(_ r: CGRect, _ h: ProjectionTransform) -> CGRect? {
        var out = CGRect.null
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            let (X, Y, W) = h.homogeneousImage(of: CGPoint(x: x, y: y))
            if W <= 1e-9 { return nil }
            out = out.union(CGRect(x: X / W, y: Y / W, width: 0, height: 0))
        }
        return out
    }

    func drawProjected(_ content: [DisplayItem], _ p: ProjectionTransform) {
        guard p.isFinite else { return }
        if p.m13 == 0, p.m23 == 0, p.m33 != 0 {
            // Affine: [x y 1]·M maps to x' = m11 x + m21 y + m31, y' = m12 x + m22 y + m32.
            let s = 1 / p.m33
            var m = cairo_matrix_t(xx: p.m11 * s, yx: p.m12 * s, xy: p.m21 * s, yy: p.m22 * s, x0: p.m31 * s, y0: p.m32 * s)
            guard Self.invertible(m) else { return }
            cairo_save(cr)
            cairo_transform(cr, &m)
            paint(content)
            cairo_restore(cr)
            return
        }
        guard let H = deviceProjection(p), let Hinv = H.drawableInverse else { return }

        let clip = clipDeviceExtents()
        guard !clip.isNull, !clip.isEmpty else { return }
        let content0 = deviceBounds(content)
        let limit = clip.insetBy(dx: -2 * max(clip.width, 256), dy: -2 * max(clip.height, 256))
        let source = content0.intersection(limit)
        guard !source.isNull, !source.isEmpty else { return }
        let destination = (Self.projectedCorners(source, H) ?? clip).insetBy(dx: -1, dy: -1).intersection(clip)
        guard !destination.isNull, !destination.isEmpty else { return }

        let k = oversample
        guard let src = renderOffscreen(content, region: source, format: CAIRO_FORMAT_ARGB32, k: k),
              let dst = Offscreen(region: destination, format: CAIRO_FORMAT_ARGB32, k: k) else { return }
        // destination pixel -> device -> source device -> source pixel
        let Ad = ProjectionTransform(CGAffineTransform(a: 1 / k, b: 0, c: 0, d: 1 / k, tx: dst.rect.minX, ty: dst.rect.minY))
        let As = ProjectionTransform(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: -k * src.rect.minX, ty: -k * src.rect.minY))
        let T = Ad.concatenating(Hinv).concatenating(As)
        // pixman's matrix acts on column vectors: the transpose of Apple's, read row by row.
        var cells = T.columnMajorEntries
        // Homogeneous: scale freely so that the 16.16 fixed-point entries keep their precision,
        // while pixman's transformed points (also 16.16) stay below 32768 over the whole image.
        var largest = cells.map(abs).max() ?? 0
        for (x, y) in [(0.0, 0.0), (Double(dst.width), 0), (0, Double(dst.height)), (Double(dst.width), Double(dst.height))] {
            let (a, b, c) = T.homogeneousImage(of: CGPoint(x: x, y: y))
            largest = max(largest, abs(a), abs(b), abs(c))
        }
        guard largest > 0, largest.isFinite else { return }
        cells = cells.map { $0 * 16000 / largest }
        var transform = pixman_transform()
        withUnsafeMutableBytes(of: &transform.matrix) { raw in
            let fixed = raw.bindMemory(to: pixman_fixed_t.self)
            for i in 0..<9 { fixed[i] = pixman_fixed_t(clamping: Int((cells[i] * 65536).rounded())) }
        }
        cairo_surface_flush(src.surface)
        cairo_surface_flush(dst.surface)
        guard let sdata = cairo_image_surface_get_data(src.surface), let ddata = cairo_image_surface_get_data(dst.surface) else { return }
        let sImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(src.width), Int32(src.height),
                                              UnsafeMutableRawPointer(sdata).assumingMemoryBound(to: UInt32.self),
                                              cairo_image_surface_get_stride(src.surface))
        let dImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(dst.width), Int32(dst.height),
                                              UnsafeMutableRawPointer(ddata).assumingMemoryBound(to: UInt32.self),
                                              cairo_image_surface_get_stride(dst.surface))
        guard let sImage, let dImage else {
            if let sImage { pixman_image_unref(sImage) }
            if let dImage { pixman_image_unref(dImage) }
            return
        }
        pixman_image_set_transform(sImage, &transform)
        pixman_image_set_filter(sImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(sImage, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_SRC, sImage, nil, dImage, 0, 0, 0, 0, 0, 0, Int32(dst.width), Int32(dst.height))
        pixman_image_unref(sImage)
        pixman_image_unref(dImage)
        cairo_surface_mark_dirty(dst.surface)
        paintOffscreen(dst)
    }

    // MARK: Device space

    var ctm: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }

    static func invertible(_ m: cairo_matrix_t) -> Bool {
        let det = m.xx * m.yy - m.xy * m.yx
        return [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0].allSatisfy { $0.isFinite } && det.isFinite && abs(det) > 1e-12
    }

    /// Device units per user unit (the geometric mean of the current matrix's scales).
    func deviceScale() -> Double {
        let m = ctm
        let s = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        return s.isFinite && s > 0 ? s : 1
    }

    /// The bounding box, in device space, of a user-space rectangle.
    func userToDevice(_ r: CGRect) -> CGRect {
        guard !r.isNull, !r.isEmpty || r.width > 0 || r.height > 0 else { return .null }
        var out = CGRect.null
        for (x0, y0) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var x = Double(x0), y = Double(y0)
            cairo_user_to_device(cr, &x, &y)
            out = out.union(CGRect(x: x, y: y, width: 0, height: 0))
        }
        return out
    }

    /// The current clip's extents in device space.
    func clipDeviceExtents() -> CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        guard x2 > x1, y2 > y1 else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clip with a device-space rectangle.
    func clipToDevice(_ r: CGRect) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        let a = r.integral
        cairo_rectangle(cr, Double(a.minX), Double(a.minY), Double(a.width), Double(a.height))
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    static let unbounded = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

    /// Where the items can paint, in device space (null if nowhere), with a pixel of slack.
    func deviceBounds(_ items: [DisplayItem]) -> CGRect {
        var r = CGRect.null
        for item in items { r = r.union(deviceBounds(item)) }
        return r
    }

    func deviceBounds(_ item: DisplayItem) -> CGRect {
        switch item {
        case let .fill(path, _, _):
            cairo_save(cr)
            defer { cairo_new_path(cr); cairo_restore(cr) }
            guard appendPath(path) else { return .null }
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            return userToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).insetBy(dx: -1, dy: -1)
        case let .stroke(path, _, style):
            cairo_save(cr)
            defer { cairo_new_path(cr); cairo_restore(cr) }
            guard applyStrokeStyle(style), appendPath(path) else { return .null }
            cairo_set_dash(cr, nil, 0, 0)
            return userToDevice(strokeExtents()).insetBy(dx: -1, dy: -1)
        case let .text(layout, origin, _):
            guard let handle = layout.handle as? PangoTextHandle, origin.x.isFinite, origin.y.isFinite else { return .null }
            let box = CGRect(origin: origin, size: layout.size).union(handle.inkBounds.offsetBy(dx: origin.x, dy: origin.y))
            return userToDevice(box).insetBy(dx: -2, dy: -2)
        case let .image(_, rect, _, _):
            let rect = rect.standardized
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return .null }
            return userToDevice(rect).insetBy(dx: -1, dy: -1)
        case let .effect(effect, content):
            return deviceBounds(effect, content.items)
        }
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

    // MARK: Offscreen

    /// An image surface covering a device-space rectangle at `k` pixels per device unit.
    final class Offscreen {
        let surface: OpaquePointer
        /// The covered device rectangle (aligned to whole pixels).
        let rect: CGRect
        let k: Double
        let width: Int, height: Int

        init?(region: CGRect, format: cairo_format_t, k: Double) {
            guard !region.isNull, !region.isEmpty, region.minX.isFinite, region.minY.isFinite,
                  region.width.isFinite, region.height.isFinite else { return nil }
            let px0 = floor(Double(region.minX) * k), py0 = floor(Double(region.minY) * k)
            let px1 = ceil(Double(region.maxX) * k), py1 = ceil(Double(region.maxY) * k)
            let w = Int(px1 - px0), h = Int(py1 - py0)
            guard w > 0, h > 0, w <= 16384, h <= 16384, w * h <= 40_000_000 else {
                CairoRenderer.warnOnce("an effect needs an offscreen image of \(w) x \(h) pixels, too large; it is skipped")
                return nil
            }
            guard let s = cairo_image_surface_create(format, Int32(w), Int32(h)),
                  cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
            surface = s
            rect = CGRect(x: px0 / k, y: py0 / k, width: Double(w) / k, height: Double(h) / k)
            self.k = k
            width = w; height = h
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// Renders the items, as the current context would place them, into an offscreen image.
    func renderOffscreen(_ items: [DisplayItem], region: CGRect, format: cairo_format_t, k: Double) -> Offscreen? {
        guard let off = Offscreen(region: region, format: format, k: k) else { return nil }
        let ocr = cairo_create(off.surface)!
        var m = ctm
        cairo_scale(ocr, k, k)
        cairo_translate(ocr, -Double(off.rect.minX), -Double(off.rect.minY))
        cairo_transform(ocr, &m)
        cairo_set_antialias(ocr, cairo_get_antialias(cr))
        CairoRenderer(offscreen: ocr).paint(items)
        cairo_destroy(ocr)
        cairo_surface_flush(off.surface)
        return off
    }

    /// Paints an offscreen image back where it came from (through the current clip and operator).
    func paintOffscreen(_ off: Offscreen) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(off.rect.minX), Double(off.rect.minY))
        cairo_scale(cr, 1 / off.k, 1 / off.k)
        cairo_set_source_surface(cr, off.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), off.k == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(off.width), Double(off.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

extension ProjectionTransform {
    /// Whether every entry is finite: anything else is drawn as nothing.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy { $0.isFinite }
    }

    /// The entries column by column: the row-major layout of the column-vector matrix that cairo
    /// and pixman use.
    var columnMajorEntries: [Double] { [m11, m21, m31, m12, m22, m32, m13, m23, m33].map(Double.init) }

    /// The inverse, or nil when the determinant is within 1e-12 of zero: such a projection
    /// crushes the content to (almost) nothing, and its inverse would blow up offscreen sizes.
    var drawableInverse: ProjectionTransform? {
        var inverse = self
        guard abs(determinant) > 1e-12, inverse.invert() else { return nil }
        return inverse
    }
}

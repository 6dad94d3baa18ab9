import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Sources: colours, linear and radial gradients and image paint as Cairo patterns
// (angular gradients are in CairoRenderer+AngularGradient.swift).

extension CairoRenderer {
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

    /// A linear or radial gradient pattern with the sorted stops, padded beyond its ends as SwiftUI's are.
    static func gradient(_ pattern: OpaquePointer, _ stops: [ResolvedGradientStop]) -> OpaquePointer {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(s.location), clamped(s.color.red), clamped(s.color.green),
                                              clamped(s.color.blue), clamped(s.color.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
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
            return Self.gradient(cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!, stops)

        case let .radialGradient(stops, center, r0, r1):
            let stops = Self.sortedStops(stops)
            guard let first = stops.first else { return nil }
            let a = Double(r0), b = Double(r1)
            guard Self.finite(center), a.isFinite, b.isFinite, stops.count > 1, a >= 0, b >= 0, a != b else {
                return makePattern(.color(first.color), extents: extents)
            }
            return Self.gradient(cairo_pattern_create_radial(Double(center.x), Double(center.y), a, Double(center.x), Double(center.y), b)!, stops)

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
}

import Foundation
import CCairo
import CPangoCairo
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
///
/// One concept per file: this one dispatches items and says where they paint; `+Paths`,
/// `+Patterns`, `+AngularGradient` and `+Images` draw them. `+Effects` holds the one switch over
/// `DisplayEffect`: each effect is a `CairoEffect` that both paints and reports its device bounds
/// (`+BlendModes`, `+Filters`, `+Projection` hold the larger ones). `+Offscreen` and
/// `+DeviceSpace` are the tools they share. The pure math (ProjectionTransform, GaussianBlur,
/// ConicGradient) lives in the core.
@_spi(Backend) public final class CairoRenderer {
    /// The Cairo context (a `cairo_t *`).
    public let context: OpaquePointer
    /// Pixels per point.
    public let scale: CGFloat
    /// Offscreen pixels per device unit.
    let oversample: Double
    /// The context, under the short name Cairo code uses.
    var cr: OpaquePointer { context }

    /// Creates a renderer for a Cairo context whose user space is device pixels.
    public init(context: OpaquePointer, scale: CGFloat = 1) {
        self.context = context
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let type = cairo_surface_get_type(cairo_get_target(context))
        oversample = type == CAIRO_SURFACE_TYPE_IMAGE ? 1 : 2
    }

    /// A renderer for an offscreen context whose matrix is already set up.
    init(offscreen: OpaquePointer) {
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

    func paint(_ items: [DisplayItem]) { paint(items[...], visible: nil) }

    /// Paints items in order; a retained part outside the clip is skipped, so a long list draws what
    /// shows, not what it holds. `visible` is the clip in user space when the caller has it already.
    func paint(_ items: ArraySlice<DisplayItem>, visible: CGRect?) {
        var clip = visible
        for item in items {
            if case .retained(let kept) = item {
                let visible = clip ?? userClipExtents()
                clip = visible
                guard Self.mayShow(kept.bounds, in: visible) else { continue }
            }
            paint(item)
        }
    }

    /// Paints a retained part a run of items at a time, skipping the runs outside the clip.
    func paint(_ kept: RetainedDisplayList) {
        let items = kept.list.items
        guard kept.runs.runs.count > 1 else { return paint(items[...], visible: nil) }
        let visible = userClipExtents()
        for run in kept.runs.runs where Self.mayShow(run.bounds, in: visible) {
            paint(items[run.elements], visible: visible)
        }
    }

    /// Whether something painting within `bounds` can show inside the clip `visible` (null: no clip known).
    static func mayShow(_ bounds: CGRect, in visible: CGRect) -> Bool {
        if bounds.isNull { return false }
        return visible.isNull || bounds.isInfinite || bounds.intersects(visible)
    }

    /// The current clip's extents in user space; null when the context reports none to go by.
    func userClipExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard x2 > x1, y2 > y1, x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
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
            guard let (handle, box) = Self.placedText(layout, origin) else { return }
            cairo_save(cr)
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
            guard !content.paintsNothingNow else { return }
            Self.rendering(effect).paint(content.items, in: self)

        case let .retained(kept):
            paint(kept)
        }
    }

    /// Pango's lines for a text item, and the box (user space) its layout and ink cover; nil for
    /// text another engine shaped or a non-finite origin.
    static func placedText(_ layout: TextLayout, _ origin: CGPoint) -> (PangoTextHandle, CGRect)? {
        guard let handle = layout.handle as? PangoTextHandle, origin.x.isFinite, origin.y.isFinite else { return nil }
        return (handle, CGRect(origin: origin, size: layout.size).union(handle.inkBounds.offsetBy(dx: origin.x, dy: origin.y)))
    }

    /// Where the items can paint, in device space (null if nowhere), with a pixel of slack.
    func deviceBounds(_ items: [DisplayItem]) -> CGRect {
        var r = CGRect.null
        for item in items { r = r.union(deviceBounds(item)) }
        return r
    }

    func deviceBounds(_ item: DisplayItem) -> CGRect {
        switch item {
        case let .fill(path, _, _):
            return pathDeviceBounds(path) ?? .null
        case let .stroke(path, _, style):
            cairo_save(cr)
            defer { cairo_new_path(cr); cairo_restore(cr) }
            guard applyStrokeStyle(style), appendPath(path) else { return .null }
            cairo_set_dash(cr, nil, 0, 0)
            return userToDevice(strokeExtents()).insetBy(dx: -1, dy: -1)
        case let .text(layout, origin, _):
            guard let (_, box) = Self.placedText(layout, origin) else { return .null }
            return userToDevice(box).insetBy(dx: -2, dy: -2)
        case let .image(_, rect, _, _):
            let rect = rect.standardized
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return .null }
            return userToDevice(rect).insetBy(dx: -1, dy: -1)
        case let .effect(effect, content):
            return Self.rendering(effect).deviceBounds(of: content.items, in: self)
        case let .retained(kept):
            return deviceBounds(kept.list.items)
        }
    }
}

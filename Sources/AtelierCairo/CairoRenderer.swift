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
    /// Whether the last path appended was cut to the clip (`DevicePathCutter`): its extents are then not the
    /// shape's, which a gradient spans.
    var lastPathWasCut = false
    /// The Cairo context (a `cairo_t *`) being drawn into: the caller's, or a fresh one on the same
    /// target after Cairo put the previous one in an error state (it then ignores every later call).
    public private(set) var context: OpaquePointer
    /// Pixels per point.
    public let scale: CGFloat
    /// Offscreen pixels per device unit.
    let oversample: Double
    /// The context, under the short name Cairo code uses.
    var cr: OpaquePointer { context }
    /// What a fresh context starts from: the caller's target, matrix and antialiasing.
    private let target: OpaquePointer
    private let baseMatrix: cairo_matrix_t
    private let baseAntialias: cairo_antialias_t
    /// Contexts this renderer created to recover from errors (the caller owns the first).
    private var ownedContexts: [OpaquePointer] = []
    /// The state each enclosing effect set up, as a way to set it up again on a fresh context
    /// (a `cairo_save` and what followed it); nil for one that cannot be (a group holding what it drew so far).
    private var states: [((CairoRenderer) -> Void)?] = []
    /// The clip paths of enclosing clips not yet set on the context, innermost last (`+DeferredClips`).
    var deferredClips: [DeferredClip] = []

    /// Creates a renderer for a Cairo context whose user space is device pixels.
    public init(context: OpaquePointer, scale: CGFloat = 1) {
        self.context = context
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        target = cairo_surface_reference(cairo_get_target(context))
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        baseMatrix = m
        baseAntialias = cairo_get_antialias(context)
        let type = cairo_surface_get_type(target)
        oversample = type == CAIRO_SURFACE_TYPE_IMAGE ? 1 : 2
    }

    /// A renderer for an offscreen context whose matrix is already set up.
    convenience init(offscreen: OpaquePointer) {
        self.init(context: offscreen, scale: 1)
    }

    deinit {
        for c in ownedContexts { cairo_destroy(c) }
        cairo_surface_destroy(target)
    }

    /// Paints the list, in points, over what the context's target already holds.
    public func draw(_ list: DisplayList) {
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            return Diagnostics.warn("a Cairo context already in an error state (\(Self.statusText(cr))) was given to draw into; nothing is drawn",
                                    key: "cairo-context-error")
        }
        let s = Double(scale)
        let setUp: (CairoRenderer) -> Void = { cairo_save($0.cr); cairo_scale($0.cr, s, s) }
        setUp(self)
        withState(setUp) { paint(list.items) }
        cairo_restore(cr)
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            Diagnostics.warn("Cairo reported an error while drawing (\(Self.statusText(cr))); the rest of the frame is not drawn",
                             key: "cairo-error-final")
        }
    }

    /// Fills the clip with `background` (replacing what it held: a clear background clears), then paints the
    /// list; the background is left out where the list covers the clip with opaque paint.
    public func draw(_ list: DisplayList, over background: RGBAColor) {
        let s = Double(scale)
        cairo_save(cr)
        cairo_scale(cr, s, s)
        let covered = firstShownIndex(list.items[...], visible: userClipExtents()) != nil
        cairo_restore(cr)
        if !covered {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, Self.clamped(background.red), Self.clamped(background.green),
                                  Self.clamped(background.blue), Self.clamped(background.alpha))
            cairo_paint(cr)
            cairo_restore(cr)
        }
        draw(list)
    }

    static func statusText(_ cr: OpaquePointer) -> String { String(cString: cairo_status_to_string(cairo_status(cr))) }

    /// Runs `body` with an effect's state on the stack of states a recovery sets up again.
    func withState<R>(_ setUp: ((CairoRenderer) -> Void)?, _ body: () -> R) -> R {
        states.append(setUp)
        defer { states.removeLast() }
        return body()
    }

    /// Whether painting can go on: true if the context is fine, or was in an error state and has been
    /// replaced by a fresh one with the enclosing effects set up again (the failed item is left out);
    /// false while an enclosing group holds content that a fresh context would lose.
    func recoverIfFailed() -> Bool {
        guard cairo_status(cr) != CAIRO_STATUS_SUCCESS else { return true }
        Self.failures += 1
        guard states.allSatisfy({ $0 != nil }) else { return false }
        // A drawing the backend failed leaves its error on the target too, and a fresh context would inherit it.
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else {
            Diagnostics.warn("Cairo stopped drawing (\(Self.statusText(cr))) and the target surface keeps the error; the rest of the frame is not drawn",
                             key: "cairo-target-error")
            return false
        }
        Diagnostics.warn("Cairo stopped drawing (\(Self.statusText(cr))); the item that failed is left out and the rest is drawn on a fresh context",
                         key: "cairo-error")
        let fresh = cairo_create(target)!
        ownedContexts.append(fresh)
        context = fresh
        var m = baseMatrix
        cairo_set_matrix(fresh, &m)
        cairo_set_antialias(fresh, baseAntialias)
        for setUp in states { setUp?(self) }
        return cairo_status(fresh) == CAIRO_STATUS_SUCCESS
    }

    // MARK: Items

    func paint(_ items: [DisplayItem]) { paint(items[...], visible: nil) }

    /// Paints items in order; a retained part outside the clip is skipped, so a long list draws what
    /// shows, not what it holds. `visible` is the clip in user space when the caller has it already.
    func paint(_ items: ArraySlice<DisplayItem>, visible: CGRect?) {
        var clip = visible
        var shown = items
        if items.count > 1, oversample == 1 {
            let visible = clip ?? userClipExtents()
            clip = visible
            // What a later item covers whole does not show (`+Occlusion`).
            if let first = firstShownIndex(items, visible: visible) { shown = items[first...] }
        }
        for item in shown {
            if case .retained(let kept) = item {
                let visible = clip ?? userClipExtents()
                clip = visible
                guard Self.mayShow(kept.bounds, in: visible) else { continue }
            }
            paint(item)
            guard recoverIfFailed() else { return }
        }
    }

    /// Paints a retained part a run of items at a time, skipping the runs outside the clip.
    func paint(_ kept: RetainedDisplayList) {
        let items = kept.list.items
        guard kept.runs.runs.count > 1 else { return paint(items[...], visible: nil) }
        let visible = userClipExtents()
        for run in kept.runs.runs where Self.mayShow(run.bounds, in: visible) {
            paint(items[run.elements], visible: visible)
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
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
        if !deferredClips.isEmpty, !deferredClipsContain(item) { return paintThroughDeferredClips(item) }
        switch item {
        case let .fill(path, paint, style):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard appendPath(path) else { cairo_new_path(cr); return }
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            setSource(paint, extents: lastPathWasCut ? path.boundingRect : fillExtents())
            cairo_fill(cr)

        case let .stroke(path, paint, style):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard applyStrokeStyle(style), appendPath(path, forStroke: true) else { cairo_new_path(cr); return }
            let reach = -Double(style.lineWidth) / 2
            setSource(paint, extents: lastPathWasCut ? path.boundingRect.insetBy(dx: reach, dy: reach) : strokeExtents())
            cairo_stroke(cr)

        case let .text(layout, origin, paint):
            drawText(layout, origin: origin, paint: paint)

        case let .image(image, rect, interpolation, tint):
            drawImage(image, rect: rect, interpolation: interpolation, tint: tint)

        case let .effect(effect, content):
            // A list as deep as the tree it came from: painting stops where layout and hit testing stop.
            guard StackGuard.hasRoom() else { return StackGuard.warnTooDeep() }
            guard !content.paintsNothingNow else { return }
            let rendering = Self.rendering(effect)
            // Transforms and clips put their own state on the stack; anything else cannot be set up again.
            if rendering is RestorableEffect { rendering.paint(content.items, in: self) }
            else { withState(nil) { rendering.paint(content.items, in: self) } }

        case let .retained(kept):
            guard StackGuard.hasRoom() else { return StackGuard.warnTooDeep() }
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
            guard applyStrokeStyle(style), appendPath(path, forStroke: true) else { return .null }
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
            guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return .null }
            return Self.rendering(effect).deviceBounds(of: content.items, in: self)
        case let .retained(kept):
            guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return .null }
            return deviceBounds(kept.list.items)
        }
    }
}

import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier

/// A colour read from a rendered frame: 8-bit sRGB channels, not premultiplied.
public struct RGBA: Equatable, CustomStringConvertible, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// Creates a colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
}

/// A live view tree in a window-sized canvas, headless: white, light scheme, scale 1. Tests inspect what
/// it shows (texts, their frames, pixel colours) the way a user would see it.
@MainActor public final class TestHost {
    /// The canvas size in points.
    public let size: CGSize
    let graph: ViewGraph
    private var surface: RasterSurface?
    private var surfaceIsCurrent = false

    /// Hosts `view`, proposed `size` and centred in it as in a window.
    public init<V: View>(_ view: V, size: CGSize) {
        CairoBackend.install()
        let w = size.width.isFinite && size.width > 0 ? size.width.rounded() : 0
        let h = size.height.isFinite && size.height > 0 ? size.height.rounded() : 0
        if w != size.width || h != size.height {
            Diagnostics.warn("TestHost size \(size) is not a positive whole number of points; using \(w)x\(h)", key: "testhost-size")
        }
        self.size = CGSize(width: w, height: h)
        graph = ViewGraph(root: view)
        graph.onNeedsUpdate = { [weak self] in self?.surfaceIsCurrent = false }
        refresh()
    }

    /// Brings the tree up to date: pending state changes applied, layout redone.
    func refresh() {
        graph.update()
        graph.layout(in: size)
    }

    /// The strings of the Text views on screen, as displayed, in tree order.
    public var texts: [String] {
        refresh()
        return graph.textItems().map(\.string)
    }

    /// The on-screen bounds of the first Text showing `text`.
    public func frame(ofText text: String) -> CGRect? { frames(ofText: text).first }

    /// The on-screen bounds of every Text showing `text`, in tree order.
    public func frames(ofText text: String) -> [CGRect] {
        refresh()
        return graph.textItems().filter { $0.string == text }.map(\.frame)
    }

    /// The colour of the current frame at a point (in points), not premultiplied; clear outside the canvas.
    public func color(at point: CGPoint) -> RGBA {
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.warn("TestHost.color(at:) was given a non-finite point \(point); it reads as clear", key: "testhost-nan-point")
            return RGBA(r: 0, g: 0, b: 0, a: 0)
        }
        let surface = currentSurface()
        let p = surface.pixel(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
        return RGBA(r: p.red, g: p.green, b: p.blue, a: p.alpha)
    }

    /// The current frame as PNG data.
    public func pngData() -> Data? { currentSurface().pngData() }

    /// The current frame, drawn again only when something changed since the last one.
    private func currentSurface() -> RasterSurface {
        if graph.hasPendingUpdates || graph.needsLayoutPass { surfaceIsCurrent = false }
        if let surface, surfaceIsCurrent { return surface }
        let list = graph.render(size: size)
        let s = surface ?? RasterSurface(size: size, scale: 1) ?? RasterSurface(size: CGSize(width: 1, height: 1), scale: 1)!
        s.clear(RGBAColor.white)
        s.draw(list)
        surface = s
        surfaceIsCurrent = true
        return s
    }
}

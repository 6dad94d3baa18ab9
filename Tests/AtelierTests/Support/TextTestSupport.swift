import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo

/// Renders views headless through the real Pango and Cairo backend, for the text, image and symbol tests.
@MainActor enum TextTestSupport {
    /// A graph of `view` laid out in `size` and its drawing on a white surface.
    static func render<V: View>(_ view: V, size: CGSize) -> (graph: ViewGraph, surface: RasterSurface) {
        CairoBackend.install()
        let graph = ViewGraph(root: view)
        let list = graph.render(size: size)
        let surface = RasterSurface(size: size, scale: 1)!
        surface.clear(.white)
        surface.draw(list)
        return (graph, surface)
    }

    /// The ideal size of a view for a proposal.
    static func size<V: View>(of view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
        CairoBackend.install()
        return ViewGraph(root: view).sizeThatFits(proposal)
    }

    /// The Text nodes of a graph, in tree order.
    static func textNodes(_ graph: ViewGraph) -> [TextNode] { graph.allNodes().compactMap { $0 as? TextNode } }

    /// The Image nodes of a graph, in tree order.
    static func imageNodes(_ graph: ViewGraph) -> [ImageNode] { graph.allNodes().compactMap { $0 as? ImageNode } }

    /// Whether a pixel is darker than light grey.
    nonisolated static func isInk(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 160
    }

    /// The bounding box of pixels matching `predicate` within `rect` (pixels), or nil.
    nonisolated static func bounds(in surface: RasterSurface, _ rect: CGRect? = nil,
                       where predicate: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> CGRect? {
        let r = rect ?? CGRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in max(0, Int(r.minY))..<min(surface.pixelHeight, Int(r.maxY)) {
            for x in max(0, Int(r.minX))..<min(surface.pixelWidth, Int(r.maxX)) where predicate(surface.pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Counts pixels matching `predicate` within `rect` (pixels).
    nonisolated static func count(in surface: RasterSurface, _ rect: CGRect? = nil,
                      where predicate: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        let r = rect ?? CGRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
        var n = 0
        for y in max(0, Int(r.minY))..<min(surface.pixelHeight, Int(r.maxY)) {
            for x in max(0, Int(r.minX))..<min(surface.pixelWidth, Int(r.maxX)) where predicate(surface.pixel(x: x, y: y)) {
                n += 1
            }
        }
        return n
    }

    /// Writes a PNG of the surface for a person to look at, when ATELIER_TEST_PNG_DIR is set.
    static func save(_ surface: RasterSurface, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] else { return }
        _ = surface.writePNG(to: dir + "/" + name + ".png")
    }
}

import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// A graph drawn as a window draws it, at scale 2: the first frame painted whole, then each frame's damaged
/// part only. What the per-frame benchmarks time.
@MainActor struct WindowFrames {
    let graph: ViewGraph
    let size: CGSize
    private let surface: RasterSurface

    init(graph: ViewGraph, size: CGSize) {
        self.graph = graph
        self.size = size
        surface = RasterSurface(size: size, scale: 2)!
        surface.repaint(graph.render(size: size), in: nil, background: .white)
        _ = graph.takeDamage()
    }

    /// Updates, lays out and draws the graph, and paints what changed.
    func frame() {
        let list = graph.render(size: size)
        let rects = graph.takeDamage().pixelRects(scale: surface.scale, width: surface.pixelWidth, height: surface.pixelHeight)
        surface.repaint(list, in: rects, background: .white)
    }
}

import Foundation
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// `Benchmarks --scroll`: a frame of scrolling the 1,000-message list (a wheel notch of 40 points, then the
/// frame to pixels at 390x844, scale 2, repainted where damaged as a window does), with the overlay bar and
/// with `scrollIndicators(.never)`, alternated so that the machine's load falls on both alike.
@MainActor enum MessageListScroll {
    static func run() {
        let size = CGSize(width: 390, height: 844)
        let messages = Message.list(count: 1_000, seed: 1)
        func scene(bars: Bool) -> (ViewGraph, RasterSurface) {
            let graph = bars ? ViewGraph(root: MessageListScene(messages: messages))
                             : ViewGraph(root: MessageListScene(messages: messages).scrollIndicators(.never))
            let surface = RasterSurface(size: size, scale: 2)!
            surface.repaint(graph.render(size: size), in: nil, background: .white)
            _ = graph.takeDamage()
            return (graph, surface)
        }
        let withBars = scene(bars: true), without = scene(bars: false)
        var best = (bars: Double.infinity, none: Double.infinity)
        for round in 0..<60 {
            // Down for 30 notches, then back up, so that every frame moves.
            let dy: CGFloat = round % 60 < 30 ? 40 : -40
            for (i, (graph, surface)) in [withBars, without].enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = graph.scrollWheel(by: CGSize(width: 0, height: dy), at: CGPoint(x: 200, y: 400))
                let list = graph.render(size: size)
                let rects = graph.takeDamage().pixelRects(scale: 2, width: surface.pixelWidth, height: surface.pixelHeight)
                surface.repaint(list, in: rects, background: .white)
                let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                if i == 0 { best.bars = min(best.bars, ms) } else { best.none = min(best.none, ms) }
            }
        }
        print(String(format: "message list, 1,000 messages: a wheel notch to pixels %.2f ms with the overlay bar, %.2f ms with scrollIndicators(.never) (best of 60)",
                     best.bars, best.none))
    }
}

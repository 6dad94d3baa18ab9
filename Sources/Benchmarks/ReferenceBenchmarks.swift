import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// The scenes measured against the benchmark's own Cairo and Pango drawing of the same picture, side by side.
@MainActor enum ReferenceBenchmarks {
    /// The buttons grid: a frame after one label changes (update, layout, display list, the full frame's
    /// pixels) against Cairo and Pango drawing the full frame, every label shaped anew.
    static func buttonsGrid() {
        let size = CGSize(width: ButtonsGrid.width, height: ButtonsGrid.height)
        let surface = RasterSurface(size: size, scale: 1)!
        let model = ButtonsGridModel()
        let graph = ViewGraph(root: ButtonsGridScene(model: model))
        let reference = ButtonsGridReference()
        func atelierFrame() {
            let list = graph.render(size: size)
            surface.clear(.white)
            surface.draw(list)
        }
        atelierFrame()
        // Every change is a new label ("#2", "#3"...), shaped by Atelier's text engine for the first time.
        var label = 1
        let (atelier, cairo) = SideBySide.best(rounds: 5, repeats: 20, {
            label += 1
            model.firstLabel = "#\(label)"
            atelierFrame()
        }, {
            reference.drawFrame(first: "#\(label)")
        })
        let differing = PixelComparison.differingShare(surface, reference.canvas)
        print(String(format: "buttons grid, 1280x800: a frame after one label changes (update + layout + draw + pixels): %.2f ms (best of 100)", atelier))
        print(String(format: "buttons grid, 1280x800: Cairo + Pango drawing the full frame, 144 labels shaped: %.2f ms (best of 100)", cairo))
        print(String(format: "buttons grid: Atelier / Cairo %.2fx; pixels where a channel differs from the reference's by more than 32 of 255: %.2f%% (glyph edges a fraction of a pixel apart)", atelier / cairo, differing * 100))
        BenchmarkSummary.add("buttons grid, one label changed", atelier: atelier, reference: cairo, referenceName: "Cairo + Pango")

        // The same change painted where the frame's damage says, on the surface kept from the frame before.
        func damagedFrame() -> Int {
            let list = graph.render(size: size)
            let rects = graph.takeDamage().pixelRects(scale: surface.scale, width: surface.pixelWidth, height: surface.pixelHeight)
            surface.repaint(list, in: rects, background: .white)
            return rects?.reduce(0) { $0 + $1.width * $1.height } ?? surface.pixelWidth * surface.pixelHeight
        }
        _ = damagedFrame()
        var repainted = 0
        let (damaged, cairoAgain) = SideBySide.best(rounds: 5, repeats: 20, {
            label += 1
            model.firstLabel = "#\(label)"
            repainted = damagedFrame()
        }, {
            reference.drawFrame(first: "#\(label)")
        })
        let differingAfter = PixelComparison.differingShare(surface, reference.canvas)
        print(String(format: "buttons grid, 1280x800: a frame after one label changes, repainted where damaged (%d pixels, %.2f%% of the frame): %.2f ms (best of 100)",
                     repainted, Double(repainted) / Double(surface.pixelWidth * surface.pixelHeight) * 100, damaged))
        print(String(format: "buttons grid: damaged repaint / Cairo's full frame (%.2f ms) %.2fx; pixels differing from the reference's as above: %.2f%%",
                     cairoAgain, damaged / cairoAgain, differingAfter * 100))
        BenchmarkSummary.add("buttons grid, one label changed, damage only", atelier: damaged, reference: cairoAgain, referenceName: "Cairo + Pango full frame")

        // The first frame of a new graph of the same grid (issue 37: within 3x of Cairo): build, layout, display list
        // and every pixel. Its labels were shaped by the frames above and come from the text engine's cache.
        let fresh = RasterSurface(size: size, scale: 1)!
        let (first, cairoFirst) = SideBySide.best(rounds: 5, repeats: 4, {
            let graph = ViewGraph(root: ButtonsGridScene(model: ButtonsGridModel()))
            fresh.repaint(graph.render(size: size), in: nil, background: .white)
        }, {
            reference.drawFrame(first: "#1")
        })
        print(String(format: "buttons grid, 1280x800: the first frame of a new graph (build + layout + draw + pixels, labels shaped before): %.2f ms (best of 20)", first))
        print(String(format: "buttons grid: first frame / Cairo + Pango's full frame (%.2f ms) %.2fx", cairoFirst, first / cairoFirst))
        BenchmarkSummary.add("buttons grid, first frame of a new graph", atelier: first, reference: cairoFirst, referenceName: "Cairo + Pango")
    }

    /// Forty paragraphs of thirty words wrapped at 600 points: a full frame built, laid out and drawn (a new
    /// graph each time, new texts each time) against Pango laying out and drawing the same texts.
    static func paragraphs() {
        let size = CGSize(width: Paragraphs.width, height: CGFloat(Paragraphs.height))
        let surface = RasterSurface(size: size, scale: 1)!
        let reference = ParagraphsReference()
        let rounds = 5, repeats = 6
        // Texts made before timing; seed 0 is the warm-up's.
        let texts = (0...rounds * repeats).map { Paragraphs.texts(seed: $0) }
        var graphs: [ViewGraph] = []
        var atelierFrames = 0, referenceFrames = 0
        func atelierFrame() {
            let graph = ViewGraph(root: ParagraphsScene(texts: texts[atelierFrames]))
            atelierFrames += 1
            let list = graph.render(size: size)
            surface.clear(.white)
            surface.draw(list)
            // Kept, so that tearing the graph down is not timed with the next frame.
            graphs.append(graph)
        }
        atelierFrame()
        let height = reference.drawFrame(texts[0])
        referenceFrames = 1
        let (atelier, pango) = SideBySide.best(rounds: rounds, repeats: repeats, atelierFrame, {
            reference.drawFrame(texts[referenceFrames])
            referenceFrames += 1
        })
        // The last frames of both drew the same texts.
        let differing = PixelComparison.differingShare(surface, reference.canvas)
        graphs.removeAll()
        print(String(format: "paragraphs, 40 x 30 words at 600 pt in Inter 15 (%.0f pt tall): build + layout + draw + pixels: %.2f ms (best of %d, new texts each frame)",
                     height, atelier, rounds * repeats))
        print(String(format: "paragraphs: Pango laying out and drawing the same texts: %.2f ms (best of %d)", pango, rounds * repeats))
        print(String(format: "paragraphs: Atelier / Pango %.2fx; pixels where a channel differs from the reference's by more than 32 of 255: %.2f%% (glyph edges a fraction of a pixel apart)", atelier / pango, differing * 100))
        BenchmarkSummary.add("40 paragraphs, full frame", atelier: atelier, reference: pango, referenceName: "Pango")
    }
}

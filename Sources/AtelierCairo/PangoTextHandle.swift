import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) import AtelierCore

/// The drawable result of a Pango layout: the lines, each placed at its own baseline.
///
/// The Pango layouts behind the lines are let go of when no node draws them (`discardShapes`) and laid out
/// again from the request (or made again from its words' glyphs, `words`) the first time they are needed after
/// that: Pango lays a request out the same way every time, so the glyphs drawn are the same.
final class PangoTextHandle: DiscardableTextShapes, TextInkExtent {
    struct Line {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        /// Where the line's origin goes, relative to the text's top-left corner.
        var x: CGFloat
        var baseline: CGFloat
        var width: CGFloat
    }
    /// What a handle keeps once it is shaped or drawn (its shapes, the fonts read from them, its ink), out of line:
    /// most texts of a long list are measured and never drawn, and these fields took 120 bytes in each handle (a
    /// 1,000-message list keeps 5,000).
    private final class Drawing {
        /// The Pango layouts and the lines placed from them (the lines point into the layouts), while kept.
        var shapes: (layouts: [PangoTextEngine.BuiltLayout], lines: [Line])?
        var pangoBroken: PangoTextHandle?
        var cachedFonts: [OpaquePointer]?
        var failuresChecked = -1
        var inkBounds: CGRect?
        var fontSizes: (largest: Double, smallest: Double)?
    }
    @exclusivity(unchecked) private var drawing: Drawing?
    private var ensuredDrawing: Drawing {
        if let drawing { return drawing }
        let made = Drawing()
        drawing = made
        return made
    }

    var layouts: [PangoTextEngine.BuiltLayout] { shaped.layouts }
    var lines: [Line] { shaped.lines }

    /// The shapes, laid out again if they were let go of.
    private var shaped: (layouts: [PangoTextEngine.BuiltLayout], lines: [Line]) {
        if let shapes = drawing?.shapes { return shapes }
        let laidOut: TextLayout
        if let engine, let words, let main = engine.linesFromWords(request, text: words.text, cuts: words.cuts) {
            // Lines of the words' glyphs, not shaped again.
            laidOut = engine.makeLayout(request, main: main)
        } else {
            // An engine let go of (one a program replaced) is stood in for by a new one, so the text still draws.
            laidOut = (engine ?? PangoTextEngine()).makeLayout(request)
        }
        let again = laidOut.handle.flatMap { $0 as? PangoTextHandle }?.drawing?.shapes ?? ([], [])
        ensuredDrawing.shapes = again
        return again
    }

    /// Where the lines of a text its words' shapes measured start (`wordLayout`): its lines are made of the words'
    /// glyphs (`linesFromWords`).
    var wordCuts: [Int]?

    /// The text as its words' shapes measured it, for an unwrapped layout measured so. Assembled again from the
    /// engine's words when asked (no shaping): kept, its arrays a character were most of a text's memory.
    var assembled: PangoTextEngine.AssembledText? {
        guard isMeasuredFromWordsUnwrapped, let engine else { return nil }
        return engine.assembledText(of: request.runs[0])
    }

    /// The text as its words' shapes measured it and where its lines start.
    var words: (text: PangoTextEngine.AssembledText, cuts: [Int])? {
        guard let wordCuts, let engine, let text = engine.assembledText(of: request.runs[0]) else { return nil }
        return (text, wordCuts)
    }

    /// Whether the shapes are kept now.
    var isShaped: Bool { drawing?.shapes != nil }

    /// This text with its lines as Pango breaks them, for text editing: Pango's caret functions look a line up
    /// in its own layout, where the engine's lines (`breakLines`) are not.
    var pangoBrokenHandle: PangoTextHandle {
        guard layouts.first?.brokenLines != nil, let engine else { return self }
        if let pangoBroken = drawing?.pangoBroken { return pangoBroken }
        let handle = engine.makeLayout(request, breaksLines: false).handle as? PangoTextHandle ?? self
        ensuredDrawing.pangoBroken = handle
        return handle
    }

    func discardShapes() {
        guard let drawing else { return }
        drawing.pangoBroken = nil
        guard drawing.shapes != nil else { return }
        drawing.shapes = nil
        // The fonts were read from the lines let go of.
        drawing.cachedFonts = nil
        // A text measured by Pango and let go of before it was drawn keeps nothing of its drawing.
        if drawing.failuresChecked == -1, drawing.inkBounds == nil, drawing.fontSizes == nil { self.drawing = nil }
    }

    /// What was laid out, by which engine and with which of its font maps. The engine first, then the request, whose
    /// last byte the flag below follows, then the 32-bit generation: the handle fits the allocator's 96 bytes, not 112
    /// (a 1,000-message list keeps 3,000 handles).
    private(set) weak var engine: PangoTextEngine?
    let request: TextRequest
    /// Whether this is the unwrapped layout of a text its words' shapes measured.
    var isMeasuredFromWordsUnwrapped = false
    /// The engine's font generation the handle was laid out in.
    let generation: Int32

    init(layouts: [PangoTextEngine.BuiltLayout], lines: [Line], request: TextRequest, engine: PangoTextEngine) {
        self.request = request; self.engine = engine; generation = Int32(truncatingIfNeeded: engine.generation)
        ensuredDrawing.shapes = (layouts, lines)
    }

    /// A handle measured without shapes: Pango lays the request out the first time they are needed.
    init(unshaped request: TextRequest, engine: PangoTextEngine) {
        self.request = request; self.engine = engine; generation = Int32(truncatingIfNeeded: engine.generation)
    }

    /// This handle, or the same request laid out again when the engine replaced its fonts since.
    var current: PangoTextHandle {
        guard PangoTextEngine.fontsReplaced, let engine, Int32(truncatingIfNeeded: engine.generation) != generation else { return self }
        return engine.layout(request).handle as? PangoTextHandle ?? self
    }

    /// `CairoRenderer.failures` when the fonts were last checked for an error state.
    var failuresChecked: Int {
        get { drawing?.failuresChecked ?? -1 }
        set { ensuredDrawing.failuresChecked = newValue }
    }

    /// The largest font size of the request's runs, in points, as Pango was given it.
    var largestFontSize: Double { fontSizes.largest }
    /// The smallest font size of the request's runs, in points, as Pango was given it.
    var smallestFontSize: Double { fontSizes.smallest }

    private var fontSizes: (largest: Double, smallest: Double) {
        if let sizes = drawing?.fontSizes { return sizes }
        let sizes = request.runs.map { PangoTextEngine.sanitizedSize($0.font.size) }
        let found = (sizes.max() ?? 0, sizes.min() ?? 0)
        ensuredDrawing.fontSizes = found
        return found
    }

    /// The distinct fonts of the shown lines' runs.
    var fonts: [OpaquePointer] {
        if let cachedFonts = drawing?.cachedFonts { return cachedFonts }
        let found = distinctFonts()
        ensuredDrawing.cachedFonts = found
        return found
    }

    private func distinctFonts() -> [OpaquePointer] {
        var seen = Set<OpaquePointer>(), result: [OpaquePointer] = []
        for l in lines {
            var node = l.line.pointee.runs
            while let n = node {
                if let data = n.pointee.data,
                   let font = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis.font {
                    let p = OpaquePointer(font)
                    if seen.insert(p).inserted { result.append(p) }
                }
                node = n.pointee.next
            }
        }
        return result
    }

    /// Whether one of the fonts' Cairo faces (or scaled fonts) is in an error state: text drawn with it puts
    /// the context in that state too.
    var hasFailedFont: Bool {
        fonts.contains { font in
            guard let scaled = pango_cairo_font_get_scaled_font(font) else { return false }
            return cairo_scaled_font_status(scaled) != CAIRO_STATUS_SUCCESS
                || cairo_font_face_status(cairo_scaled_font_get_font_face(scaled)) != CAIRO_STATUS_SUCCESS
        }
    }

    /// Glyphs no installed font could draw (drawn as hex boxes), over every layout used.
    var unknownGlyphsCount: Int {
        layouts.reduce(0) { $0 + Int(pango_layout_get_unknown_glyphs_count($1.layout)) }
    }

    /// The number of glyphs drawn, over every shown line.
    var glyphCount: Int {
        var count = 0
        for l in lines {
            var node = l.line.pointee.runs
            while let n = node {
                if let data = n.pointee.data {
                    let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                    count += Int(run.pointee.glyphs.pointee.num_glyphs)
                }
                node = n.pointee.next
            }
        }
        return count
    }

    /// The union of the lines' ink, relative to the text's top-left corner.
    var inkBounds: CGRect {
        if let ink = drawing?.inkBounds { return ink }
        let found = measuredInk()
        ensuredDrawing.inkBounds = found
        return found
    }

    private func measuredInk() -> CGRect {
        var r = CGRect.null
        for l in lines {
            var ink = PangoRectangle()
            pango_layout_line_get_extents(l.line, &ink, nil)
            let s = CGFloat(PANGO_SCALE)
            r = r.union(CGRect(x: l.x + CGFloat(ink.x) / s, y: l.baseline + CGFloat(ink.y) / s,
                               width: CGFloat(ink.width) / s, height: CGFloat(ink.height) / s))
        }
        return r
    }
}

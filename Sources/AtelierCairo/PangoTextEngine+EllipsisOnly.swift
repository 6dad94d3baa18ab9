import Foundation
@_spi(Backend) import AtelierCore

/// A one-line text measured at a width narrower than its ellipsis, without Pango laying its lines out there.
///
/// A stack measures each child at a width of 0 for its minimum, and a text whose lines there are taller than the
/// proposed height is measured again with a limit of one line (`TextNode`). That line is the ellipsis alone, whatever
/// the lines are: no character fits before it. Only whether the text takes more than a line there is needed, which
/// the width-0 measure counts from the text's clusters (`narrowLayout`); laying the lines out (a Pango line a
/// character, the text shaped again for each) was a third of the instructions of a navigation push to 30 new rows. The shapes, if the
/// layout is ever drawn, come from Pango laying the request out for real.
extension PangoTextEngine {
    func ellipsisOnlyLayout(_ request: TextRequest) -> TextLayout? {
        guard Self.measuresNarrowTextByClusters, let limit = request.lineLimit, max(1, limit) == 1,
              let w = request.maxWidth, !w.isNaN, w != .infinity,
              let first = request.runs.first(where: { !$0.string.isEmpty }) else { return nil }
        // The ellipsis does not fit: no candidate of the truncation search does (each has the ellipsis), whatever
        // the search starts from.
        guard max(0, Double(w)) + 0.001 < ellipsisWidth(first.font) else { return nil }
        var unlimited = request
        unlimited.lineLimit = nil
        guard layout(unlimited).lineCount > 1 else { return nil }
        let cut = makeLayout(request, ellipsisOnly: true)
        guard cut.handle != nil else { return nil }
        return TextLayout(size: cut.size, firstBaseline: cut.firstBaseline, lastBaseline: cut.lastBaseline,
                          lineCount: cut.lineCount, displayedString: cut.displayedString,
                          handle: PangoTextHandle(unshaped: request, engine: self))
    }
}

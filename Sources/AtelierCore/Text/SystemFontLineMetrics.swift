import Foundation

/// SF Pro's line metrics, which Inter is given where it stands in for the system font, so that text takes
/// Apple's line boxes: SF Pro's ascender and descender (1950 and 494 of its 2048 units: UIFont's lineHeight of
/// 20.29 points at 17, a body line box of 20.33 points at @3x, as `cm-button-text` measures), and between
/// the lines of a paragraph the leading of Apple's Dynamic Type table (body 22, title 34, large title 41: the
/// line pitch of the oracles' wrapped texts).
@_spi(Backend) public enum SystemFontLineMetrics {
    /// SF Pro's ascender, in em.
    public static let ascent: CGFloat = 1950.0 / 2048
    /// SF Pro's descender, in em.
    public static let descent: CGFloat = 494.0 / 2048

    /// The line pitch of Apple's text styles at the default (Large) Dynamic Type size, by point size, from the
    /// Human Interface Guidelines' typography table: caption 2, caption 1, footnote, subheadline, callout,
    /// body and headline, title 3, title 2, title 1, large title.
    static let leadings: [(size: CGFloat, leading: CGFloat)] = [
        (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41),
    ]

    /// Whether a font is the system font (its default or rounded design), which Inter draws with SF's metrics.
    public static func applies(to font: ResolvedFont) -> Bool {
        font.family == nil && (font.design == .default || font.design == .rounded)
    }

    /// The line pitch at a point size: the table's, between its sizes in proportion, beyond them in the ratio of
    /// its nearest end.
    public static func leading(forSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        guard let first = leadings.first, let last = leadings.last else { return size * (ascent + descent) }
        if size <= first.size { return size * first.leading / first.size }
        if size >= last.size { return size * last.leading / last.size }
        for (a, b) in zip(leadings, leadings.dropFirst()) where size <= b.size {
            return a.leading + (b.leading - a.leading) * (size - a.size) / (b.size - a.size)
        }
        return size * last.leading / last.size
    }

    /// The space added between two lines of the system font at a point size (the pitch less the line box; a
    /// little less than nothing for caption 2, whose leading is shorter than SF's line box); 0 for other fonts.
    public static func lineGap(for font: ResolvedFont) -> CGFloat {
        guard applies(to: font), font.size.isFinite, font.size > 0 else { return 0 }
        return leading(forSize: font.size) - font.size * (ascent + descent)
    }
}

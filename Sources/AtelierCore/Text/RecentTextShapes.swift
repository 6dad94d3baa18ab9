import Foundation

/// The text layouts measured most recently, whose shapes are kept for the measurements that follow; an older
/// one's shapes go unless a node draws it.
///
/// A node kept the shapes of its latest layout until it was placed, and a long list is sized whole before any of
/// it is placed: every text of the message list was shaped at once (a quarter of its heap at the peak), and what
/// placement let go of stayed resident in the holes between the nodes made since. A stack measures one text for
/// a few proposals in a row (the unlimited layout, then one cut to a line limit from it), so a short window keeps
/// those without shaping again; a text placed in the window whose shapes went is shaped again when it is drawn.
@MainActor enum RecentTextShapes {
    /// How many layouts keep their shapes while no node draws them.
    static let capacity = 64

    @exclusivity(unchecked) private static var layouts: [TextLayout?] = Array(repeating: nil, count: capacity)
    @exclusivity(unchecked) private static var next = 0

    /// Records a layout a node measured with; the one measured `capacity` layouts ago lets its shapes go
    /// unless a node draws it.
    static func note(_ layout: TextLayout) {
        // The same layout again (texts of one string and style share it): it is the newest already.
        guard layout.shapes != nil, layouts[next == 0 ? capacity - 1 : next - 1] !== layout else { return }
        if let oldest = layouts[next], oldest !== layout, oldest.drawingNodes <= 0 { oldest.shapes?.discardShapes() }
        layouts[next] = layout
        next = next + 1 == capacity ? 0 : next + 1
    }
}

import Foundation

/// A text engine's handle to a laid-out paragraph whose shaped glyphs can be let go of while the paragraph
/// is only a measurement, and shaped again (to the same glyphs) when it is drawn.
///
/// A stack measures each text for several proposals (its minimum, its maximum, its offer) and draws it for
/// one: the shapes of the others (a paragraph one character wide is hundreds of lines) are what most of a
/// text list's memory went to. A node counts itself among a layout's drawers (`TextLayout.drawingNodes`)
/// while it draws it; a layout nobody draws keeps its size and baselines only.
@_spi(Backend) public protocol DiscardableTextShapes: AnyObject {
    /// Lets go of the shaped glyphs, keeping the measurements.
    func discardShapes()
}

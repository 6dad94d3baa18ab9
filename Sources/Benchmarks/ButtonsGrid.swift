/// The buttons grid's geometry, shared by the Atelier scene and its Cairo reference: a 12x12 grid of 96x44
/// blue (0, 122, 255) rounded rectangles (radius 10) 8 points apart, 16 points from the edges of a 1280x800
/// frame, each with a centred white label "#N" in Inter 15.
enum ButtonsGrid {
    static let width = 1280
    static let height = 800
    static let columns = 12
    static let rows = 12
    static let cellWidth = 96.0
    static let cellHeight = 44.0
    static let gap = 8.0
    static let margin = 16.0
    static let radius = 10.0
    static let fontSize = 15.0

    /// The label of cell `index` (0-based) when the first cell shows `first`.
    static func label(_ index: Int, first: String) -> String {
        index == 0 ? first : "#\(index + 1)"
    }
}

/// What one size of the rows scene measured.
struct RowsFigures {
    var firstFrame: Double
    var change: Double
    var tap: Double
    var screenScroll: Double
    var residentBytes: Int?
}

import AtelierCore

/// An element's id on the bus: the window's number in the top 16 bits and the element's id in its window's
/// tree below, so that two windows' elements (every graph's window element is 0) never share an object path.
/// The first window's number is 0, so its paths are its elements' own ids.
extension AccessibilityElementID {
    /// Bits left for an element's own id; a source's id at or above 2^48 cannot be exported.
    static let windowShift: UInt64 = 48
    /// The highest window number a path can hold.
    static let maximumWindowNumber = Int((UInt64.max >> windowShift))

    /// The bus id of `id`, an element of the window numbered `window`; nil when `id` does not fit.
    init?(exporting id: AccessibilityElementID, window: Int) {
        guard id.rawValue >> Self.windowShift == 0, window >= 0, window <= Self.maximumWindowNumber else { return nil }
        self.init(rawValue: UInt64(window) << Self.windowShift | id.rawValue)
    }

    /// The number of the window a bus id belongs to.
    var exportedWindow: Int { Int(rawValue >> Self.windowShift) }

    /// The element's id in its own window's tree (what its source knows it by).
    var sourceID: AccessibilityElementID { AccessibilityElementID(rawValue: rawValue & ((1 << Self.windowShift) - 1)) }
}

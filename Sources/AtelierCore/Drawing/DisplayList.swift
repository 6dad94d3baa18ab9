import Foundation

/// Backend-neutral drawing commands in absolute points, y down, painted in order.
/// The core emits them; a backend (Cairo) paints them. Not part of SwiftUI's API.
@_spi(Backend) public struct DisplayList: Sendable {
    /// The commands, painted first to last (later ones on top).
    public var items: [DisplayItem]
    /// Creates a list of commands; empty by default.
    public init(_ items: [DisplayItem] = []) { self.items = items }
    /// Adds one command on top of those already in the list.
    public mutating func append(_ item: DisplayItem) { items.append(item) }
    /// Adds another list's commands on top, in their order.
    public mutating func append(contentsOf other: DisplayList) { items.append(contentsOf: other.items) }
    /// True when painting the list would draw nothing.
    public var isEmpty: Bool { items.isEmpty }
}

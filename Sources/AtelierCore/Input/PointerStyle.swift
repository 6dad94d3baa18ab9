import Foundation

/// A style describing the appearance of the pointer (also called a cursor) when it's hovered over a view.
public struct PointerStyle: Equatable, Sendable, CustomStringConvertible {
    /// The shape a host shows: a window host maps each to a system cursor.
    @_spi(Backend) public enum Shape: Equatable, Sendable {
        case arrow, pointingHand, horizontalText, verticalText, crosshair, openHand, closedHand, zoomIn, zoomOut
        case columnResize(HorizontalDirection.Set)
        case rowResize(VerticalDirection.Set)
        case frameResize(FrameResizePosition, FrameResizeDirection.Set)
        case image(Image, hotSpot: UnitPoint)
    }

    /// What the host shows.
    @_spi(Backend) public let shape: Shape

    init(_ shape: Shape) { self.shape = shape }

    /// The pointer style that uses the default platform appearance.
    public static let `default` = PointerStyle(.arrow)
    /// The pointer style for content that opens a link when clicked: a pointing hand.
    public static let link = PointerStyle(.pointingHand)
    /// The pointer style for selecting or inserting text in a horizontal layout: an I-beam.
    public static let horizontalText = PointerStyle(.horizontalText)
    /// The pointer style for selecting or inserting text in a vertical layout.
    public static let verticalText = PointerStyle(.verticalText)
    /// The pointer style for precise rectangular selection: a crosshair.
    public static let rectSelection = PointerStyle(.crosshair)
    /// The pointer style showing that content can be dragged to reposition it: an open hand.
    public static let grabIdle = PointerStyle(.openHand)
    /// The pointer style while content is being dragged to reposition it: a closed hand.
    public static let grabActive = PointerStyle(.closedHand)
    /// The pointer style showing that the content can be zoomed in.
    public static let zoomIn = PointerStyle(.zoomIn)
    /// The pointer style showing that the content can be zoomed out.
    public static let zoomOut = PointerStyle(.zoomOut)
    /// The pointer style for resizing a column, or vertical division, in either direction.
    public static let columnResize = PointerStyle(.columnResize(.all))
    /// The pointer style for resizing a row, or horizontal division, in either direction.
    public static let rowResize = PointerStyle(.rowResize(.all))

    /// The pointer style for resizing a column, or vertical division, in the given directions (an empty set
    /// counts as both, with a warning: SwiftUI requires one).
    public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle {
        if directions.isEmpty {
            Diagnostics.warn("PointerStyle.columnResize(directions:) was given no direction; both are shown", key: "pointer-style-empty-columns")
            return .columnResize
        }
        return PointerStyle(.columnResize(directions))
    }

    /// The pointer style for resizing a row, or horizontal division, in the given directions.
    public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle {
        PointerStyle(.rowResize(directions.isEmpty ? .all : directions))
    }

    /// The pointer style for resizing a rectangular frame from a specific edge or corner.
    public static func frameResize(position: FrameResizePosition, directions: FrameResizeDirection.Set = .all) -> PointerStyle {
        PointerStyle(.frameResize(position, directions.isEmpty ? .all : directions))
    }

    /// A pointer style drawn by an image, with the point of the image (in unit coordinates) that clicks.
    public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle {
        let spot = UnitPoint(x: hotSpot.x.isFinite ? min(max(hotSpot.x, 0), 1) : 0,
                             y: hotSpot.y.isFinite ? min(max(hotSpot.y, 0), 1) : 0)
        return PointerStyle(.image(image, hotSpot: spot))
    }

    /// The style's name, as SwiftUI's would be written.
    public var description: String {
        switch shape {
        case .arrow: "default"
        case .pointingHand: "link"
        case .horizontalText: "horizontalText"
        case .verticalText: "verticalText"
        case .crosshair: "rectSelection"
        case .openHand: "grabIdle"
        case .closedHand: "grabActive"
        case .zoomIn: "zoomIn"
        case .zoomOut: "zoomOut"
        case .columnResize(let d): d == .all ? "columnResize" : "columnResize(directions: \(d.rawValue))"
        case .rowResize(let d): d == .all ? "rowResize" : "rowResize(directions: \(d.rawValue))"
        case .frameResize(let p, let d): "frameResize(position: \(p), directions: \(d.rawValue))"
        case .image(_, let spot): "image(hotSpot: \(spot.x), \(spot.y))"
        }
    }
}

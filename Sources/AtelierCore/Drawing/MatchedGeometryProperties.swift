/// Which of a source view's geometry `matchedGeometryEffect` hands to the other views of its group.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

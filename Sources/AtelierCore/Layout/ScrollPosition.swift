import Foundation

/// Where a scroll view is scrolled, as `scrollPosition(_:anchor:)` reads and writes it: a view's identity, an
/// edge, or a point of the content.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    enum Target: Equatable, @unchecked Sendable {
        case none
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
        case view(AnyHashable, anchor: UnitPoint?)
    }
    var target: Target
    /// The identity of the view the user scrolled to (the top-most one of the scroll target layout).
    private var userViewID: AnyHashable?
    /// The identity the program gave, as it gave it.
    private var programID: (any Hashable & Sendable)?
    /// Whether the user's scrolling put the scroll view where it is (rather than the program).
    public private(set) var isPositionedByUser = false

    /// A position that has not been set, for views of the given identity type.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { target = .none }
    /// A position at an edge of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { target = .edge(edge) }
    /// A position at a point of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { target = .point(x: point.x, y: point.y) }
    /// A position at a point of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }
    /// A position at an x offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { target = .point(x: x, y: nil) }
    /// A position at a y offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { target = .point(x: nil, y: y) }
    /// A position at the view with an identity.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(AnyHashable(id), anchor: anchor)
        programID = id
    }

    /// The edge scrolled to, if the position is one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point scrolled to, if the position is one (the user's scrolling sets it).
    public var point: CGPoint? {
        if case .point(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The identity of the view scrolled to: the program's, or the top-most view the user scrolled to (read
    /// that one with `viewID(type:)`: it comes from the views' data, whose type is not known to be Sendable).
    public var viewID: (any Hashable & Sendable)? {
        if let programID { return programID }
        return userViewID.map { ScrolledViewID(id: $0) }
    }

    /// The identity of the view scrolled to, if it has that type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewIdentity?.base as? T }

    private var viewIdentity: AnyHashable? {
        if case .view(let id, _) = target { return id }
        return userViewID
    }

    /// Scrolls to the view with an identity, aligned by `anchor`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        set(.view(AnyHashable(id), anchor: anchor))
        programID = id
    }
    /// Scrolls to an edge of the content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    /// Scrolls to a point of the content.
    public mutating func scrollTo(point: CGPoint) { set(.point(x: point.x, y: point.y)) }
    /// Scrolls to an x offset.
    public mutating func scrollTo(x: CGFloat) { set(.point(x: x, y: nil)) }
    /// Scrolls to a y offset.
    public mutating func scrollTo(y: CGFloat) { set(.point(x: nil, y: y)) }
    /// Scrolls to a point of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(x: x, y: y)) }

    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.target == b.target && a.userViewID == b.userViewID && a.isPositionedByUser == b.isPositionedByUser
    }

    private mutating func set(_ target: Target) {
        self.target = target
        userViewID = nil
        programID = nil
        isPositionedByUser = false
    }

    /// The position the user's scrolling left: the offset, and the top-most target view if there is one.
    static func user(offset: CGPoint, viewID: AnyHashable?) -> ScrollPosition {
        var p = ScrollPosition(idType: Never.self)
        p.target = .point(x: offset.x, y: offset.y)
        p.userViewID = viewID
        p.isPositionedByUser = true
        return p
    }
}

/// The identity of a view the user scrolled to, as `ScrollPosition.viewID` hands it out.
struct ScrolledViewID: Hashable, @unchecked Sendable {
    /// Only read on the main actor, where the views' data lives.
    let id: AnyHashable
}

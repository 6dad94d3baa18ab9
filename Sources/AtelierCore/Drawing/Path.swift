import Foundation

/// The outline of a 2D shape: a sequence of subpaths of lines and Bézier curves.
///
/// Coordinates are y-down, as in SwiftUI; angles are measured from the positive x axis
/// towards the positive y axis, i.e. clockwise on screen.
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, which it closes.
        case closeSubpath
    }

    /// The path's commands, in order.
    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing a rounded rectangle with the same radius at every corner.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle whose corners have the given size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates an empty path, then lets `callback` add its elements.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every point of the path is finite (a NaN or infinite point has no place to be drawn or hit).
    var hasOnlyFinitePoints: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): if !ok(p) { return false }
            case .quadCurve(let p, let c): if !ok(p) || !ok(c) { return false }
            case .curve(let p, let c1, let c2): if !ok(p) || !ok(c1) || !ok(c2) { return false }
            case .closeSubpath: break
            }
        }
        return true
    }

    /// The last point of the path, or nil if it has none; after `closeSubpath()` it is the subpath's start.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            return p
        case .closeSubpath:
            return subpathStart(before: elements.count - 1)
        }
    }

    // The point a subpath open at `index` started from: the nearest earlier move, or the first point drawn.
    private func subpathStart(before index: Int) -> CGPoint? {
        var i = index
        while i >= 0 {
            if case .move(let p) = elements[i] { return p }
            i -= 1
        }
        for element in elements {
            if let p = element.firstPoint { return p }
        }
        return nil
    }
}

extension Path: Shape {
    /// A path is a shape drawn as it is, in the coordinates of the frame it is given (not scaled to it).
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

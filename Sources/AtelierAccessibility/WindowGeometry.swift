import Foundation

/// Where the window is on the desktop and how many desktop pixels a point covers: what turns an element's
/// frame (window points) into AT-SPI's integer coordinates.
struct WindowGeometry: Sendable, Equatable {
    /// The window's top left on the screen, in the screen's units (pixels on X11).
    var origin: CGPoint
    /// Screen units per point.
    var scale: CGFloat

    /// AT-SPI's coordinate types: 0 the screen, 1 the window, 2 the parent's top left.
    enum CoordinateType: UInt32 { case screen = 0, window = 1, parent = 2 }

    /// A geometry whose numbers are finite and whose scale is positive (a host's bad numbers give the
    /// window's own coordinates at scale 1).
    init(origin: CGPoint, scale: CGFloat) {
        self.origin = origin.x.isFinite && origin.y.isFinite ? origin : .zero
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The top left of coordinates of `type`, in window points (`parentFrame` for the parent type).
    private func base(_ type: CoordinateType, parentFrame: CGRect) -> (CGFloat, CGFloat) {
        switch type {
        case .screen: return (origin.x, origin.y)
        case .window: return (0, 0)
        case .parent: return (-parentFrame.minX * scale, -parentFrame.minY * scale)
        }
    }

    /// A frame in window points as AT-SPI's x, y, width and height.
    func extents(of frame: CGRect, in type: CoordinateType, parentFrame: CGRect = .zero) -> (Int32, Int32, Int32, Int32) {
        let (bx, by) = base(type, parentFrame: parentFrame)
        return (Self.int(bx + frame.minX * scale), Self.int(by + frame.minY * scale),
                Self.int(frame.width * scale), Self.int(frame.height * scale))
    }

    /// A point in AT-SPI coordinates of `type` as a point in the window, in points.
    func windowPoint(x: Int, y: Int, in type: CoordinateType, parentFrame: CGRect = .zero) -> CGPoint {
        let (bx, by) = base(type, parentFrame: parentFrame)
        return CGPoint(x: (CGFloat(x) - bx) / scale, y: (CGFloat(y) - by) / scale)
    }

    /// A coordinate rounded to an integer, clamped to Int32 (0 for a non-finite one).
    static func int(_ v: CGFloat) -> Int32 {
        guard v.isFinite else { return 0 }
        return Int32(clamping: Int64(max(-9e18, min(9e18, v.rounded()))))
    }
}

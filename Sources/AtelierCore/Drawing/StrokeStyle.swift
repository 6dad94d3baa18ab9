import Foundation

/// The characteristics of a stroke: width, caps, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroke, in points, centred on the path; 1 by default.
    public var lineWidth: CGFloat
    /// How open subpath ends are drawn; `.butt` by default.
    public var lineCap: CGLineCap
    /// How the corners between segments are drawn; `.miter` by default.
    public var lineJoin: CGLineJoin
    /// The ratio of miter length to line width past which a miter join is drawn beveled; 10 by default.
    public var miterLimit: CGFloat
    /// Alternating lengths of painted and unpainted segments, in points; empty draws a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults: width 1, butt caps, miter joins, limit 10.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

import Foundation

/// The characteristics of a stroke: width, caps, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults: width 1, butt caps, miter joins, limit 10.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// How the corners of a stroked path are joined.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

import Foundation

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

import Foundation

/// How the corners of a stroked path are joined.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

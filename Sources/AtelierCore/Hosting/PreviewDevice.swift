/// A device to preview on, by name ("iPhone 15"): accepted, as a desktop draws every preview the same way.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name.
    public init(stringLiteral value: String) { rawValue = value }
}

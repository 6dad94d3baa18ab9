import Foundation

/// The assistive technologies an `AccessibilityFocusState` follows; on the Linux desktop every screen reader
/// and switch device reaches the app through the same AT-SPI focus, so each set follows it.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A screen reader (VoiceOver on Apple platforms, Orca here).
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    /// Switch access.
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

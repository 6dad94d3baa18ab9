import Foundation

/// Values describe different focus interactions that a view can support.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set of interactions from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view has a primary action that can be activated via focus gestures (here: it is a Tab stop, as
    /// every control is with the desktop's full keyboard access).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input from non-spatial sources like a keyboard: it also takes focus when clicked.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected for interactive content on
    /// the current platform: on a desktop, both.
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

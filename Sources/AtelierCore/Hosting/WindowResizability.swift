import Foundation

/// The resizing strategy to apply to windows.
public struct WindowResizability: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, contentSize, contentMinSize }
    @_spi(Backend) public enum Limits: Sendable { case minimum, minimumAndMaximum }
    let kind: Kind

    /// Which of the content's size limits bind a window group's window.
    @_spi(Backend) public var windowGroupLimits: Limits { kind == .contentSize ? .minimumAndMaximum : .minimum }

    /// The scene's own strategy: for a window group, `contentMinSize`.
    public static let automatic = WindowResizability(kind: .automatic)
    /// The window can be resized between its content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// The window can be resized down to its content's minimum size, and grow without limit.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

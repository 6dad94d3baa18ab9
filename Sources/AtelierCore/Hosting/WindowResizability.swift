import Foundation

/// The resizing strategy to apply to windows.
public struct WindowResizability: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, contentSize, contentMinSize }
    let kind: Kind

    /// The window can be resized freely (Linux windows have no content-derived limits yet).
    public static let automatic = WindowResizability(kind: .automatic)
    /// The window's size follows its content's size; the user cannot resize it.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// The window can grow but not shrink below its content's minimum size.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

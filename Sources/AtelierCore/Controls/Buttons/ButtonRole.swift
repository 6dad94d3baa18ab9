import Foundation

/// A value that describes the purpose of a button; styles draw a destructive button in red.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case destructive, cancel }
    private let kind: Kind

    /// A role that indicates a destructive button (one that deletes user data, for example).
    public static let destructive = ButtonRole(kind: .destructive)
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
}

import Foundation

/// UIKit's trait collection, reduced to the trait colours depend on: the interface style (light or dark).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The appearance: light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Creates a trait collection with an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The trait collection that colours resolve against outside a view (`getRed`, `cgColor`); unspecified
    /// (read as light) unless a program sets it, as UIKit's is outside a drawing pass.
    public static var current: UITraitCollection {
        get { CurrentTraits.shared.value }
        set { CurrentTraits.shared.value = newValue }
    }

    /// Trait collections are equal when their interface styles are.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }
    /// Hashes the interface style, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(userInterfaceStyle) }
    /// The interface style, as UIKit prints it.
    public var description: String { "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle)>" }
}

/// The current trait collection, behind a lock because UIKit lets any thread read it.
private final class CurrentTraits: @unchecked Sendable {
    static let shared = CurrentTraits()
    private let lock = NSLock()
    private var stored = UITraitCollection(userInterfaceStyle: .unspecified)
    var value: UITraitCollection {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

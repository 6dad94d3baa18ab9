import Foundation
import CGio

/// GVariant types by signature, made once and kept for the process. (`g_variant_type_checked_` returns the
/// string it is given, and a Swift string passed to C lives only for that call: its result must not be kept
/// or passed on.)
enum DBusType {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String: OpaquePointer] = [:]

    /// The type of `signature` (a valid GVariant type string).
    static func named(_ signature: String) -> OpaquePointer {
        lock.withLock {
            if let type = made[signature] { return type }
            let type = g_variant_type_new(signature)!
            made[signature] = type
            return type
        }
    }
}

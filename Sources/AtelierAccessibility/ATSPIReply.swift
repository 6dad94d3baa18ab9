import Foundation
import CGio
import AtelierCore

/// The answer to a call: a value (the reply's argument tuple), a D-Bus error, or work for the main actor
/// whose result is the answer (a request that changes the window, or needs the window's place).
enum ATSPIReply: @unchecked Sendable {
    case value(OpaquePointer)
    case error(String, String)
    case onMain(@MainActor @Sendable (ATSPIHost, ATSPIServer) -> ATSPIReply)

    /// The reply with one value.
    static func single(_ v: OpaquePointer) -> ATSPIReply { .value(DBusValue.tuple([v])) }
    static func bool(_ b: Bool) -> ATSPIReply { single(DBusValue.bool(b)) }
    static func int32(_ i: Int) -> ATSPIReply { single(DBusValue.int32(i)) }
    static func string(_ s: String) -> ATSPIReply { single(DBusValue.string(s)) }
    static var unit: ATSPIReply { .value(DBusValue.tuple([])) }

    /// The element a call named is no longer in the tree.
    static var unknownObject: ATSPIReply {
        .error("org.freedesktop.DBus.Error.UnknownObject", "the accessible object is no longer in the window's tree")
    }
    static func unknownMethod(_ interface: String, _ method: String) -> ATSPIReply {
        .error("org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(method) is not implemented")
    }
    static func invalidArgs(_ message: String) -> ATSPIReply {
        .error("org.freedesktop.DBus.Error.InvalidArgs", message)
    }
}

/// What the bus thread asks of the main actor: to carry out a request, where the window is, and where a text
/// element's characters are (in window points).
struct ATSPIHost: Sendable {
    let perform: @MainActor @Sendable (ATSPIRequest) -> Bool
    /// The place and scale of the window that holds an element (by bus id).
    let geometry: @MainActor @Sendable (AccessibilityElementID) -> WindowGeometry
    var characterFrame: @MainActor @Sendable (Range<Int>, AccessibilityElementID) -> CGRect? = { _, _ in nil }
    var characterOffset: @MainActor @Sendable (CGPoint, AccessibilityElementID) -> Int? = { _, _ in nil }
}

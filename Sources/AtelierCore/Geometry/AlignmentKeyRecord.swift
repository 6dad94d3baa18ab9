import Foundation

/// What an alignment key stands for: an alignment ID type on one axis. Made once per type and axis and kept for
/// the process, so that a key is a reference to it (`AlignmentKey`).
final class AlignmentKeyRecord: @unchecked Sendable {
    let type: AlignmentID.Type
    let id: ObjectIdentifier
    let isHorizontal: Bool
    let defaultReadsOnlySize: Bool

    private init(_ type: AlignmentID.Type, isHorizontal: Bool) {
        self.type = type
        id = ObjectIdentifier(type)
        self.isHorizontal = isHorizontal
        defaultReadsOnlySize = type is SizeOnlyAlignmentID.Type
    }

    private struct Identity: Hashable {
        let id: ObjectIdentifier
        let isHorizontal: Bool
    }

    // Alignments are made on any thread (a static `let` is initialised where it is first read).
    private static let lock = NSLock()
    nonisolated(unsafe) private static var records: [Identity: AlignmentKeyRecord] = [:]

    /// The record of `type` on the axis, made the first time it is asked for.
    static func interned(_ type: AlignmentID.Type, isHorizontal: Bool) -> AlignmentKeyRecord {
        let identity = Identity(id: ObjectIdentifier(type), isHorizontal: isHorizontal)
        lock.lock()
        defer { lock.unlock() }
        if let record = records[identity] { return record }
        let made = AlignmentKeyRecord(type, isHorizontal: isHorizontal)
        records[identity] = made
        return made
    }
}

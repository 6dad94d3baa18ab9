#if canImport(Glibc)
import Glibc
#endif
import Foundation

@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)

/// The non-generic types that conform to named protocols, read from the protocol conformance records the
/// compiler emits into every image (the `swift5_protocol_conformances` section) through the runtime's
/// `swift_enumerateAllMetadataSections`. Layouts are the Swift ABI's (`MetadataSections`,
/// `ProtocolConformanceDescriptor`, context descriptors), stable on Linux.
enum ConformanceRecords {
    private final class Search {
        let protocols: Set<String>, module: String
        var found: [Any.Type] = []
        init(protocols: Set<String>, module: String) { self.protocols = protocols; self.module = module }
    }

    static func types(conformingTo protocols: Set<String>, inModule module: String) -> [Any.Type] {
        let search = Search(protocols: protocols, module: module)
        withExtendedLifetime(search) {
            enumerateAllMetadataSections({ sections, context in
                let search = Unmanaged<Search>.fromOpaque(context!).takeUnretainedValue()
                // MetadataSections: version, base, two unused words, then ranges of (start, length):
                // swift5_protocols, swift5_protocol_conformances, ...
                let word = MemoryLayout<UInt>.size
                let rangeOffset = 4 * word + 2 * word
                let start = sections.load(fromByteOffset: rangeOffset, as: UInt.self)
                let length = Int(sections.load(fromByteOffset: rangeOffset + word, as: UInt.self))
                guard let base = UnsafeRawPointer(bitPattern: start) else { return true }
                var offset = 0
                while offset + 4 <= length {
                    let record = base + offset
                    offset += 4
                    let conformance = record + Int(record.load(as: Int32.self))
                    if let type = ConformanceRecords.type(of: conformance, search: search) { search.found.append(type) }
                }
                return true
            }, Unmanaged.passUnretained(search).toOpaque())
        }
        return search.found
    }

    /// A relative pointer whose low bit says the target is reached through one more pointer.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let raw = Int(field.load(as: Int32.self))
        let target = field + (raw & ~1)
        return raw & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name (its third field, a relative pointer to a C string).
    private static func name(of descriptor: UnsafeRawPointer) -> String {
        let field = descriptor + 8
        return String(cString: (field + Int(field.load(as: Int32.self))).assumingMemoryBound(to: CChar.self))
    }

    private static func type(of conformance: UnsafeRawPointer, search: Search) -> Any.Type? {
        guard let proto = indirectable(conformance), search.protocols.contains(name(of: proto)),
              let parent = indirectable(proto + 4), name(of: parent) == search.module else { return nil }
        // The type reference's kind is in bits 3-5 of the conformance flags: 0 direct, 1 indirect descriptor.
        let flags = (conformance + 12).load(as: UInt32.self)
        let typeField = conformance + 4
        let descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 7 {
        case 0: descriptor = typeField + Int(typeField.load(as: Int32.self))
        case 1: descriptor = (typeField + Int(typeField.load(as: Int32.self))).load(as: UnsafeRawPointer?.self)
        default: return nil
        }
        guard let descriptor else { return nil }
        // A struct, enum or class (kinds 16-18), not generic (flag 0x80): its metadata accessor takes a request only.
        let kindFlags = descriptor.load(as: UInt32.self)
        guard (16...18).contains(kindFlags & 0x1F), kindFlags & 0x80 == 0 else { return nil }
        let accessorField = descriptor + 12
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
        let accessor = unsafeBitCast(accessorField + Int(accessorField.load(as: Int32.self)), to: Accessor.self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

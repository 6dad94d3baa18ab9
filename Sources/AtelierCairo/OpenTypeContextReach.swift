import Foundation
import CPangoCairo

/// How far an OpenType lookup's contextual rules see from the glyph they change: the most glyphs before it and after
/// it any rule matches (backtrack and input before it, input and lookahead after), read from the GSUB or GPOS table.
/// A lookup of a type this does not read, or a table it cannot read, reaches without bound.
enum OpenTypeContextReach {
    static let unbounded = (back: Int.max, ahead: Int.max)

    static func of(face: OpaquePointer, table: hb_tag_t, lookup: Int, positioning: Bool) -> (back: Int, ahead: Int) {
        guard let blob = hb_face_reference_table(face, table) else { return unbounded }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 10 else { return unbounded }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let listOffset = u16(8), let count = u16(listOffset), lookup < count,
              let lookupOffset = u16(listOffset + 2 + 2 * lookup) else { return unbounded }
        let start = listOffset + lookupOffset
        guard let type = u16(start), let subtables = u16(start + 4) else { return unbounded }
        var back = 0, ahead = 0
        func add(before: Int, input: Int, after: Int) {
            back = max(back, before + max(0, input - 1))
            ahead = max(ahead, after + max(0, input - 1))
        }
        let (context, chain, reverse, extensionType) = positioning ? (7, 8, -1, 9) : (5, 6, 8, 7)
        for s in 0..<subtables {
            guard let offset = u16(start + 6 + 2 * s) else { return unbounded }
            var sub = start + offset
            var subType = type
            if type == extensionType {
                guard let real = u16(sub + 2), let extensionOffset = u32(sub + 4) else { return unbounded }
                subType = real
                sub += extensionOffset
            }
            guard let format = u16(sub) else { return unbounded }
            switch (subType, format) {
            case (context, 1), (context, 2):
                // Rule sets by glyph or class: each rule's glyph count is its input.
                let setsAt = format == 1 ? sub + 4 : sub + 6
                guard let sets = u16(setsAt) else { return unbounded }
                for i in 0..<sets {
                    guard let setOffset = u16(setsAt + 2 + 2 * i) else { return unbounded }
                    if setOffset == 0 { continue }
                    let set = sub + setOffset
                    guard let rules = u16(set) else { return unbounded }
                    for r in 0..<rules {
                        guard let ruleOffset = u16(set + 2 + 2 * r), let input = u16(set + ruleOffset) else { return unbounded }
                        add(before: 0, input: input, after: 0)
                    }
                }
            case (context, 3):
                guard let input = u16(sub + 2) else { return unbounded }
                add(before: 0, input: input, after: 0)
            case (chain, 1), (chain, 2):
                let setsAt = format == 1 ? sub + 4 : sub + 10
                guard let sets = u16(setsAt) else { return unbounded }
                for i in 0..<sets {
                    guard let setOffset = u16(setsAt + 2 + 2 * i) else { return unbounded }
                    if setOffset == 0 { continue }
                    let set = sub + setOffset
                    guard let rules = u16(set) else { return unbounded }
                    for r in 0..<rules {
                        guard let ruleOffset = u16(set + 2 + 2 * r) else { return unbounded }
                        let rule = set + ruleOffset
                        guard let before = u16(rule), let input = u16(rule + 2 + 2 * before),
                              let after = u16(rule + 2 + 2 * before + 2 + 2 * max(0, input - 1)) else { return unbounded }
                        add(before: before, input: input, after: after)
                    }
                }
            case (chain, 3):
                guard let before = u16(sub + 2), let input = u16(sub + 4 + 2 * before),
                      let after = u16(sub + 6 + 2 * before + 2 * input) else { return unbounded }
                add(before: before, input: input, after: after)
            case (reverse, 1):
                guard let before = u16(sub + 4), let after = u16(sub + 6 + 2 * before) else { return unbounded }
                add(before: before, input: 1, after: after)
            default:
                // Single, multiple, alternate, ligature substitutions and pair positioning see no context; anything else
                // is not read.
                if positioning ? [1, 2, 3, 4, 5, 6].contains(subType) : [1, 2, 3, 4].contains(subType) { continue }
                return unbounded
            }
        }
        return (back, ahead)
    }
}

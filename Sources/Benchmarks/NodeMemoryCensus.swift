import Foundation
@_spi(Backend) import AtelierCore
import CMalloc

/// The heap a graph's nodes take, kind by kind (`Benchmarks --memory`): each node's own allocation, and what its
/// stored properties point to that no node counted before (arrays, dictionaries, sets, objects, closure
/// contexts), found by reflection. An allocation shared by several nodes (an environment's list, a layout) counts
/// once, for the first node that reaches it; the graph's own allocations are a row of their own.
///
/// What reflection does not see — the boxes of large existentials, string storage, C libraries' memory behind
/// opaque pointers (Pango's layouts) — is the difference between the heap's growth and the counted total.
@MainActor struct NodeMemoryCensus {
    /// One kind's figures: how many nodes, the bytes of their objects, the bytes their properties own.
    struct Kind {
        var count = 0
        var objectBytes = 0
        var ownedBytes = 0
        /// The owned bytes by the stored property of the node they were reached from.
        var ownedByField: [String: Int] = [:]
        var total: Int { objectBytes + ownedBytes }
    }

    private(set) var kinds: [String: Kind] = [:]
    /// The graph's own allocations (queues, tables), not a node's.
    private(set) var graphBytes = 0
    private var seen: Set<UnsafeRawPointer> = []
    private var nodes: Set<ObjectIdentifier> = []
    /// The heap's ranges: the main arena (the brk heap) and anonymous mappings (blocks malloc mapped on their own,
    /// a large cache's table). A pointer outside them is static (an empty array's storage, a literal) and is not
    /// asked its size.
    private let heap: [ClosedRange<UInt>]

    /// Counts the nodes of `graph` as it is now.
    init(graph: ViewGraph) {
        heap = Self.heapRanges()
        let list = graph.nodesForMemoryCensus
        nodes = Set(list.map(ObjectIdentifier.init))
        // The text engine is the process's: a handle's weak reference to it is not a node's, and its caches are a
        // row of their own, counted after the nodes (what they share with a node is the node's).
        let engine = GraphicsServices.textEngine as AnyObject
        nodes.insert(ObjectIdentifier(engine))
        graphBytes = allocation(Unmanaged.passUnretained(graph).toOpaque(), fields: Mirror(reflecting: graph), depth: 0)
        for node in list {
            let name = Self.kindName(node)
            let object = Unmanaged.passUnretained(node).toOpaque()
            let own = allocation(object, fields: nil, depth: 0)
            var kind = kinds[name] ?? Kind()
            kind.count += 1
            kind.objectBytes += own
            var current: Mirror? = Mirror(reflecting: node)
            while let m = current {
                for child in m.children {
                    for (field, owned) in fieldBytes(child.label ?? "?", child.value) {
                        kind.ownedBytes += owned
                        kind.ownedByField[field, default: 0] += owned
                    }
                }
                for child in m.children where child.label == "sizeCache" { countSizeCacheEntries(child.value, kind: name) }
                current = m.superclassMirror
            }
            if kind.count == 1, ProcessInfo.processInfo.environment["ATELIER_CENSUS_FIELDS"] != nil {
                var fields: [String] = []
                var current: Mirror? = Mirror(reflecting: node)
                while let m = current {
                    for child in m.children { fields.append("\(child.label ?? "?") \(Self.size(of: child.value))") }
                    current = m.superclassMirror
                }
                print("FIELDS \(name): " + fields.joined(separator: ", "))
            }
            kinds[name] = kind
        }
        nodes.remove(ObjectIdentifier(engine))
        var engineFields: [String: Int] = [:]
        for (field, owned) in fieldBytes("textEngine", engine, pathDepth: Self.fieldPathDepth - 1) {
            engineFields[field, default: 0] += owned
        }
        textEngineBytes = engineFields.sorted { $0.value > $1.value }
    }

    /// The bytes the text engine's caches hold now, by the engine's property (before the graph is built: the
    /// engine's growth is the census's row minus these).
    static func textEngineBytesNow() -> [String: Int] {
        var census = NodeMemoryCensus()
        var result: [String: Int] = [:]
        for (field, owned) in census.fieldBytes("textEngine", GraphicsServices.textEngine as AnyObject, pathDepth: fieldPathDepth - 1) {
            result[field, default: 0] += owned
        }
        return result
    }

    private init() { heap = Self.heapRanges() }

    /// How many answers the nodes' size caches hold, by count, kind by kind: the cache keeps a few in the node
    /// itself, and how many is worth the bytes depends on how many nodes ask more.
    private(set) var sizeCacheEntries: [String: [Int: Int]] = [:]

    private mutating func countSizeCacheEntries(_ cache: Any, kind: String) {
        var count = 0
        for child in Mirror(reflecting: cache).children {
            if child.label == "inlineCount", let inline = child.value as? UInt8 { count += Int(inline) }
            if child.label == "overflow", let more = Mirror(reflecting: child.value).children.first {
                for field in Mirror(reflecting: more.value).children where field.label == "more" {
                    count += Mirror(reflecting: field.value).children.count
                }
            }
        }
        sizeCacheEntries[kind, default: [:]][count, default: 0] += 1
    }

    /// The size caches' answers, as "kind: count×nodes".
    var sizeCacheReport: String {
        "size cache answers held (answers x nodes): " + sizeCacheEntries.sorted { $0.key < $1.key }.map { kind, counts in
            "\(kind) " + counts.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }.joined(separator: " ")
        }.joined(separator: "; ")
    }

    /// The engine's bytes before the graph was built (`textEngineBytesNow`), for its growth.
    var textEngineBefore: [String: Int] = [:]

    /// What the text engine's caches hold that no node reached, by the engine's property: the process's, not the
    /// graph's (made before the first sample too), but they grow with the texts laid out.
    private(set) var textEngineBytes: [(String, Int)] = []

    var nodeCount: Int { kinds.values.reduce(0) { $0 + $1.count } }
    var countedBytes: Int { kinds.values.reduce(0) { $0 + $1.total } }

    /// The table, kinds by their share of the counted bytes, largest first.
    func report(heapGrowth: Int) -> String {
        let count = max(1, nodeCount)
        func padded(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
        var lines = [padded("node kind", 36) + "  nodes  object  owned  of a node (all nodes)  share   owned by field (bytes a node of the kind)"]
        for (name, kind) in kinds.sorted(by: { $0.value.total > $1.value.total }) {
            let fields = kind.ownedByField.filter { $0.value >= kind.count * 8 }.sorted { $0.value > $1.value }
                .map { "\($0.key) \($0.value / kind.count)" }.joined(separator: ", ")
            lines.append(padded(String(name.prefix(36)), 36) + String(format: " %6d %7.0f %6.0f %22.0f %5.1f%%   ", kind.count,
                                Double(kind.objectBytes) / Double(kind.count), Double(kind.ownedBytes) / Double(kind.count),
                                Double(kind.total) / Double(count), 100 * Double(kind.total) / Double(max(1, countedBytes))) + fields)
        }
        let engineTotal = textEngineBytes.reduce(0) { $0 + $1.1 }
        let growth = textEngineBytes.map { ($0.0, $0.1 - (textEngineBefore[$0.0] ?? 0)) }.sorted { $0.1 > $1.1 }
        let engineGrowth = growth.reduce(0) { $0 + $1.1 }
        lines.append(String(format: "counted: %.0f bytes a node (objects %.0f, owned %.0f); the graph's own %.0f; the text engine's growth %.0f; the heap grew %.0f bytes a node, %.0f not seen by reflection (string storage, existential boxes, Pango's own)",
                            Double(countedBytes) / Double(count),
                            Double(kinds.values.reduce(0) { $0 + $1.objectBytes }) / Double(count),
                            Double(kinds.values.reduce(0) { $0 + $1.ownedBytes }) / Double(count),
                            Double(graphBytes) / Double(count), Double(engineGrowth) / Double(count), Double(heapGrowth) / Double(count),
                            Double(heapGrowth - countedBytes - graphBytes - engineGrowth) / Double(count)))
        lines.append(String(format: "the text engine's caches, what no node reaches: %.0f bytes a node, grown by %.0f in the build (by property: ",
                            Double(engineTotal) / Double(count), Double(engineGrowth) / Double(count))
                     + growth.filter { abs($0.1) >= count }.map { "\($0.0) \($0.1 / count)" }.joined(separator: ", ") + ")")
        return lines.joined(separator: "\n")
    }

    /// The bytes in use on the heap (glibc's count of allocated chunks, mapped ones included).
    static func heapInUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks + info.hblkhd)
    }

    /// Where the process's heap memory is, as glibc counts it: chunks in use in the main heap, free chunks
    /// inside it (holes that what was freed left between chunks still in use: resident, and no node's), and
    /// blocks mapped on their own (128 KB and more: a cache's hash table).
    struct HeapSplit {
        var inUse: Int
        var free: Int
        var mapped: Int

        static func now() -> HeapSplit {
            let info = mallinfo2()
            return HeapSplit(inUse: Int(info.uordblks), free: Int(info.fordblks), mapped: Int(info.hblkhd))
        }

        /// The growth since `before`, a node's share of each part.
        func report(since before: HeapSplit, nodes: Int) -> String {
            let n = Double(max(1, nodes))
            return String(format: "the heap's growth split (mallinfo2), bytes a node: %.0f in use in the main heap, %.0f free inside it (holes left by what build and layout freed), %.0f in blocks mapped on their own",
                          Double(inUse - before.inUse) / n, Double(free - before.free) / n, Double(mapped - before.mapped) / n)
        }
    }

    // MARK: Walking values

    private static func kindName(_ node: AnyObject) -> String {
        String(describing: type(of: node))
    }

    /// How many properties deep a field's bytes are told apart ("latestLayout.handle.request"): objects and
    /// structs are looked into to this depth, so that where a kind's bytes go is the next step to see.
    static let fieldPathDepth = 4

    /// A node's stored property's bytes: an object's own under the property's name, and what each of the
    /// object's properties owns under "name.property", through objects and structs, `fieldPathDepth` deep.
    private mutating func fieldBytes(_ label: String, _ value: Any, pathDepth: Int = 1) -> [(String, Int)] {
        var mirror = Mirror(reflecting: value)
        var unwrapped = value
        if mirror.displayStyle == .optional {
            guard let some = mirror.children.first else { return [] }
            unwrapped = some.value
            mirror = Mirror(reflecting: unwrapped)
        }
        let lookInto = pathDepth < Self.fieldPathDepth
        switch mirror.displayStyle {
        case .class? where lookInto && !nodes.contains(ObjectIdentifier(unwrapped as AnyObject)):
            var result = [(label, allocation(Unmanaged.passUnretained(unwrapped as AnyObject).toOpaque(), fields: nil, depth: pathDepth))]
            guard result[0].1 > 0 else { return result }
            var current: Mirror? = mirror
            while let m = current {
                for child in m.children { result += fieldBytes("\(label).\(child.label ?? "?")", child.value, pathDepth: pathDepth + 1) }
                current = m.superclassMirror
            }
            return result
        case .struct? where lookInto && !mirror.children.isEmpty, .tuple? where lookInto && !mirror.children.isEmpty:
            return mirror.children.enumerated().flatMap { index, child in
                fieldBytes("\(label).\(child.label ?? "\(index)")", child.value, pathDepth: pathDepth + 1)
            }
        default:
            return [(label, bytes(of: value, depth: pathDepth - 1))]
        }
    }

    /// The bytes a value's stored properties own, through structs, tuples, enums and optionals.
    private mutating func ownedBytes(of mirror: Mirror, depth: Int) -> Int {
        var total = 0
        var current: Mirror? = mirror
        while let m = current {
            for child in m.children { total += bytes(of: child.value, depth: depth) }
            current = m.superclassMirror
        }
        return total
    }

    private mutating func bytes(of value: Any, depth: Int) -> Int {
        guard depth < 12 else { return 0 }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class?:
            let object = value as AnyObject
            if nodes.contains(ObjectIdentifier(object)) { return 0 }
            return allocation(Unmanaged.passUnretained(object).toOpaque(), fields: mirror, depth: depth + 1)
        case .collection?, .dictionary?, .set?:
            guard let storage = Self.firstWord(value) else { return 0 }
            return allocation(storage, fields: mirror, depth: depth + 1)
        case .optional?:
            return mirror.children.first.map { bytes(of: $0.value, depth: depth) } ?? 0
        default:
            var total = ownedBytes(of: mirror, depth: depth)
            // A closure is a function pointer and its context.
            if mirror.children.isEmpty, String(describing: type(of: value)).contains("->"), let context = Self.secondWord(value) {
                total += allocation(context, fields: nil, depth: depth + 1)
            }
            return total
        }
    }

    /// The size of the allocation at `pointer` if it is on the heap and not counted yet, plus what its fields own.
    private mutating func allocation(_ pointer: UnsafeRawPointer, fields: Mirror?, depth: Int) -> Int {
        let address = UInt(bitPattern: pointer)
        guard heap.contains(where: { $0.contains(address) }), seen.insert(pointer).inserted else { return 0 }
        var total = malloc_usable_size(UnsafeMutableRawPointer(mutating: pointer))
        if let fields { total += ownedBytes(of: fields, depth: depth) }
        return total
    }

    private static func size<T>(of value: T) -> Int { MemoryLayout<T>.size }

    private static func firstWord<T>(_ value: T) -> UnsafeRawPointer? {
        guard MemoryLayout<T>.size >= 8 else { return nil }
        return withUnsafeBytes(of: value) { $0.load(as: UnsafeRawPointer?.self) }
    }

    private static func secondWord<T>(_ value: T) -> UnsafeRawPointer? {
        guard MemoryLayout<T>.size == 16 else { return nil }
        return withUnsafeBytes(of: value) { $0.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) }
    }

    private static func heapRanges() -> [ClosedRange<UInt>] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
        var ranges: [ClosedRange<UInt>] = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // The brk heap, and anonymous read-write mappings (no file, not a stack).
            guard fields.count >= 5, fields[1].hasPrefix("rw"), fields.count == 5 || fields[5] == "[heap]" else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16) else { continue }
            ranges.append(low...(high - 1))
        }
        return ranges
    }
}

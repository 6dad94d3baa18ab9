@_spi(Reflection) import Swift
import Foundation

/// Where the dynamic properties of one type sit in its values, found once per type from the runtime's
/// field metadata. Before a body runs, the node installs its storage into its own copy of the view value
/// (or modifier, or style) through these offsets, so closures the body creates capture that copy and
/// reach that node's storage, whichever node evaluates the same shared value.
@MainActor struct DynamicPropertyLayout {
    /// One step of installation, in field order.
    enum Entry {
        /// A property backed by node storage (State, GestureState, Environment, Namespace...).
        case install(offset: Int, slot: Int, type: any NodeInstalledProperty.Type)
        /// A property of the program's own: its nested properties are installed first, then its `update()` runs.
        case update(offset: Int, type: any DynamicProperty.Type)
    }

    /// The steps, outer fields before the fields of nested properties they come after.
    let entries: [Entry]
    /// How many storage slots a node keeps for values of the type.
    let slotCount: Int
    /// Whether a value of the type reads the environment (its body depends on environment changes).
    let readsEnvironment: Bool

    private static var layouts: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    /// The types whose stored values hold dynamic properties too, though they are not `DynamicProperty`
    /// themselves: a higher layer's containers (an `App`, whose `@State` and `@StateObject` its host installs)
    /// are added here, as Core cannot name them. A set of types, where a protocol cast of every field searched
    /// the program's conformances for each new field type.
    static var propertyContainers: Set<ObjectIdentifier> = []

    /// The layout of `type`, computed on first use.
    static func of(_ type: Any.Type) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(type)
        if let known = layouts[key] { return known }
        var builder = Builder()
        builder.add(fieldsOf: type, at: 0, depth: 0)
        let layout = DynamicPropertyLayout(entries: builder.entries, slotCount: builder.slots,
                                           readsEnvironment: builder.readsEnvironment)
        layouts[key] = layout
        return layout
    }

    /// Installs a node's storage into `value` (a value of the type this layout was made for) and runs the
    /// `update()` of the program's own dynamic properties.
    func install<Value>(into value: inout Value, slots: inout [AnyObject?], node: BodyNode) {
        guard !entries.isEmpty else { return }
        if slots.count < slotCount { slots.append(contentsOf: repeatElement(nil, count: slotCount - slots.count)) }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let base = raw.baseAddress else { return }
            for entry in entries {
                switch entry {
                case let .install(offset, slot, type):
                    type.install(at: base + offset, slot: &slots[slot], node: node)
                case let .update(offset, type):
                    Self.runUpdate(type, at: base + offset)
                }
            }
        }
    }

    /// Whether each property of `value` (a value of the type this layout was made for) that reads the
    /// environment reads the same in `new` as in `old`; false when one may not.
    func readsSameEnvironment<Value>(in value: Value, _ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        guard readsEnvironment else { return true }
        return withUnsafeBytes(of: value) { raw in
            guard let base = raw.baseAddress else { return true }
            for case let .install(offset, _, type) in entries where type.readsEnvironment {
                if !type.readsSameValue(at: base + offset, in: old, as: new) { return false }
            }
            return true
        }
    }

    private static func runUpdate<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }

    @MainActor private struct Builder {
        var entries: [Entry] = []
        var slots = 0
        var readsEnvironment = false

        mutating func add(fieldsOf type: Any.Type, at base: Int, depth: Int) {
            guard depth < 8 else { return }
            // The fields stored inline in a value of the type: a struct's (or tuple's). A class keeps its
            // properties in the instance, and `_forEachField` without `.classType` reports none; nor does an enum.
            var fields: [(offset: Int, type: Any.Type)] = []
            _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                fields.append((offset, fieldType))
                return true
            }
            for field in fields where !Self.conformsToNoProtocol(field.type) {
                let offset = base + field.offset
                // One cast for a field that is no dynamic property (most are not); the narrower ones only for those that are.
                if let dynamic = field.type as? any DynamicProperty.Type {
                    if let installed = dynamic as? any NodeInstalledProperty.Type {
                        entries.append(.install(offset: offset, slot: slots, type: installed))
                        slots += 1
                        if installed.readsEnvironment { readsEnvironment = true }
                    } else if !(dynamic is any StatelessDynamicProperty.Type) {
                        add(fieldsOf: field.type, at: offset, depth: depth + 1)
                        entries.append(.update(offset: offset, type: dynamic))
                    }
                } else if DynamicPropertyLayout.propertyContainers.contains(ObjectIdentifier(field.type)) {
                    add(fieldsOf: field.type, at: offset, depth: depth + 1)
                }
            }
        }

        /// Whether `type` is a function, an existential or a metatype, which conform to no protocol here: a cast of a
        /// closure's type is never cached by the runtime, and each searched every conformance of the program (a view's
        /// action closures, three casts each). The kinds are the runtime's (MetadataKind.def), read from the metadata.
        private static func conformsToNoProtocol(_ type: Any.Type) -> Bool {
            let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
            return kind == 0x302 || kind == 0x303 || kind == 0x304 || kind == 0x306
        }
    }
}

/// A dynamic property whose storage a node keeps and installs into each copy it evaluates.
@MainActor protocol NodeInstalledProperty: DynamicProperty {
    /// Writes the node's storage for this property into the property at `pointer`, making it in `slot` first
    /// when the node has none yet.
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode)
    /// Whether the property reads the node's environment.
    static var readsEnvironment: Bool { get }
    /// Whether the property at `pointer` reads the same value from `new` as from `old` (false when it may not).
    static func readsSameValue(at pointer: UnsafeRawPointer, in old: EnvironmentValues, as new: EnvironmentValues) -> Bool
}

extension NodeInstalledProperty {
    static var readsEnvironment: Bool { false }
    static func readsSameValue(at pointer: UnsafeRawPointer, in old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
        !readsEnvironment
    }
}

/// A dynamic property with nothing to install and no `update()` of its own (Binding): the layout skips it.
protocol StatelessDynamicProperty: DynamicProperty {}

import Foundation

/// Walks a view's stored properties before its body runs: attaches each State to the node's storage,
/// fills each Environment from the node's environment, and descends into nested DynamicProperty values.
@MainActor struct PropertyInstaller {
    let node: BodyNode
    private(set) var foundEnvironment = false
    private var slotIndex = 0

    init(node: BodyNode) { self.node = node }

    mutating func install(in value: Any) {
        visit(Mirror(reflecting: value), depth: 0)
    }

    private mutating func visit(_ mirror: Mirror, depth: Int) {
        if let superclass = mirror.superclassMirror { visit(superclass, depth: depth) }
        for child in mirror.children { installProperty(child.value, depth: depth) }
    }

    private mutating func installProperty(_ value: Any, depth: Int) {
        if let state = value as? StateInstallable {
            let existing = slotIndex < node.slots.count ? node.slots[slotIndex] as? AnyStateStorage : nil
            let storage = state.attach(to: existing, node: node)
            if slotIndex < node.slots.count { node.slots[slotIndex] = storage } else { node.slots.append(storage) }
            slotIndex += 1
        } else if let environment = value as? EnvironmentInstallable {
            environment.install(from: node.environment)
            foundEnvironment = true
        } else if let custom = value as? SlotInstallable {
            let existing = slotIndex < node.slots.count ? node.slots[slotIndex] : nil
            let storage = custom.install(existing: existing, node: node)
            if slotIndex < node.slots.count { node.slots[slotIndex] = storage } else { node.slots.append(storage) }
            slotIndex += 1
        } else if value is DynamicProperty, depth < 8 {
            visit(Mirror(reflecting: value), depth: depth + 1)
        }
    }
}

/// A dynamic property with storage of its own in the node (GestureState and others).
@MainActor protocol SlotInstallable {
    func install(existing: AnyObject?, node: BodyNode) -> AnyObject
}

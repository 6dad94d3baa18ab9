import Foundation

/// Sees every key of its window before anything else does, while the modified view is in the tree: the menu
/// bar's keys (F10, Alt alone, and all keys while a menu is open, which takes the keyboard as a menu does).
/// The handler returns whether it took the key.
struct _WindowKeyMonitorModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let handler: @MainActor (KeyPress) -> Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { WindowKeyMonitorNode(context: context) }
}

/// The node of a window key monitor: registered with its graph while attached.
@MainActor final class WindowKeyMonitorNode: TransparentModifierNode<_WindowKeyMonitorModifier> {
    override func contentDidUpdate() { graph.windowKeyMonitors.add(self) }

    override func willDetach() -> [ViewNode] {
        graph.windowKeyMonitors.remove(self)
        return super.willDetach()
    }
}

/// The window key monitors of a graph, in the order they came.
@MainActor final class WindowKeyMonitors {
    private var monitors: [WeakKeyMonitor] = []

    func add(_ node: WindowKeyMonitorNode) {
        guard !monitors.contains(where: { $0.value === node }) else { return }
        monitors.append(WeakKeyMonitor(value: node))
    }

    func remove(_ node: WindowKeyMonitorNode) { monitors.removeAll { $0.value === node || $0.value == nil } }

    /// Offers a key to each monitor until one takes it; the list is taken first, so a handler may remove its view.
    func offer(_ press: KeyPress) -> Bool {
        for monitor in monitors.compactMap(\.value) where monitor.isAttached {
            if monitor.modifier?.handler(press) == true { return true }
        }
        return false
    }
}

private struct WeakKeyMonitor {
    weak var value: WindowKeyMonitorNode?
}

extension ViewGraph {
    var windowKeyMonitors: WindowKeyMonitors { service(WindowKeyMonitors.self) { WindowKeyMonitors() } }
}

extension KeyEquivalent {
    /// The Alt (Option) key pressed or released alone, which a host sends for the menu bar: only window key
    /// monitors hear it (no text field, key-press handler or shortcut takes a modifier key alone).
    @_spi(Backend) public static let optionKeyAlone = KeyEquivalent("\u{F8FE}")

    /// The function key F`number` (1 to 35), as AppKit numbers them (F1 is U+F704); nil out of range.
    @_spi(Backend) public static func function(_ number: Int) -> KeyEquivalent? {
        guard (1...35).contains(number), let scalar = UnicodeScalar(0xF703 + number) else { return nil }
        return KeyEquivalent(Character(scalar))
    }
}

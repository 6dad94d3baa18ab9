import Foundation
import CSDL2
import CWaylandClient
import CWaylandSupport

/// The app's Wayland connection (SDL's) as the window host uses it beside SDL: the shared-memory and viewport
/// globals its windows draw with, and every output's scale, followed live. SDL 2.26 reads an output's scale once,
/// when the output appears, and a window's only when it enters another output; the host follows the outputs
/// itself, so that a change of the desktop's scale redraws the windows at the new one.
@MainActor final class WaylandConnection {
    /// The connection the app's windows share, made by the first window on Wayland.
    private(set) static var shared: WaylandConnection?

    /// The connection over SDL's `display`, made once and kept for the app's life; nil when the compositor
    /// offers no shared memory.
    static func connection(to display: OpaquePointer) -> WaylandConnection? {
        if let shared, shared.display == display { return shared }
        guard let made = WaylandConnection(display: display) else { return nil }
        shared = made
        return made
    }

    let display: OpaquePointer
    private(set) var shm: OpaquePointer?
    private(set) var viewporter: OpaquePointer?
    private var xdgOutputManager: OpaquePointer?
    private var registry: OpaquePointer?
    private var outputs: [UInt32: WaylandOutput] = [:]
    /// The SDL event pushed when the windows should look again: an output's scale changed, or a buffer that a
    /// frame waited for came back.
    let eventType: UInt32

    private init?(display: OpaquePointer) {
        self.display = display
        eventType = SDL_RegisterEvents(1)
        // The first answers come on a queue of the host's own, so that none of SDL's events is dispatched from
        // here; then the objects move to the default queue, which SDL's event loop dispatches, for live changes.
        guard let queue = wl_display_create_queue(display),
              let wrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(display)) else { return nil }
        wl_proxy_set_queue(OpaquePointer(wrapper), queue)
        registry = wl_display_get_registry(OpaquePointer(wrapper))
        wl_proxy_wrapper_destroy(wrapper)
        guard let registry else { wl_event_queue_destroy(queue); return nil }
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(self).toOpaque())
        // The globals, then what the outputs bound among them say of themselves.
        wl_display_roundtrip_queue(display, queue)
        wl_display_roundtrip_queue(display, queue)
        // Every object made on that queue moves (and what they make later is made on the default queue).
        for proxy in [registry, shm, viewporter, xdgOutputManager].compactMap({ $0 }) { wl_proxy_set_queue(proxy, nil) }
        for output in outputs.values { output.useDefaultQueue() }
        wl_event_queue_destroy(queue)
        guard shm != nil else {
            // Nothing may call back into a connection that is not made.
            for output in outputs.values { output.destroy() }
            outputs.removeAll()
            wl_registry_destroy(registry)
            self.registry = nil
            return nil
        }
    }

    /// Why SDL cannot open windows on the compositor that WAYLAND_DISPLAY names: it cannot be reached, or it lacks a
    /// global SDL 2.26 needs (a compositor without a seat makes SDL crash as it starts); nil when SDL can use it.
    /// Costs a connection of its own, made and closed at once.
    nonisolated static func unusabilityOfCompositor() -> String? {
        guard let display = wl_display_connect(nil) else { return "no connection: \(String(cString: strerror(errno)))" }
        defer { wl_display_disconnect(display) }
        let names = GlobalNames()
        guard let registry = wl_display_get_registry(display) else { return "no registry" }
        defer { wl_registry_destroy(registry) }
        wl_registry_add_listener(registry, globalNamesListener, Unmanaged.passUnretained(names).toOpaque())
        guard wl_display_roundtrip(display) >= 0 else { return "the connection failed: \(String(cString: strerror(errno)))" }
        let missing = ["wl_compositor", "wl_shm", "wl_seat", "xdg_wm_base"].filter { !names.all.contains($0) }
        return missing.isEmpty ? nil : "it offers no \(missing.joined(separator: ", "))"
    }

    /// Why the connection broke (the compositor went away or ended it), or nil while it works.
    var failure: String? {
        let code = wl_display_get_error(display)
        return code == 0 ? nil : String(cString: strerror(code))
    }

    /// Pixels per window unit for a window on SDL's display `displayName` (an output's description, as SDL names
    /// displays): that output's scale, else the largest; 1 without wp_viewporter, which alone lets a buffer of
    /// any size cover a window.
    func scale(forDisplayNamed displayName: String?) -> CGFloat {
        guard viewporter != nil, !outputs.isEmpty else { return 1 }
        if let displayName, let match = outputs.values.first(where: { $0.description == displayName || $0.name == displayName }) {
            return match.scale
        }
        return outputs.values.map(\.scale).max() ?? 1
    }

    /// Wakes the app's loop to look at its windows again.
    func wake() {
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
    }

    // MARK: The registry

    fileprivate func global(name: UInt32, interface: String, version: UInt32) {
        guard let registry else { return }
        switch interface {
        case "wl_shm":
            shm = wl_registry_bind(registry, name, atelier_interface_wl_shm(), 1).map(OpaquePointer.init)
        case "wp_viewporter":
            viewporter = wl_registry_bind(registry, name, atelier_interface_wp_viewporter(), 1).map(OpaquePointer.init)
        case "zxdg_output_manager_v1":
            xdgOutputManager = wl_registry_bind(registry, name, atelier_interface_zxdg_output_manager_v1(), min(version, 3))
                .map(OpaquePointer.init)
            if let xdgOutputManager { for output in outputs.values { output.describe(with: xdgOutputManager) } }
        case "wl_output":
            guard let proxy = wl_registry_bind(registry, name, atelier_interface_wl_output(), min(version, 4)) else { return }
            let output = WaylandOutput(globalName: name, output: OpaquePointer(proxy), connection: self)
            outputs[name] = output
            if let xdgOutputManager { output.describe(with: xdgOutputManager) }
        default:
            break
        }
    }

    fileprivate func globalRemoved(name: UInt32) {
        guard let output = outputs.removeValue(forKey: name) else { return }
        output.destroy()
        wake()
    }

    /// An output's scale changed: the windows draw again at theirs.
    func outputScaleChanged() { wake() }

    /// An output's scale from its mode and its size in the desktop's units (xdg-output), as SDL 2.26 reckons it,
    /// rounded to 120ths (the unit of Wayland's fractional-scale protocol) so that a logical size rounded to
    /// whole units does not leave 1.5 as 1.5006; the output's whole-number scale when no logical size is known or
    /// the logical size ignores the scale (as GNOME's did, which SDL also works around).
    nonisolated static func outputScale(modeWidth: Int, modeHeight: Int, transform: Int32, logicalWidth: Int, integerScale: Int) -> CGFloat {
        let whole = CGFloat(max(1, integerScale))
        // Transforms 90 and 270, flipped or not, turn the mode; xdg-output's sizes are already turned.
        let native = transform & 1 == 1 ? modeHeight : modeWidth
        guard logicalWidth > 0, native > 0 else { return whole }
        let ratio = CGFloat(native) / CGFloat(logicalWidth)
        if abs(ratio - 1) < 0.001, integerScale > 1 { return whole }
        let rounded = (ratio * 120).rounded() / 120
        return min(max(rounded, 0.25), 8)
    }
}

// The registry's listener: a C function table, made once; each call's data is the connection (unretained: it lives
// as long as the app). The address crosses into the main actor: events are dispatched on the main thread, in SDL's
// event loop.

@MainActor private func connection(at address: UInt) -> WaylandConnection {
    Unmanaged<WaylandConnection>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
}

private nonisolated(unsafe) let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
    let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_registry_listener(
        global: { data, _, name, interface, version in
            guard let interface else { return }
            let text = String(cString: interface)
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { connection(at: address).global(name: name, interface: text, version: version) }
        },
        global_remove: { data, _, name in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { connection(at: address).globalRemoved(name: name) }
        }))
    return listener
}()

/// The interfaces a compositor offers, gathered by `unusabilityOfCompositor()`.
private final class GlobalNames {
    var all: Set<String> = []
}

private nonisolated(unsafe) let globalNamesListener: UnsafeMutablePointer<wl_registry_listener> = {
    let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_registry_listener(
        global: { data, _, _, interface, _ in
            guard let data, let interface else { return }
            Unmanaged<GlobalNames>.fromOpaque(data).takeUnretainedValue().all.insert(String(cString: interface))
        },
        global_remove: { _, _, _ in }))
    return listener
}()

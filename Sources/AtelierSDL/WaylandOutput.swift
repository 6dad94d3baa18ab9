import Foundation
import CWaylandClient
import CWaylandSupport

/// One output (monitor) of the compositor: its mode, whole-number scale and, through xdg-output, its size in the
/// desktop's units, which together give its fractional scale.
@MainActor final class WaylandOutput {
    let globalName: UInt32
    private let output: OpaquePointer
    private var xdgOutput: OpaquePointer?
    private weak var connection: WaylandConnection?
    private var transform: Int32 = 0
    private var modeWidth = 0, modeHeight = 0
    private var integerScale = 1
    private var logicalWidth = 0
    /// The output's name (wl_output 4 or xdg-output 2: "HEADLESS-1", "DP-1") and description, as SDL names displays.
    private(set) var name = ""
    private(set) var description = ""
    /// The scale as of the output's last complete description.
    private(set) var scale: CGFloat = 1

    init(globalName: UInt32, output: OpaquePointer, connection: WaylandConnection) {
        self.globalName = globalName
        self.output = output
        self.connection = connection
        wl_output_add_listener(output, outputListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Asks xdg-output for the output's size in the desktop's units.
    func describe(with manager: OpaquePointer) {
        guard xdgOutput == nil, let made = atelier_zxdg_output_manager_v1_get_xdg_output(manager, output) else { return }
        xdgOutput = made
        atelier_zxdg_output_v1_add_listener(made, xdgOutputListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Moves the output's objects to the default queue, which SDL's event loop dispatches.
    func useDefaultQueue() {
        wl_proxy_set_queue(output, nil)
        if let xdgOutput { wl_proxy_set_queue(xdgOutput, nil) }
    }

    func destroy() {
        if let xdgOutput { atelier_zxdg_output_v1_destroy(xdgOutput) }
        xdgOutput = nil
        if wl_proxy_get_version(output) >= 3 { wl_output_release(output) } else { wl_output_destroy(output) }
    }

    fileprivate func geometry(transform: Int32) { self.transform = transform }

    fileprivate func mode(flags: UInt32, width: Int32, height: Int32) {
        guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
        modeWidth = Int(width)
        modeHeight = Int(height)
    }

    fileprivate func scaleFactor(_ factor: Int32) { integerScale = Int(factor) }

    fileprivate func logicalSize(width: Int32) { logicalWidth = Int(width) }

    fileprivate func named(_ text: String) { name = text }

    fileprivate func described(_ text: String) { description = text }

    /// The description is complete (wl_output.done, or xdg-output's own done before version 3).
    fileprivate func done() {
        let new = WaylandConnection.outputScale(modeWidth: modeWidth, modeHeight: modeHeight, transform: transform,
                                                logicalWidth: logicalWidth, integerScale: integerScale)
        guard new != scale else { return }
        scale = new
        connection?.outputScaleChanged()
    }

    fileprivate var xdgOutputVersion: UInt32 { xdgOutput.map { wl_proxy_get_version($0) } ?? 0 }
}

// The listeners: C function tables, made once; each call's data is the output (unretained: the output outlives its
// proxies, which it destroys). The address crosses into the main actor: events are dispatched on the main thread.

@MainActor private func output(at address: UInt) -> WaylandOutput {
    Unmanaged<WaylandOutput>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
}

private nonisolated(unsafe) let outputListener: UnsafeMutablePointer<wl_output_listener> = {
    let listener = UnsafeMutablePointer<wl_output_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_output_listener(
        geometry: { data, _, _, _, _, _, _, _, _, transform in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).geometry(transform: transform) }
        },
        mode: { data, _, flags, width, height, _ in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).mode(flags: flags, width: width, height: height) }
        },
        done: { data, _ in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).done() }
        },
        scale: { data, _, factor in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).scaleFactor(factor) }
        },
        name: { data, _, name in
            let text = name.map { String(cString: $0) } ?? ""
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).named(text) }
        },
        description: { data, _, description in
            let text = description.map { String(cString: $0) } ?? ""
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).described(text) }
        }))
    return listener
}()

private nonisolated(unsafe) let xdgOutputListener: UnsafeMutablePointer<atelier_zxdg_output_v1_listener> = {
    let listener = UnsafeMutablePointer<atelier_zxdg_output_v1_listener>.allocate(capacity: 1)
    listener.initialize(to: atelier_zxdg_output_v1_listener(
        logical_position: { _, _, _, _ in },
        logical_size: { data, _, width, _ in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).logicalSize(width: width) }
        },
        done: { data, _ in
            // Before version 3 xdg-output ends its own descriptions; from 3 on, wl_output.done ends both.
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let o = output(at: address)
                if o.xdgOutputVersion < 3 { o.done() }
            }
        },
        name: { data, _, name in
            let text = name.map { String(cString: $0) } ?? ""
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).named(text) }
        },
        description: { data, _, description in
            let text = description.map { String(cString: $0) } ?? ""
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { output(at: address).described(text) }
        }))
    return listener
}()

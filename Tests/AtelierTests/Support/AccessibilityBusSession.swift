import Foundation
import CGio
@testable import AtelierAccessibility

/// A desktop's accessibility services of the test's own: a session bus (dbus-daemon), at-spi-bus-launcher on
/// it (which runs the accessibility bus, where the registry is started on demand), in a runtime folder of
/// its own so that nothing reaches the machine's real services. Ended with the object.
final class AccessibilityBusSession: @unchecked Sendable {
    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"
    static let registryPath = "/usr/libexec/at-spi2-registryd"

    enum Failure: Error { case noDaemon, noLauncher(String), call(String) }

    private let daemon = Process()
    private let launcher = Process()
    private let runtimeFolder: URL
    /// The session bus's address.
    let address: String
    private let session: OpaquePointer

    /// What a process started in this session needs in its environment.
    let environment: [String: String]

    init() throws {
        runtimeFolder = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeFolder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeFolder.path
        // The launcher stores IsEnabled in GSettings: kept in memory, not in the machine's dconf.
        env["GSETTINGS_BACKEND"] = "memory"
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE"] { env[key] = nil }
        // A session bus that starts no services: with the standard service folders, a call to org.a11y.Bus made
        // before the test's launcher owned the name (or after it stopped) started the machine's own launcher,
        // with the machine's dconf and ~/.cache/at-spi/bus, which then answered in its place.
        let config = runtimeFolder.appendingPathComponent("session.conf")
        try Self.configuration.write(to: config, atomically: true, encoding: .utf8)
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address=1"]
        daemon.environment = env
        address = try startAnnouncingServer(daemon)
        guard !address.isEmpty else { throw Failure.noDaemon }
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        environment = env
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let session = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            daemon.terminate()
            throw Failure.call(ATSPIServer.message(error))
        }
        self.session = session
        launcher.executableURL = URL(fileURLWithPath: Self.launcherPath)
        launcher.arguments = ["--launch-immediately"]
        launcher.environment = env
        launcher.standardOutput = FileHandle.nullDevice
        launcher.standardError = FileHandle.nullDevice
        try launcher.run()
        let deadline = Date().addingTimeInterval(10)
        while (try? accessibilityBusAddress()) == nil {
            guard Date() < deadline, launcher.isRunning else {
                throw Failure.noLauncher("at-spi-bus-launcher did not give the accessibility bus's address")
            }
            usleep(50_000)
        }
    }

    /// A session bus's configuration without service folders: nothing is started on demand.
    static let configuration = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <keep_umask/>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """

    deinit {
        stopLauncher()
        g_dbus_connection_close_sync(session, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(session))
        daemon.terminate()
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: runtimeFolder)
    }

    /// Ends at-spi-bus-launcher, and with it the accessibility bus and the registry (as when a session's
    /// accessibility services restart).
    func stopLauncher() {
        guard launcher.isRunning else { return }
        launcher.terminate()
        launcher.waitUntilExit()
    }

    @discardableResult
    private func call(_ connection: OpaquePointer, _ name: String, _ path: String, _ interface: String, _ method: String,
                      _ arguments: OpaquePointer?) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(connection, name, path, interface, method, arguments, nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error) else {
            throw Failure.call("\(interface).\(method): \(ATSPIServer.message(error))")
        }
        return reply
    }

    /// The accessibility bus's address, as the launcher gives it.
    func accessibilityBusAddress() throws -> String {
        let reply = try call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil)
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    /// Sets org.a11y.Status.IsEnabled, as a screen reader does when it starts.
    func setEnabled(_ enabled: Bool) throws {
        let arguments = DBusValue.tuple([DBusValue.string("org.a11y.Status"), DBusValue.string("IsEnabled"),
                                         DBusValue.variant(DBusValue.bool(enabled))])
        g_variant_unref(try call(session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set", arguments))
    }

    /// Starts the registry on the accessibility bus (before any application embeds itself, as on a desktop).
    func startRegistry() throws {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(try accessibilityBusAddress(), flags, nil, nil, &error) else {
            throw Failure.call(ATSPIServer.message(error))
        }
        defer {
            g_dbus_connection_close_sync(bus, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
        let arguments = DBusValue.tuple([DBusValue.string("org.a11y.atspi.Registry"), DBusValue.uint32(0)])
        g_variant_unref(try call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                 "StartServiceByName", arguments))
    }
}

/// A program whose standard output and error are collected line by line while it runs.
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let pipe = Pipe()
    private let lock = NSLock()
    private var text = ""

    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.text += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit { stop() }

    /// Everything printed so far.
    var output: String { lock.withLock { text } }

    /// Waits until `line` is printed (true), or `timeout` seconds pass or the program ends (false).
    func waitFor(_ line: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.contains(line) { return true }
            if !process.isRunning { break }
            usleep(20_000)
        }
        return output.contains(line)
    }

    var isRunning: Bool { process.isRunning }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        pipe.fileHandleForReading.readabilityHandler = nil
    }
}

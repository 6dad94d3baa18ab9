import Foundation
import CGio

/// A thread that runs a GLib main context of its own, as `DesktopAppearance` serves its bus: D-Bus method
/// calls and signals for what is registered or subscribed from it arrive here, never on the main thread,
/// and it sleeps in poll while nothing comes (an idle window costs no CPU).
final class GLibServiceThread: @unchecked Sendable {
    /// The thread's context (a `GMainContext`).
    let context: OpaquePointer
    private let loop: OpaquePointer
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopped = false
    private var thread: Thread?

    /// Starts the thread; it runs until `stop()`.
    init(name: String) {
        context = g_main_context_new()
        loop = g_main_loop_new(context, 0)
        let ready = DispatchSemaphore(value: 0)
        let context = SendablePointer(self.context), loop = SendablePointer(self.loop), finished = self.finished
        let thread = Thread {
            g_main_context_push_thread_default(context.pointer)
            ready.signal()
            g_main_loop_run(loop.pointer)
            g_main_context_pop_thread_default(context.pointer)
            finished.signal()
        }
        thread.name = name
        thread.start()
        self.thread = thread
        ready.wait()
    }

    deinit {
        stop()
        g_main_loop_unref(loop)
        g_main_context_unref(context)
    }

    /// Whether the caller is this thread.
    var isCurrent: Bool { g_main_context_is_owner(context) != 0 }

    /// Runs `work` on the thread, soon.
    func async(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        g_main_context_invoke_full(context, 0, { data in
            guard let data else { return 0 }
            Unmanaged<WorkBox>.fromOpaque(data).takeUnretainedValue().work()
            return 0 // G_SOURCE_REMOVE: once
        }, box, { data in
            guard let data else { return }
            Unmanaged<WorkBox>.fromOpaque(data).release()
        })
    }

    /// Runs `work` on the thread and waits for it (directly when called on the thread).
    func sync<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        if isCurrent { return work() }
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<T>()
        async {
            result.value = work()
            done.signal()
        }
        done.wait()
        return result.value!
    }

    /// Ends the loop and waits for the thread to leave it (not from the thread itself).
    func stop() {
        let wasStopped = lock.withLock { () -> Bool in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        let loop = SendablePointer(self.loop)
        async { g_main_loop_quit(loop.pointer) }
        if Thread.current != thread { finished.wait() }
    }

    private final class WorkBox {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}

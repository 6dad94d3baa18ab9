import Foundation
import Synchronization
@_spi(Backend) import AtelierCore
import CMainQueue

/// Runs the main queue from the main thread through libdispatch's hooks for run loops: its descriptor is
/// readable while work is queued (`DispatchQueue.main.async`, resumed main-actor tasks), and the callback
/// runs that work.
///
/// A main-actor task's `Task.yield()` (and a call to a nonisolated async function) goes through the global
/// executor and back, on another thread and at that thread's pace: whether it is back on the main queue when
/// TestHost looks would depend on timing. While TestHost drains the queue, such hops made from the main thread
/// stay on the main queue instead, so every run of a test sees the same order and the same end.
@MainActor enum MainQueueDrain {
    private static let descriptor = _dispatch_get_main_queue_handle_4CF()

    /// Whether work is waiting on the main queue.
    static var hasQueuedWork: Bool {
        guard descriptor >= 0 else { return false }
        var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN) != 0
    }

    /// Runs what is queued now; libdispatch marks the descriptor again if work queued meanwhile is left.
    static func runQueuedWork() {
        guard Thread.isMainThread, descriptor >= 0 else { return }
        var value: UInt64 = 0
        _ = read(descriptor, &value, 8)
        _dispatch_main_queue_callback_4CF(nil)
    }

    /// Fires the main run loop's Foundation timers that are due by the wall clock (`Timer.scheduledTimer`).
    static func fireDueTimers() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    /// Runs `body` with task hops made from the main thread kept on the main queue: a task that an update or
    /// an action cancels or resumes comes back at the next drain, not at another thread's pace.
    @discardableResult
    static func keepingTaskHopsOnTheMainQueue<T>(_ body: () -> T) -> T {
        let previous = keepsTaskHopsOnTheMainQueue
        keepsTaskHopsOnTheMainQueue = true
        defer { keepsTaskHopsOnTheMainQueue = previous }
        return body()
    }

    /// Whether jobs enqueued on the global executor from the main thread go to the main queue instead.
    static var keepsTaskHopsOnTheMainQueue: Bool {
        get { ExecutorHook.redirects.load(ordering: .relaxed) }
        set {
            ExecutorHook.installOnce
            ExecutorHook.redirects.store(newValue, ordering: .relaxed)
        }
    }
}

/// The Swift runtime's hook for enqueueing on the global executor (`swift_task_enqueueGlobal_hook`, a
/// pointer the runtime exports for this purpose), installed once; it redirects only while asked to.
private enum ExecutorHook {
    typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

    /// Read by the hook on whichever thread enqueues a job, set on the main thread.
    static let redirects = Atomic<Bool>(false)
    nonisolated(unsafe) static var enqueueOnMain: Enqueue?

    static let installOnce: Void = {
        let image = dlopen(nil, RTLD_NOW)
        guard let slot = dlsym(image, "swift_task_enqueueGlobal_hook"),
              let main = dlsym(image, "swift_task_enqueueMainExecutor") else {
            Diagnostics.warn("TestHost: the Swift runtime has no global-executor hook; main-actor tasks that yield may finish at different steps from run to run",
                             key: "testhost-executor-hook")
            return
        }
        enqueueOnMain = unsafeBitCast(main, to: Enqueue.self)
        slot.assumingMemoryBound(to: Hook?.self).pointee = { job, original in
            if ExecutorHook.redirects.load(ordering: .relaxed), Thread.isMainThread, let main = ExecutorHook.enqueueOnMain {
                main(job)
            } else {
                original(job)
            }
        }
    }()
}

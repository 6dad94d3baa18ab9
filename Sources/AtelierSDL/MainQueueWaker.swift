import Foundation
import CSDL2
import CMainQueue

/// Wakes the window host's event wait when work is queued on the main queue (`DispatchQueue.main.async`,
/// main-actor tasks), so that an idle window sleeps in the window system's wait instead of polling.
final class MainQueueWaker: @unchecked Sendable {
    /// The SDL event type pushed to wake the loop.
    let eventType: UInt32
    private let descriptor: Int32
    /// A pipe whose write end `stop()` closes: the thread then leaves its poll.
    private var stopPipe: [Int32] = [-1, -1]
    private let finished = DispatchSemaphore(value: 0)
    private var started = false

    init() {
        eventType = SDL_RegisterEvents(1)
        descriptor = _dispatch_get_main_queue_handle_4CF()
    }

    /// Starts the thread that watches the main queue's descriptor.
    func start() {
        guard !started, descriptor >= 0, eventType != UInt32.max, pipe(&stopPipe) == 0 else { return }
        started = true
        let descriptor = self.descriptor, eventType = self.eventType, stop = stopPipe[0], finished = self.finished
        let thread = Thread {
            defer { finished.signal() }
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            var value: UInt64 = 0
            while true {
                let ready = poll(&fds, 2, -1)
                if ready < 0 { if errno == EINTR { continue } else { return } }
                if fds[1].revents != 0 { return }
                // Reading resets the descriptor; the host then runs the queue itself (runQueuedWork).
                _ = read(descriptor, &value, 8)
                var event = SDL_Event()
                event.type = eventType
                SDL_PushEvent(&event)
            }
        }
        thread.name = "atelier.main-queue-waker"
        thread.start()
    }

    /// Stops the thread and waits for it, so that it cannot push an event while SDL shuts down.
    func stop() {
        guard started else { return }
        started = false
        close(stopPipe[1])
        finished.wait()
        close(stopPipe[0])
    }

    /// Runs the work queued on the main queue; main thread only.
    static func runQueuedWork() {
        _dispatch_main_queue_callback_4CF(nil)
    }
}

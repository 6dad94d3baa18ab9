import Foundation
import CSDL2
import CMainQueue

/// Wakes the window host's event wait when work is queued on the main queue (`DispatchQueue.main.async`,
/// main-actor tasks), so that an idle window sleeps in the window system's wait instead of polling.
final class MainQueueWaker: @unchecked Sendable {
    /// The SDL event type pushed to wake the loop.
    let eventType: UInt32
    private let descriptor: Int32

    init() {
        eventType = SDL_RegisterEvents(1)
        descriptor = _dispatch_get_main_queue_handle_4CF()
    }

    /// Starts the thread that watches the main queue's descriptor.
    func start() {
        let descriptor = self.descriptor, eventType = self.eventType
        guard descriptor >= 0, eventType != UInt32.max else { return }
        let thread = Thread {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var value: UInt64 = 0
            while true {
                let ready = poll(&poller, 1, -1)
                if ready < 0 { if errno == EINTR { continue } else { return } }
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

    /// Runs the work queued on the main queue; main thread only.
    static func runQueuedWork() {
        _dispatch_main_queue_callback_4CF(nil)
    }
}

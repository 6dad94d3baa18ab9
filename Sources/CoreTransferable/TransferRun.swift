import Foundation

/// Runs a transfer's work: at once, on the caller's thread, when nothing in it waits (a representation that
/// returns its bytes); else it goes on where it waited and finishes later. A drop is thus delivered in the
/// same event when it can be.
enum TransferRun {
    static func start(_ work: sending @escaping @isolated(any) () async -> Void) {
        Task.immediate(operation: work)
    }
}

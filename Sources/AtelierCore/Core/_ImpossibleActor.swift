/// The global actor of `_RemoveGlobalActorIsolation`: nothing is ever isolated to it (its executor stops the
/// program if a job reaches it), it only makes inference see two conflicting actors.
@globalActor public actor _ImpossibleActor {
    /// The shared instance.
    public static let shared = _ImpossibleActor()

    /// The executor that no job may reach.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        ImpossibleExecutor.shared.asUnownedSerialExecutor()
    }
}

/// Refuses every job: `_RemoveGlobalActorIsolation` is never a real isolation.
private final class ImpossibleExecutor: SerialExecutor {
    static let shared = ImpossibleExecutor()
    func enqueue(_ job: consuming ExecutorJob) {
        fatalError("_RemoveGlobalActorIsolation is a marker; nothing runs on _ImpossibleActor")
    }
}

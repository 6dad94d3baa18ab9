/// A C pointer handed to the bridge's GLib thread. GLib's objects (contexts, loops, connections) may be
/// used from any thread; Swift cannot know that of an opaque pointer.
struct SendablePointer: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
}

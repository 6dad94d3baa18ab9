import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells whether the current thread's stack has room for more recursion. The graph lays out and
/// draws recursively; a pathologically deep tree stops where the stack would run out (with a warning)
/// instead of crashing, whatever the thread's stack size is.
@_spi(Backend) public enum StackGuard {
    /// Bytes kept free below the deepest frame the graph will enter.
    static let reserve: UInt = 512 * 1024

    /// The main thread's stack, found once: from the top of the `[stack]` mapping down by the stack size
    /// limit (the mapping itself grows on demand). Empty when it cannot be found.
    nonisolated(unsafe) private static var mainStack: Range<UInt> = {
        #if canImport(Glibc)
        // procfs files report size 0, so they are read line by line through stdio.
        guard let file = fopen("/proc/self/maps", "r") else { return 0..<0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        var stackLine: String?
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasSuffix("[stack]") { stackLine = text; break }
        }
        guard let line = stackLine,
              let range = line.split(separator: " ").first,
              let endText = range.split(separator: "-").last,
              let top = UInt(endText, radix: 16) else { return 0..<0 }
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return 0..<0 }
        // An unlimited stack is treated as 64 MB, far more than a sane tree needs.
        let size = limit.rlim_cur == rlim_t.max ? UInt(64 << 20) : UInt(limit.rlim_cur)
        let stack = (top > size ? top - size : 0)..<top
        // Under valgrind the program runs on a stack of valgrind's, not the mapping named `[stack]`: a range
        // that does not hold the main thread's own frame is unknown (Foundation then tells the main thread).
        if Thread.isMainThread, !stack.contains(currentStackAddress()) { return 0..<0 }
        return stack
        #else
        return 0..<0
        #endif
    }()

    /// Whether a further level of recursion fits (always true off the main thread, where it is not
    /// measured). The stack address tells the thread: no system call on this path, which every node takes.
    public static func hasRoom() -> Bool {
        let here = currentStackAddress()
        let stack = mainStack
        guard stack.contains(here) else { return true }
        return here > stack.lowerBound + reserve
    }

    /// Whether the caller runs on the main thread, told by its stack address (Foundation's
    /// `Thread.isMainThread` makes two system calls); falls back to Foundation when the stack is unknown.
    static var isOnMainThread: Bool {
        let stack = mainStack
        guard !stack.isEmpty else { return Thread.isMainThread }
        return stack.contains(currentStackAddress())
    }

    @inline(never) private static func currentStackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Whether a further level fits; when it does not, warns once (the deeper content counts as empty).
    static func roomOrWarn() -> Bool {
        if hasRoom() { return true }
        warnTooDeep()
        return false
    }

    /// Warns once that a tree was too deep for the stack.
    public static func warnTooDeep() {
        Diagnostics.warn("the view tree is nested too deeply for the stack; views below this depth are not laid out or drawn",
                         key: "tree-too-deep")
    }
}

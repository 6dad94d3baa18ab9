import Foundation

/// The process's resident memory, as the kernel counts it (`/proc/self/statm`).
enum ResidentMemory {
    /// Resident bytes now, after handing the heap's free pages back to the system; nil without `/proc`.
    static func sample() -> Int? {
        // glibc keeps freed pages mapped; without the trim they read as growth that a later malloc would reuse.
        _ = trimHeap?(0)
        // Plain POSIX calls: a sample allocates one small buffer, nothing that could itself look like growth.
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count - 1) }
        guard count > 0 else { return nil }
        // statm is "size resident shared text lib data dt", in pages.
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// glibc's `malloc_trim`, looked up at run time because the Glibc module leaves out `malloc.h`.
    private static let trimHeap: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
}

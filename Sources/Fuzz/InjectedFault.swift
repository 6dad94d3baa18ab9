import Foundation

/// A crash or hang put into a child on purpose (`FUZZ_INJECT=crash:17` or `hang:17`), to show that the
/// parent catches each and names the tree; tests and anyone doubting the fuzzer use it.
struct InjectedFault {
    enum Kind: String { case crash, hang }
    var kind: Kind
    var index: Int

    static var fromEnvironment: InjectedFault? {
        guard let spec = ProcessInfo.processInfo.environment["FUZZ_INJECT"] else { return nil }
        let parts = spec.split(separator: ":")
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])), let index = Int(parts[1]) else { return nil }
        return InjectedFault(kind: kind, index: index)
    }

    /// Crashes or hangs if this is the tree.
    func strike(at i: Int) {
        guard i == index else { return }
        switch kind {
        case .crash: fatalError("injected crash at tree \(i)")
        case .hang: while true { sleep(1) }
        }
    }
}

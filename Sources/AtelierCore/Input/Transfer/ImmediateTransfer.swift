import Foundation
@_spi(Backend) import CoreTransferable
@_exported import CoreTransferable

/// Runs a transfer on the main actor at once and returns its result when nothing in it waits (a
/// representation handing over bytes it has); nil when it would have to wait or fails. Clipboard reads and
/// sharing need a value now.
@MainActor enum ImmediateTransfer {
    static func run<T>(_ work: nonisolated(nonsending) @escaping () async throws -> T) -> T? {
        let box = ResultBox<T>()
        Task.immediate { @MainActor in box.value = try? await work() }
        return box.value
    }

    /// A value's text as sharing and copying give it: its plain text, else its URL, else its description.
    static func text<T: Transferable>(of item: T) -> String {
        let offer = TransferOffer(item)
        if let load = offer.loader(for: String.self), let text = run(load) { return text }
        if let load = offer.loader(for: URL.self), let url = run(load) { return url.absoluteString }
        return String(describing: item)
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

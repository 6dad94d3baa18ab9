import Foundation
@_spi(Backend) import CoreTransferable

/// A system button that reads the clipboard and gives its contents to `onPaste` as values of a
/// transferable type: iOS's "Paste" button with its clipboard symbol, on the tint. With nothing on the
/// clipboard that makes such a value, a press does nothing.
@MainActor @preconcurrency public struct PasteButton: View {
    private let paste: @MainActor () -> Void

    /// Creates a button that pastes values of `payloadType` (strings, URLs) from the clipboard.
    nonisolated public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        paste = {
            guard let text = UIPasteboard.general.string else { return }
            guard let load = TransferOffer(text: text).loader(for: T.self), let value = ImmediateTransfer.run(load) else { return }
            onPaste([value])
        }
    }

    public var body: some View {
        Button(action: paste) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
    }
}

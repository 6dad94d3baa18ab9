import Foundation

/// A view that asynchronously loads and displays an image from a `file:`, `http:` or `https:` URL.
///
/// Until the image loads (and when it fails, or the URL is nil) the view shows its placeholder: by default a grey
/// fill of the space it is offered, as SwiftUI's. The load runs off the main thread, is cancelled when the view
/// goes away or its URL changes, and a load that was superseded never shows.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    /// The view for a phase; nil where the default placeholder shows.
    private let content: @MainActor (AsyncImagePhase) -> Content?
    /// The phase of the latest finished load, with the URL it was for.
    @State private var loaded = LoadedPhase(url: nil, phase: .empty)

    /// Loads and displays an image from the specified URL, showing the default placeholder until it loads.
    nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale, transaction: Transaction(), optionalContent: { $0.image })
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the image
    /// loads.
    nonisolated public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        // The program's builders, made in its view code and called on the main actor.
        nonisolated(unsafe) let content = content, placeholder = placeholder
        self.init(url: url, scale: scale, transaction: Transaction(), optionalContent: { phase in
            if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        })
    }

    /// Loads and displays a modifiable image from the specified URL in phases; the phase changes in
    /// `transaction` (an animation in it animates the change).
    nonisolated public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        nonisolated(unsafe) let content = content
        self.init(url: url, scale: scale, transaction: transaction, optionalContent: { content($0) })
    }

    nonisolated private init(url: URL?, scale: CGFloat, transaction: Transaction, optionalContent: @escaping @MainActor (AsyncImagePhase) -> Content?) {
        self.url = url
        if scale.isFinite, scale > 0 {
            self.scale = scale
        } else {
            Diagnostics.warn("AsyncImage was given the scale \(scale); only finite scales above 0 are used, so 1 is", key: "asyncimage-scale")
            self.scale = 1
        }
        self.transaction = transaction
        self.content = optionalContent
    }

    /// The view's content and behaviour.
    public var body: some View {
        // A phase loaded for another URL is not shown: until the new load ends, the phase is empty.
        let phase = loaded.url == url && url != nil ? loaded.phase : .empty
        Group {
            if let view = content(phase) {
                view
            } else {
                Color(uiColor: .secondarySystemFill)
            }
        }
        .task(id: LoadKey(url: url, scale: scale)) { await load() }
    }

    private func load() async {
        guard let url else { return }
        let outcome: AsyncImagePhase
        do {
            let image = try await ImageURLLoading.image(at: url, scale: scale)
            outcome = .success(Image(decoded: image, label: url.deletingPathExtension().lastPathComponent))
        } catch {
            if Task.isCancelled || error is CancellationError { return }
            Diagnostics.warn("AsyncImage: \(error.localizedDescription)", key: "asyncimage:\(url.absoluteString)")
            outcome = .failure(error)
        }
        // A load for a URL the view no longer shows (or a view gone) is dropped.
        guard !Task.isCancelled else { return }
        withTransaction(transaction) { loaded = LoadedPhase(url: url, phase: outcome) }
    }
}

/// What a load is for: a new URL or scale starts another.
private struct LoadKey: Equatable {
    var url: URL?
    var scale: CGFloat
}

/// A finished load's phase and the URL it was for.
private struct LoadedPhase {
    var url: URL?
    var phase: AsyncImagePhase
}

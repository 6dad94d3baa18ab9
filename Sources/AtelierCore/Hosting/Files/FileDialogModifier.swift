import Foundation

/// The one mechanism behind `fileImporter`, `fileExporter` and `fileMover`: while `isPresented` is true it asks
/// the environment's chooser service (which may draw its chooser here, as a sheet), sets `isPresented` back to
/// false when the chooser ends, grants the chosen URLs and hands them on.
struct FileDialogModifier: ViewModifier, _RemoveGlobalActorIsolation {
    @Binding var isPresented: Bool
    /// The request to make now; nil when there is nothing to ask for yet (an exporter without a document).
    let makeRequest: () -> FileChooserRequest?
    let onChosen: ([URL]) -> Void
    let onCancelled: () -> Void

    @Environment(\.fileChooser) private var chooser
    @State private var drawn: FileChooserSession?
    @State private var asking = false

    func body(content: Content) -> some View {
        content
            .sheet(item: $drawn) { session in
                FileChooserSheet(session: session, dismiss: { drawn = nil })
                    .onDisappear { session.finish(.cancelled) }
            }
            .onChange(of: isPresented, initial: true) { _, shown in
                if shown { ask() } else if let session = drawn { drawn = nil; session.finish(.cancelled) }
            }
    }

    @MainActor private func ask() {
        guard !asking, let request = makeRequest() else { return }
        asking = true
        let presenter = FileChooserPresenter { request, completion in
            drawn = FileChooserSession(request: request) { response in
                drawn = nil
                completion(response)
            }
        }
        chooser.choose(request, presenter: presenter) { response in
            asking = false
            if isPresented { isPresented = false }
            switch response {
            case .chosen(let urls):
                urls.forEach(SecurityScopedURLs.shared.grant)
                onChosen(urls)
            case .cancelled:
                onCancelled()
            }
        }
    }
}

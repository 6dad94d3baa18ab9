import Foundation

/// Exports items through the chooser: one item is saved under the name the user gives; several go into the
/// folder the user chooses, each under its own proposed name (made unique). A failure completes with the error
/// (its message reads well) and one warning.
struct FileExporterModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let isPresented: Binding<Bool>
    let items: [FileExportItem]
    let onCompletion: (Result<[URL], any Error>) -> Void
    let onCancellation: () -> Void

    func body(content: Content) -> some View {
        content.modifier(FileDialogModifier(isPresented: isPresented, makeRequest: request, onChosen: export, onCancelled: onCancellation))
    }

    @MainActor private func request() -> FileChooserRequest? {
        guard let first = items.first else { return nil }
        if items.count == 1 {
            return FileChooserRequest(mode: .save(proposedName: first.proposedName), allowedContentTypes: first.contentTypes)
        }
        return FileChooserRequest(mode: .chooseFolder, title: "Export \(items.count) Files", acceptLabel: "Export")
    }

    @MainActor private func export(_ urls: [URL]) {
        guard let target = urls.first else { return }
        let items = self.items, onCompletion = self.onCompletion
        var destinations: [URL] = []
        if items.count == 1 {
            destinations = [target]
        } else {
            var taken = Set((try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? [])
            for item in items {
                let name = FileWrapper.uniqueKey(for: item.proposedName, among: taken)
                taken.insert(name)
                destinations.append(target.appendingPathComponent(name))
            }
        }
        var written: [URL] = []
        func next(_ index: Int) {
            guard index < items.count else { return onCompletion(.success(written)) }
            let url = destinations[index]
            items[index].write(url, items[index].contentType(forName: url.lastPathComponent)) { result in
                switch result {
                case .success(let url):
                    written.append(url)
                    next(index + 1)
                case .failure(let error):
                    Diagnostics.warn(error.localizedDescription)
                    onCompletion(.failure(error))
                }
            }
        }
        next(0)
    }
}

import Foundation

nonisolated extension View {
    /// Presents the file chooser to pick a folder and moves `file` into it.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to pick a folder and moves `file` into it; `onCancellation` runs when the user cancels.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        fileMover(isPresented: isPresented, files: file.map { [$0] } ?? [], onCompletion: { result in
            onCompletion(result.flatMap { urls in urls.first.map { .success($0) } ?? .failure(CocoaError(.fileNoSuchFile)) })
        }, onCancellation: onCancellation)
    }

    /// Presents the file chooser to pick a folder and moves `files` into it.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element == URL {
        fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to pick a folder and moves `files` into it; `onCancellation` runs when the user cancels.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C.Element == URL {
        let files = Array(files)
        return modifier(FileDialogModifier(isPresented: isPresented, makeRequest: {
            files.isEmpty ? nil : FileChooserRequest(mode: .chooseFolder, title: files.count == 1 ? "Move “\(files[0].lastPathComponent)”" : "Move \(files.count) Items",
                                                     acceptLabel: "Move")
        }, onChosen: { urls in
            guard let folder = urls.first else { return }
            onCompletion(FileMove.move(files, into: folder))
        }, onCancelled: onCancellation))
    }
}

/// Moves files into a folder, stopping at the first that cannot be moved (with one warning).
enum FileMove {
    static func move(_ files: [URL], into folder: URL) -> Result<[URL], any Error> {
        var moved: [URL] = []
        for file in files {
            let destination = folder.appendingPathComponent(file.lastPathComponent)
            if destination.standardizedFileURL.path == file.standardizedFileURL.path { moved.append(destination); continue }
            do {
                if FileManager.default.fileExists(atPath: destination.path) { throw CocoaError(.fileWriteFileExists) }
                try FileManager.default.moveItem(at: file, to: destination)
                moved.append(destination)
            } catch {
                let failure = DocumentStoreError(.unmovable, url: file, underlying: error)
                Diagnostics.warn(failure.message)
                return .failure(failure)
            }
        }
        return .success(moved)
    }
}

import Foundation
import UniformTypeIdentifiers

nonisolated extension View {
    /// Presents the file chooser to open one existing file of the allowed types; `onCompletion` gets its URL
    /// (cancelling calls nothing).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
                     onCompletion: { result in
                        onCompletion(result.flatMap { urls in urls.first.map { .success($0) } ?? .failure(CocoaError(.fileNoSuchFile)) })
                     }, onCancellation: {})
    }

    /// Presents the file chooser to open one file, or several; `onCompletion` gets their URLs.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to open one file, or several; `onCancellation` runs when the user cancels.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        modifier(FileDialogModifier(isPresented: isPresented, makeRequest: {
            FileChooserRequest(mode: .open(allowsMultipleSelection: allowsMultipleSelection), allowedContentTypes: allowedContentTypes)
        }, onChosen: { urls in onCompletion(.success(urls)) }, onCancelled: onCancellation))
    }
}

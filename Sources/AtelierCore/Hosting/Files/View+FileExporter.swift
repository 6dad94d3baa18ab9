import Foundation
import UniformTypeIdentifiers
import CoreTransferable

nonisolated extension View {
    /// Presents the file chooser to save a value document as a file of `contentType` (atomically).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        exporting(isPresented, document.map { [FileExportItem.document($0, contentTypes: [contentType], name: defaultFilename)] } ?? [],
                  single: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to save an object document (a snapshot of it) as a file of `contentType`.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        exporting(isPresented, document.map { [FileExportItem.document($0, contentTypes: [contentType], name: defaultFilename)] } ?? [],
                  single: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to save a value document as one of `contentTypes` (its writable types when empty).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        exporting(isPresented, document.map { [FileExportItem.document($0, contentTypes: contentTypes, name: defaultFilename)] } ?? [],
                  single: onCompletion, onCancellation: onCancellation)
    }

    /// Presents the file chooser to save an object document as one of `contentTypes` (its writable types when empty).
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void = {}) -> some View {
        exporting(isPresented, document.map { [FileExportItem.document($0, contentTypes: contentTypes, name: defaultFilename)] } ?? [],
                  single: onCompletion, onCancellation: onCancellation)
    }

    /// Presents the file chooser to pick a folder and saves every value document into it.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        exporting(isPresented, documents.map { FileExportItem.document($0, contentTypes: [contentType], name: nil) },
                  onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to pick a folder and saves every object document into it.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: ReferenceFileDocument {
        exporting(isPresented, documents.map { FileExportItem.document($0, contentTypes: [contentType], name: nil) },
                  onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the file chooser to pick a folder and saves every value document into it as one of `contentTypes`.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
    where C.Element: FileDocument {
        exporting(isPresented, documents.map { FileExportItem.document($0, contentTypes: contentTypes, name: nil) },
                  onCompletion: onCompletion, onCancellation: onCancellation)
    }

    /// Presents the file chooser to pick a folder and saves every object document into it as one of `contentTypes`.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
    where C.Element: ReferenceFileDocument {
        exporting(isPresented, documents.map { FileExportItem.document($0, contentTypes: contentTypes, name: nil) },
                  onCompletion: onCompletion, onCancellation: onCancellation)
    }

    /// Presents the file chooser to save a transferable value, in the representation it exports for the type
    /// chosen among `contentTypes` (all it exports when empty).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        exporting(isPresented, item.map { [FileExportItem.transferable($0, contentTypes: contentTypes, name: defaultFilename)] } ?? [],
                  single: onCompletion, onCancellation: onCancellation)
    }

    /// Presents the file chooser to pick a folder and saves every transferable value into it.
    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                                             onCancellation: @escaping () -> Void = {}) -> some View
    where T == C.Element {
        exporting(isPresented, items.map { FileExportItem.transferable($0, contentTypes: contentTypes, name: nil) },
                  onCompletion: onCompletion, onCancellation: onCancellation)
    }

    private func exporting(_ isPresented: Binding<Bool>, _ items: @autoclosure () -> [FileExportItem],
                           single: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        exporting(isPresented, items(), onCompletion: { result in
            single(result.flatMap { urls in urls.first.map { .success($0) } ?? .failure(CocoaError(.fileNoSuchFile)) })
        }, onCancellation: onCancellation)
    }

    private func exporting(_ isPresented: Binding<Bool>, _ items: @autoclosure () -> [FileExportItem],
                           onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        modifier(FileExporterModifier(isPresented: isPresented, items: items(), onCompletion: onCompletion, onCancellation: onCancellation))
    }
}

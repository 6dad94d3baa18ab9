import Foundation
import UniformTypeIdentifiers
@_spi(Backend) import CoreTransferable

/// One thing a file exporter writes: its content types (the first preferred), the name it proposes, and how it
/// is written to a URL (answering once, on the main actor; failures are `DocumentStoreError`s).
struct FileExportItem {
    let contentTypes: [UTType]
    let baseName: String
    let write: @MainActor (URL, UTType, @escaping @MainActor (Result<URL, any Error>) -> Void) -> Void

    /// The proposed file name: the base name with the preferred type's extension when it has none, made a
    /// safe name (the program's default name is often user text: a title with "/", a newline, a leading dot).
    var proposedName: String {
        guard (baseName as NSString).pathExtension.isEmpty, let ext = contentTypes.first?.preferredFilenameExtension else {
            return SafeFileName.sanitized(baseName, fallback: "Untitled")
        }
        return SafeFileName.name(stem: SafeFileName.stem(baseName, fallback: "Untitled"), extension: ext)
    }

    /// The content type a chosen name asks for: the allowed type of its extension, else the preferred one.
    func contentType(forName name: String) -> UTType {
        let ext = (name as NSString).pathExtension
        if !ext.isEmpty, let type = UTType(filenameExtension: ext), let allowed = contentTypes.first(where: { type.conforms(to: $0) }) {
            return allowed
        }
        return contentTypes.first ?? .data
    }

    /// A value document, written atomically by the document store.
    @MainActor static func document<D: FileDocument>(_ document: D, contentTypes: [UTType], name: String?) -> FileExportItem {
        FileExportItem(contentTypes: contentTypes.isEmpty ? D.writableContentTypes : contentTypes, baseName: name ?? "Untitled") { url, type, done in
            done(Result { try DocumentStore.write(document, to: url, contentType: type); return url })
        }
    }

    /// An object document: a snapshot taken now, written atomically by the document store.
    @MainActor static func document<D: ReferenceFileDocument>(_ document: D, contentTypes: [UTType], name: String?) -> FileExportItem {
        FileExportItem(contentTypes: contentTypes.isEmpty ? D.writableContentTypes : contentTypes, baseName: name ?? "Untitled") { url, type, done in
            done(Result { try DocumentStore.write(document, to: url, contentType: type); return url })
        }
    }

    /// A transferable value, written in the representation it exports for the chosen type.
    @MainActor static func transferable<T: Transferable>(_ item: T, contentTypes: [UTType], name: String?) -> FileExportItem {
        let offer = TransferOffer(item)
        let types = contentTypes.isEmpty ? offer.contentTypes
            : contentTypes.filter { wanted in offer.contentTypes.contains { $0.conforms(to: wanted) } }
        return FileExportItem(contentTypes: types.isEmpty ? contentTypes : types,
                              baseName: name ?? offer.suggestedName ?? "Untitled") { url, type, done in
            Task { @MainActor in
                do {
                    let payload = try await offer.payload(conformingTo: type)
                    let wrapper: FileWrapper
                    switch payload {
                    case .data(let data): wrapper = FileWrapper(regularFileWithContents: data)
                    case .file(let source): wrapper = try FileWrapper(url: source, options: .immediate)
                    }
                    try DocumentStore.writeAtomically(wrapper, to: url)
                    done(.success(url))
                } catch let error as DocumentStoreError {
                    done(.failure(error))
                } catch {
                    done(.failure(DocumentStoreError(.documentFailedToWrite, url: url, underlying: error)))
                }
            }
        }
    }
}

import Foundation
import UniformTypeIdentifiers

/// What a document is read from: the file and its content type.
public struct FileDocumentReadConfiguration {
    /// The file's content type (by its extension, one the document reads).
    public let contentType: UTType
    /// The file, read from disk.
    public let file: FileWrapper

    @_spi(Backend) public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

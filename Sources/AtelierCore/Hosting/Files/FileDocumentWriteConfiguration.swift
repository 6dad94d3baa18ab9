import Foundation
import UniformTypeIdentifiers

/// What a document is written for: the content type and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    /// The content type to write.
    public let contentType: UTType
    /// The file last read or written for the document, which the new wrapper may reuse.
    public let existingFile: FileWrapper?

    @_spi(Backend) public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

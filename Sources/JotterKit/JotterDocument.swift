import Atelier
import UniformTypeIdentifiers

/// A plain-text document: its text, read and written as UTF-8.
public struct JotterDocument: FileDocument {
    /// Jotter reads and writes plain text.
    public static var readableContentTypes: [UTType] { [.plainText] }

    /// The document's text.
    public var text: String

    /// A new document with `text`.
    public init(text: String = "") { self.text = text }

    /// Reads a file as UTF-8 text; a file that is not UTF-8 is refused.
    public init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        self.text = text
    }

    /// The text as UTF-8.
    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

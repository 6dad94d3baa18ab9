import Foundation

// The Foundation types programs drag and drop, as CoreTransferable makes them transferable.

extension String: Transferable {
    /// Text: UTF-8 plain text, read from any plain text.
    public static var transferRepresentation: some TransferRepresentation<String> {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) },
                           importing: { String(decoding: $0, as: UTF8.self) })
        DataRepresentation(importedContentType: .plainText, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    /// A link: a file URL as a file URL, any other as a URL, written as its absolute string.
    public static var transferRepresentation: some TransferRepresentation<URL> {
        DataRepresentation(exportedContentType: .fileURL, exporting: { Data($0.absoluteString.utf8) })
            .exportingCondition { (url: URL) in url.isFileURL }
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = URL(string: text), url.scheme != nil else { throw TransferError.unreadable(.url) }
            return url
        })
        DataRepresentation(importedContentType: .plainText) { data in
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = URL(string: text), url.scheme != nil else { throw TransferError.unreadable(.plainText) }
            return url
        }
    }
}

extension Data: Transferable {
    /// Bytes of any kind.
    public static var transferRepresentation: some TransferRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension AttributedString: Transferable {
    /// Styled text, transferred as its characters.
    public static var transferRepresentation: some TransferRepresentation<AttributedString> {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

/// Why a transfer failed.
@_spi(Backend) public enum TransferError: Error, Sendable {
    /// Nothing offered can be read as the type asked for.
    case noMatchingRepresentation
    /// The bytes offered as a content type do not make a value of the type.
    case unreadable(UTType)
}

import Foundation

/// A value that can be shared or copied as text (a lighter stand-in for CoreTransferable's protocol: no
/// transfer representations). Strings, URLs and Atelier's own value types conform; a type of the program's
/// conforms with `extension Photo: Transferable {}`, shared as its description, or says what it shares.
public protocol Transferable {
    /// The text a share or copy gives for the value.
    var transferText: String { get }
    /// The value pasted text makes (`PasteButton`), or nil when it makes none; by default none.
    static func fromTransferText(_ text: String) -> Self?
}

extension Transferable {
    public var transferText: String { String(describing: self) }
    public static func fromTransferText(_ text: String) -> Self? { nil }
}

extension String: Transferable {
    public var transferText: String { self }
    public static func fromTransferText(_ text: String) -> String? { text }
}

extension URL: Transferable {
    public var transferText: String { absoluteString }
    /// Pasted text that is a URL with a scheme (surrounding white space ignored).
    public static func fromTransferText(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
        return url
    }
}

extension Text: Transferable {
    public var transferText: String { runs.map(\.string).joined() }
    public static func fromTransferText(_ text: String) -> Text? { Text(verbatim: text) }
}

extension AttributedString: Transferable {
    public var transferText: String { String(characters) }
    public static func fromTransferText(_ text: String) -> AttributedString? { AttributedString(text) }
}

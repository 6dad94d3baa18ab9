import Foundation

/// A value that can be shared or copied as text (a lighter stand-in for CoreTransferable's protocol: no
/// transfer representations). Strings, URLs and Atelier's own value types conform; a type of the program's
/// conforms with `extension Photo: Transferable {}`, shared as its description, or says what it shares.
public protocol Transferable {
    /// The text a share or copy gives for the value.
    var transferText: String { get }
}

extension Transferable {
    public var transferText: String { String(describing: self) }
}

extension String: Transferable {
    public var transferText: String { self }
}

extension URL: Transferable {
    public var transferText: String { absoluteString }
}

extension Text: Transferable {
    public var transferText: String { runs.map(\.string).joined() }
}

extension AttributedString: Transferable {
    public var transferText: String { String(characters) }
}

import Foundation

/// A uniform type identifier: what kind of data a drag, a drop, a file or the clipboard carries. Types form a
/// hierarchy (`public.png` conforms to `public.image`, which conforms to `public.data`); the system's types
/// are declared here with their file name extensions and MIME types, and a program declares its own.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The types this type conforms to directly.
    let parents: [String]
    /// File name extensions, preferred first.
    let filenameExtensions: [String]
    /// MIME types, preferred first.
    let mimeTypes: [String]
    /// Whether the type is declared by the system or a program (false: made up from a tag, `dyn.`).
    public let isDeclared: Bool

    init(declared identifier: String, conformsTo parents: [String], extensions: [String] = [], mimeTypes: [String] = []) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = extensions
        self.mimeTypes = mimeTypes
        self.isDeclared = true
    }

    /// The type with this identifier, when the system or the program declared it.
    public init?(_ identifier: String) {
        guard let known = UTTypeRegistry.shared.type(identifier: identifier) else { return nil }
        self = known
    }

    /// The declared type a file name extension stands for (`png`, `json`), or nil.
    public init?(filenameExtension: String) {
        guard let known = UTTypeRegistry.shared.type(extension: filenameExtension.lowercased()) else { return nil }
        self = known
    }

    /// The declared type a file name extension stands for, when it conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        guard let known = UTType(filenameExtension: filenameExtension), known.conforms(to: supertype) else { return nil }
        self = known
    }

    /// The declared type a MIME type stands for (`image/png`), or nil.
    public init?(mimeType: String) {
        guard let known = UTTypeRegistry.shared.type(mimeType: mimeType.lowercased()) else { return nil }
        self = known
    }

    /// The declared type a MIME type stands for, when it conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType) {
        guard let known = UTType(mimeType: mimeType), known.conforms(to: supertype) else { return nil }
        self = known
    }

    /// A type the program owns and declares (in its Info.plist on Apple platforms): registered here when first
    /// made, conforming to `parentType` (data by default).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType ?? .data)
    }

    /// A type another program owns that this program reads: registered when first made, conforming to
    /// `parentType` (data by default).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType ?? .data)
    }

    /// The type's preferred file name extension, if it has one.
    public var preferredFilenameExtension: String? { filenameExtensions.first }
    /// The type's preferred MIME type, if it has one.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// The type's tags: file name extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !filenameExtensions.isEmpty { tags[.filenameExtension] = filenameExtensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    /// The type's direct supertypes.
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTTypeRegistry.shared.type(identifier: next), result.insert(type).inserted else { continue }
            pending.append(contentsOf: type.parents)
        }
        return result
    }

    /// Whether this type is `type` or one of its subtypes (a PNG conforms to image and to data).
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// A short name for the type (its preferred extension's, else its identifier).
    public var localizedDescription: String? { preferredFilenameExtension?.uppercased() ?? identifier }
    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    // Two types are the same type when their identifiers are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The classes of a type's tags.
public struct UTTagClass: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// Creates a tag class from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// File name extensions.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

// Wire format of the Swift compiler <-> executable macro plugin protocol.
//
// Framing: every message is an 8-byte little-endian UInt64 byte count followed
// by that many bytes of UTF-8 JSON. Messages are Swift-synthesized-Codable
// enums, i.e. a JSON object with exactly one key (the case name) whose value
// is an object of the case's labelled associated values.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// MARK: - Host -> plugin payloads

struct SourceLocation: Codable {
    var fileID: String
    var fileName: String
    var offset: Int  // UTF-8 offset of the node (incl. leading trivia) in the file
    var line: Int
    var column: Int
}

struct SyntaxPayload: Codable {
    var kind: String  // declaration | statement | expression | type | pattern | attribute
    var source: String
    var location: SourceLocation
}

struct MacroReference: Codable {
    var moduleName: String
    var typeName: String
    var name: String
}

struct HostCapability: Codable {
    var protocolVersion: Int
}

struct GetCapabilityRequest: Codable {
    var capability: HostCapability?
}

struct ExpandFreestandingRequest: Codable {
    var macro: MacroReference
    var macroRole: String?
    var discriminator: String
    var syntax: SyntaxPayload
    var lexicalContext: [SyntaxPayload]?
}

struct ExpandAttachedRequest: Codable {
    var macro: MacroReference
    var macroRole: String
    var discriminator: String
    var attributeSyntax: SyntaxPayload
    var declSyntax: SyntaxPayload
    var parentDeclSyntax: SyntaxPayload?
    var extendedTypeSyntax: SyntaxPayload?
    var conformanceListSyntax: SyntaxPayload?
    var lexicalContext: [SyntaxPayload]?
}

// MARK: - Plugin -> host payloads

struct PluginCapability: Codable {
    var protocolVersion: Int
    var features: [String]?
}

struct DiagPosition: Codable {
    var fileName: String
    var offset: Int  // absolute UTF-8 offset in the file
}

struct DiagRange: Codable {
    var fileName: String
    var startOffset: Int
    var endOffset: Int
}

struct DiagNote: Codable {
    var position: DiagPosition
    var message: String
}

struct DiagFixItChange: Codable {
    var range: DiagRange
    var newText: String
}

struct DiagFixIt: Codable {
    var message: String
    var changes: [DiagFixItChange]
}

struct Diagnostic: Codable {
    var message: String
    var severity: String  // error | warning | note | remark
    var position: DiagPosition
    var highlights: [DiagRange] = []
    var notes: [DiagNote] = []
    var fixIts: [DiagFixIt] = []
}

struct ExpandMacroResult: Codable {
    var expandedSource: String?  // nil => expansion failed (omitted from JSON)
    var diagnostics: [Diagnostic]
}

struct GetCapabilityResult: Codable {
    var capability: PluginCapability
}

// MARK: - Framing over stdin/stdout

enum WireError: Error {
    case shortRead
    case badMessage(String)
}

struct Connection {
    let input: Int32 = 0
    let output: Int32 = 1

    /// Reads exactly `count` bytes; returns nil on clean EOF before the first byte.
    private func readExactly(_ count: Int) throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = buffer.withUnsafeMutableBytes { raw in
                read(input, raw.baseAddress! + done, count - done)
            }
            if n == 0 {
                if done == 0 { return nil }
                throw WireError.shortRead
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw WireError.shortRead
            }
            done += n
        }
        return buffer
    }

    private func writeAll(_ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                write(output, raw.baseAddress! + done, bytes.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                exit(1)
            }
            done += n
        }
    }

    /// Returns the raw JSON of the next message, or nil when the host closed stdin.
    func receive() throws -> Data? {
        guard let header = try readExactly(8) else { return nil }
        var length: UInt64 = 0
        for (i, b) in header.enumerated() { length |= UInt64(b) << (8 * UInt64(i)) }
        if length == 0 { return Data() }
        guard let body = try readExactly(Int(length)) else { throw WireError.shortRead }
        return Data(body)
    }

    func send(_ json: Data) {
        var length = UInt64(json.count).littleEndian
        var frame = [UInt8]()
        withUnsafeBytes(of: &length) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: json)
        writeAll(frame)
    }
}

/// Encodes `{"<caseName>": payload}` the way a synthesized Codable enum would.
func encodeMessage<T: Encodable>(_ caseName: String, _ payload: T) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    // A [String: T] dictionary encodes as exactly the one-key object we need.
    return (try? encoder.encode([caseName: payload])) ?? Data("{}".utf8)
}

/// Splits `{"<caseName>": {...}}` into the case name and its payload JSON.
func splitMessage(_ json: Data) throws -> (String, Data) {
    guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any],
          object.count == 1, let (key, value) = object.first
    else { throw WireError.badMessage("not a single-key object") }
    let payload = try JSONSerialization.data(withJSONObject: value)
    return (key, payload)
}

import Foundation

/// What a child reports for one tree, as one line of JSON on its standard output.
struct TreeResult: Codable, Sendable {
    var index: Int
    var failures: [FuzzFailure]
    /// How many distinct runtime warnings the tree gave.
    var warnings: Int
    /// How long the tree took, in milliseconds.
    var milliseconds: Double
    /// Whether the renderer stopped drawing (the child ends after this tree; a fresh one goes on).
    var rendererBroken: Bool

    /// The line's prefix, so that the parent ignores anything else a child prints.
    static let prefix = "RESULT "

    var line: String {
        Self.prefix + String(decoding: try! FuzzJSON.encoder.encode(self), as: UTF8.self)
    }

    init?(line: String) {
        guard line.hasPrefix(Self.prefix),
              let r = try? FuzzJSON.decoder.decode(TreeResult.self, from: Data(line.dropFirst(Self.prefix.count).utf8))
        else { return nil }
        self = r
    }

    init(index: Int, failures: [FuzzFailure], warnings: Int, milliseconds: Double, rendererBroken: Bool) {
        self.index = index; self.failures = failures; self.warnings = warnings
        self.milliseconds = milliseconds; self.rendererBroken = rendererBroken
    }
}

/// JSON that keeps NaN and infinities (generated values have them), on one line.
enum FuzzJSON {
    static var encoder: JSONEncoder {
        let e = JSONEncoder()
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        e.outputFormatting = [.sortedKeys]
        return e
    }
    static var decoder: JSONDecoder {
        let d = JSONDecoder()
        d.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return d
    }
}

// What the macros share: errors placed in the source, and the text they generate names and strings with.

/// Thrown by a macro to produce an error diagnostic at `offset` (relative to
/// the start of the syntax node's source text).
struct MacroDiagnostic: Error {
    var message: String
    var offset: Int
}

/// UTF-8 offset of the first non-whitespace byte: `source` starts with the
/// node's leading trivia, so offset 0 would point at the end of the previous line.
func firstTokenOffset(_ source: String) -> Int {
    (try? Lexer.tokenize(source))?.tokens.first?.start ?? 0
}

/// Build a diagnostic at an offset relative to a syntax node's text.
func diagnostic(_ message: String, severity: String = "error", in node: SyntaxPayload, at relativeOffset: Int) -> Diagnostic {
    Diagnostic(
        message: message, severity: severity,
        position: DiagPosition(fileName: node.location.fileName, offset: node.location.offset + relativeOffset))
}

func uniqueName(discriminator: String, _ name: String) -> String {
    let base = discriminator.hasPrefix("$") ? discriminator : "$" + discriminator
    return "\(base)\(name.utf8.count)\(name)fMu_"
}

func swiftStringLiteral(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

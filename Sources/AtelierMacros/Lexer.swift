// A deliberately small Swift tokenizer: just enough to find top-level
// punctuation (commas, colons, brackets) in macro source text while skipping
// comments and string literals (plain, multi-line, raw, with interpolation).
// Offsets are UTF-8 byte offsets into the text it was given.

struct Token {
    enum Kind { case identifier, number, string, punct }
    var kind: Kind
    var start: Int
    var end: Int
}

struct LexError: Error {
    var message: String
    var offset: Int
}

struct Lexer {
    let bytes: [UInt8]
    private var pos = 0
    private(set) var tokens: [Token] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    func text(_ t: Token) -> String { String(decoding: bytes[t.start..<t.end], as: UTF8.self) }
    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func peek(_ k: Int = 0) -> UInt8? { pos + k < bytes.count ? bytes[pos + k] : nil }

    private static func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c >= 0x80
    }
    private static func isIdentBody(_ c: UInt8) -> Bool { isIdentStart(c) || (c >= 0x30 && c <= 0x39) }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    static func tokenize(_ text: String) throws -> Lexer {
        var lexer = Lexer(text)
        while let tok = try lexer.next() { lexer.tokens.append(tok) }
        return lexer
    }

    /// Skips whitespace and comments; returns the next token or nil at end.
    private mutating func next() throws -> Token? {
        while let c = peek() {
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { pos += 1; continue }
            if c == 0x2F, peek(1) == 0x2F {  // line comment
                while let d = peek(), d != 0x0A { _ = d; pos += 1 }
                continue
            }
            if c == 0x2F, peek(1) == 0x2A {  // block comment, nests
                let start = pos
                pos += 2
                var depth = 1
                while depth > 0 {
                    guard let d = peek() else { throw LexError(message: "unterminated comment", offset: start) }
                    if d == 0x2F, peek(1) == 0x2A { depth += 1; pos += 2 }
                    else if d == 0x2A, peek(1) == 0x2F { depth -= 1; pos += 2 }
                    else { pos += 1 }
                }
                continue
            }
            break
        }
        guard let c = peek() else { return nil }
        let start = pos

        // Raw strings: #"..."#, ##"""..."""##, and plain strings.
        if c == 0x23 || c == 0x22 {
            var hashes = 0
            while peek(hashes) == 0x23 { hashes += 1 }
            if peek(hashes) == 0x22 {
                pos += hashes
                try skipStringBody(hashes: hashes, start: start)
                return Token(kind: .string, start: start, end: pos)
            }
        }
        if Lexer.isIdentStart(c) {
            while let d = peek(), Lexer.isIdentBody(d) { _ = d; pos += 1 }
            return Token(kind: .identifier, start: start, end: pos)
        }
        if c == 0x60 {  // `escaped identifier`
            pos += 1
            while let d = peek(), d != 0x60 { _ = d; pos += 1 }
            pos += 1
            return Token(kind: .identifier, start: start, end: min(pos, bytes.count))
        }
        if Lexer.isDigit(c) {
            while let d = peek(), Lexer.isIdentBody(d) || (d == 0x2E && peek(1).map(Lexer.isDigit) == true) {
                _ = d; pos += 1
            }
            return Token(kind: .number, start: start, end: pos)
        }
        pos += 1
        return Token(kind: .punct, start: start, end: pos)
    }

    /// `pos` is at the opening quote(s); consumes through the closing delimiter.
    private mutating func skipStringBody(hashes: Int, start: Int) throws {
        let multiline = peek() == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
        pos += multiline ? 3 : 1
        while true {
            guard let c = peek() else { throw LexError(message: "unterminated string literal", offset: start) }
            if c == 0x5C {  // backslash: escape only if followed by `hashes` #s
                var k = 1
                while k <= hashes, peek(k) == 0x23 { k += 1 }
                if k - 1 == hashes {
                    pos += k
                    if peek() == 0x28 {  // interpolation \( ... )
                        pos += 1
                        try skipInterpolation(start: start)
                    } else {
                        pos += 1  // escaped char
                    }
                    continue
                }
                pos += 1
                continue
            }
            if c == 0x22 {
                let quoteCount = multiline ? 3 : 1
                var isClose = true
                for k in 0..<quoteCount where peek(k) != 0x22 { isClose = false }
                if isClose {
                    for k in 0..<hashes where peek(quoteCount + k) != 0x23 { isClose = false }
                }
                if isClose { pos += quoteCount + hashes; return }
                pos += 1
                continue
            }
            if c == 0x0A && !multiline && hashes == 0 {
                throw LexError(message: "unterminated string literal", offset: start)
            }
            pos += 1
        }
    }

    /// `pos` is just after `\(`; consumes code through the balancing `)`.
    private mutating func skipInterpolation(start: Int) throws {
        var depth = 1
        while depth > 0 {
            guard let tok = try next() else { throw LexError(message: "unterminated interpolation", offset: start) }
            if tok.kind == .punct {
                if bytes[tok.start] == 0x28 { depth += 1 }
                if bytes[tok.start] == 0x29 { depth -= 1 }
            }
        }
    }
}

extension Lexer {
    func isPunct(_ i: Int, _ ch: Character) -> Bool {
        i < tokens.count && tokens[i].kind == .punct && bytes[tokens[i].start] == ch.asciiValue!
    }
    func isIdent(_ i: Int, _ name: String) -> Bool {
        i < tokens.count && tokens[i].kind == .identifier && text(tokens[i]) == name
    }

    /// Index of the bracket closing the one at `open` ( ( [ { ), or nil.
    func matchingClose(_ open: Int) -> Int? {
        var stack: [UInt8] = []
        var i = open
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .punct {
                switch bytes[t.start] {
                case 0x28: stack.append(0x29)
                case 0x5B: stack.append(0x5D)
                case 0x7B: stack.append(0x7D)
                case 0x29, 0x5D, 0x7D:
                    guard stack.last == bytes[t.start] else { return nil }
                    stack.removeLast()
                    if stack.isEmpty { return i }
                default: break
                }
            }
            i += 1
        }
        return nil
    }

    /// Splits tokens in `range` at depth-0 occurrences of `separator`.
    func splitTopLevel(_ range: Range<Int>, on separator: Character) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var partStart = range.lowerBound
        for i in range {
            let t = tokens[i]
            guard t.kind == .punct else { continue }
            switch bytes[t.start] {
            case 0x28, 0x5B, 0x7B: depth += 1
            case 0x29, 0x5D, 0x7D: depth -= 1
            default:
                if depth == 0 && bytes[t.start] == separator.asciiValue! {
                    parts.append(partStart..<i)
                    partStart = i + 1
                }
            }
        }
        parts.append(partStart..<range.upperBound)
        return parts
    }

    /// Source text spanned by a (non-empty) token range.
    func text(of range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return text(from: tokens[range.lowerBound].start, to: tokens[range.upperBound - 1].end)
    }
}

// `#Preview`, expanded from the source text the compiler sends (`syntax.source`), read with the Lexer.

/// `#Preview(_ name: String? = nil, traits: PreviewTrait<...>, _ more: PreviewTrait<...>..., body: ...)`
/// expands to a uniquely named type conforming to `AtelierCore.PreviewRegistry`.
enum PreviewMacro {
    struct Parsed {
        var name: String?
        var traits: [String] = []
        var body: String?
        var poundOffset: Int
    }

    static func parse(_ source: String, macroName: String) throws -> Parsed {
        let lex: Lexer
        do { lex = try Lexer.tokenize(source) } catch let e as LexError {
            throw MacroDiagnostic(message: e.message, offset: e.offset)
        }
        // Find `# <macroName>` (the text may start with trivia/attributes).
        var i = 0
        while i + 1 < lex.tokens.count, !(lex.isPunct(i, "#") && lex.isIdent(i + 1, macroName)) { i += 1 }
        guard i + 1 < lex.tokens.count else {
            throw MacroDiagnostic(message: "could not find #\(macroName) in macro source", offset: 0)
        }
        var result = Parsed(poundOffset: lex.tokens[i].start)
        i += 2
        // Optional generic arguments `<...>` (not expected, skipped naively).
        if lex.isPunct(i, "<") {
            var depth = 0
            repeat {
                if lex.isPunct(i, "<") { depth += 1 }
                if lex.isPunct(i, ">") { depth -= 1 }
                i += 1
            } while depth > 0 && i < lex.tokens.count
        }
        var sawTraits = false
        if lex.isPunct(i, "(") {
            guard let close = lex.matchingClose(i) else {
                throw MacroDiagnostic(message: "unbalanced parentheses in #\(macroName)", offset: lex.tokens[i].start)
            }
            let inner = (i + 1)..<close
            if !inner.isEmpty {
                for arg in lex.splitTopLevel(inner, on: ",") {
                    guard !arg.isEmpty else {
                        throw MacroDiagnostic(message: "empty argument", offset: lex.tokens[i].start)
                    }
                    var label: String?
                    var exprStart = arg.lowerBound
                    if arg.count >= 2, lex.tokens[arg.lowerBound].kind == .identifier,
                       lex.isPunct(arg.lowerBound + 1, ":") {
                        label = lex.text(lex.tokens[arg.lowerBound])
                        exprStart += 2
                    }
                    let expr = lex.text(of: exprStart..<arg.upperBound)
                    switch label {
                    case nil where sawTraits: result.traits.append(expr)  // variadic additionalTraits
                    case nil where result.name == nil && result.body == nil: result.name = expr
                    case "traits": result.traits.append(expr); sawTraits = true
                    case "body": result.body = expr
                    default:
                        throw MacroDiagnostic(
                            message: "unexpected argument '\(label ?? "_")' in #\(macroName)",
                            offset: lex.tokens[arg.lowerBound].start)
                    }
                }
            }
            i = close + 1
        }
        // Trailing closure.
        if lex.isPunct(i, "{") {
            guard let close = lex.matchingClose(i) else {
                throw MacroDiagnostic(message: "unbalanced braces in #\(macroName)", offset: lex.tokens[i].start)
            }
            if result.body != nil {
                throw MacroDiagnostic(message: "body given twice", offset: lex.tokens[i].start)
            }
            result.body = lex.text(of: i..<(close + 1))
            i = close + 1
        }
        if i < lex.tokens.count {
            throw MacroDiagnostic(
                message: "unsupported syntax after #\(macroName) body (extra trailing closures?)",
                offset: lex.tokens[i].start)
        }
        return result
    }

    static func expand(_ req: ExpandFreestandingRequest) -> ExpandMacroResult {
        let node = req.syntax
        let parsed: Parsed
        do {
            parsed = try parse(node.source, macroName: req.macro.name)
        } catch let d as MacroDiagnostic {
            return ExpandMacroResult(expandedSource: nil, diagnostics: [diagnostic(d.message, in: node, at: d.offset)])
        } catch {
            return ExpandMacroResult(expandedSource: nil, diagnostics: [diagnostic("\(error)", in: node, at: firstTokenOffset(node.source))])
        }
        guard let body = parsed.body else {
            return ExpandMacroResult(
                expandedSource: nil,
                diagnostics: [diagnostic("#\(req.macro.name) requires a body closure", in: node, at: parsed.poundOffset)])
        }
        // The node's location includes leading trivia; compute the line/column of `#`.
        let prefix = Array(node.source.utf8.prefix(parsed.poundOffset))
        let newlines = prefix.filter { $0 == 0x0A }.count
        let line = node.location.line + newlines
        let column: Int
        if let lastNL = prefix.lastIndex(of: 0x0A) {
            column = prefix.count - lastNL
        } else {
            column = node.location.column + prefix.count
        }
        // Same shape swift-syntax's makeUniqueName produces: <discriminator><len><name>fMu_
        let typeName = uniqueName(discriminator: req.discriminator, "PreviewRegistry")
        // `@usableFromInline` keeps the (otherwise unreferenced, internal) type and
        // its metadata/conformance records alive under -O whole-module DCE.
        let expanded = """
            @usableFromInline
            struct \(typeName): AtelierCore.PreviewRegistry {
                @usableFromInline static let fileID: String = \(swiftStringLiteral(node.location.fileID))
                @usableFromInline static let line: Int = \(line)
                @usableFromInline static let column: Int = \(column)

                @usableFromInline static func makePreview() -> AtelierCore.Preview {
                    AtelierCore.Preview(\(parsed.name ?? "nil"), traits: [\(parsed.traits.joined(separator: ", "))], body: \(body))
                }
            }
            """
        return ExpandMacroResult(expandedSource: expanded, diagnostics: [])
    }
}

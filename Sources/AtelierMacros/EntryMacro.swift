// `@Entry`, expanded from the declaration's source text, read with the Lexer.

/// `@Entry var name: Type = initializer` inside `extension EnvironmentValues`.
/// accessor role -> `{ get { self[__Key_name.self] } set { ... = newValue } }`
/// peer role     -> `private struct __Key_name: AtelierCore.EnvironmentKey { ... }`
enum EntryMacro {
    struct Parsed {
        var name: String
        var type: String?
        var initializer: String?
        var varOffset: Int
    }

    static func parse(_ source: String) throws -> Parsed {
        let lex: Lexer
        do { lex = try Lexer.tokenize(source) } catch let e as LexError {
            throw MacroDiagnostic(message: e.message, offset: e.offset)
        }
        let toks = lex.tokens
        var i = 0
        // Skip attributes (`@Name`, `@Name.Sub(args)`) and modifiers up to var/let.
        while i < toks.count {
            if lex.isPunct(i, "@") {
                i += 2
                while lex.isPunct(i, "."), i + 1 < toks.count { i += 2 }
                if lex.isPunct(i, "("), let close = lex.matchingClose(i) { i = close + 1 }
                continue
            }
            if lex.isIdent(i, "var") { break }
            if lex.isIdent(i, "let") {
                throw MacroDiagnostic(message: "@Entry requires a 'var' declaration", offset: toks[i].start)
            }
            if lex.isPunct(i, "(") , let close = lex.matchingClose(i) { i = close + 1; continue }  // private(set)
            i += 1
        }
        guard i < toks.count else { throw MacroDiagnostic(message: "@Entry can only be attached to a 'var'", offset: 0) }
        let varOffset = toks[i].start
        i += 1
        guard i < toks.count, toks[i].kind == .identifier else {
            throw MacroDiagnostic(message: "@Entry requires a simple identifier pattern", offset: varOffset)
        }
        var name = lex.text(toks[i])
        if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
        i += 1
        let rest = i..<toks.count
        if let comma = lex.splitTopLevel(rest, on: ",").dropFirst().first {
            throw MacroDiagnostic(message: "@Entry cannot be applied to multiple bindings", offset: toks[comma.lowerBound - 1].start)
        }
        var type: String?
        if lex.isPunct(i, ":") {
            var j = i + 1
            var depth = 0
            while j < toks.count {
                if lex.isPunct(j, "(") || lex.isPunct(j, "[") || lex.isPunct(j, "<") { depth += 1 }
                if lex.isPunct(j, ")") || lex.isPunct(j, "]") { depth -= 1 }
                if lex.isPunct(j, ">") && !lex.isPunct(j - 1, "-") { depth -= 1 }
                if depth == 0 && (lex.isPunct(j, "=") || lex.isPunct(j, "{")) { break }
                j += 1
            }
            type = lex.text(of: (i + 1)..<j)
            i = j
        }
        if lex.isPunct(i, "{") {
            throw MacroDiagnostic(message: "@Entry cannot be applied to a property that already has accessors", offset: toks[i].start)
        }
        var initializer: String?
        if lex.isPunct(i, "=") {
            initializer = lex.text(of: (i + 1)..<toks.count)
        }
        return Parsed(name: name, type: type, initializer: initializer, varOffset: varOffset)
    }

    /// Whether the declaration is inside `extension FocusedValues` (its lexical context, innermost first).
    static func isInFocusedValues(_ req: ExpandAttachedRequest) -> Bool {
        let contexts = (req.lexicalContext ?? []) + [req.parentDeclSyntax].compactMap { $0 }
        guard let source = contexts.first?.source else { return false }
        guard let range = source.range(of: "extension") else { return false }
        let rest = source[range.upperBound...].drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" })
        let name = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        return name == "FocusedValues" || name.hasSuffix(".FocusedValues")
    }

    static func expand(_ req: ExpandAttachedRequest) -> ExpandMacroResult {
        let node = req.declSyntax
        var parsed: Parsed
        do {
            parsed = try parse(node.source)
        } catch let d as MacroDiagnostic {
            // Report once (on the peer expansion); fail both roles.
            let diags = req.macroRole == "peer" ? [diagnostic(d.message, in: node, at: d.offset)] : []
            return ExpandMacroResult(expandedSource: nil, diagnostics: diags)
        } catch {
            return ExpandMacroResult(expandedSource: nil, diagnostics: [diagnostic("\(error)", in: node, at: firstTokenOffset(node.source))])
        }
        let key = "__Key_\(parsed.name)"
        switch req.macroRole {
        case "accessor":
            // A var without an accessor block: the result must include the braces
            // (this is what swift-syntax's `collapse` does for expandMacroResult).
            let src = """
                {
                    get {
                        self[\(key).self]
                    }
                    set {
                        self[\(key).self] = newValue
                    }
                }
                """
            return ExpandMacroResult(expandedSource: src, diagnostics: [])
        case "peer" where isInFocusedValues(req):
            // In `extension FocusedValues` the key names the value's type; the property is optional (nil when
            // nothing focused publishes it), and has no default.
            guard let type = parsed.type, type.hasSuffix("?") else {
                return ExpandMacroResult(
                    expandedSource: nil,
                    diagnostics: [diagnostic("@Entry in FocusedValues requires an optional type", in: node, at: parsed.varOffset)])
            }
            let src = """
                private struct \(key): AtelierCore.FocusedValueKey {
                    typealias Value = \(type.dropLast())
                }
                """
            return ExpandMacroResult(expandedSource: src, diagnostics: [])
        case "peer":
            if parsed.initializer == nil {
                if let t = parsed.type, t.hasSuffix("?") {
                    parsed.initializer = "nil"
                } else {
                    return ExpandMacroResult(
                        expandedSource: nil,
                        diagnostics: [diagnostic("@Entry requires a default value (an initializer)", in: node, at: parsed.varOffset)])
                }
            }
            let src: String
            if let type = parsed.type {
                src = """
                    private struct \(key): AtelierCore.EnvironmentKey {
                        typealias Value = \(type)
                        static var defaultValue: Value { \(parsed.initializer!) }
                    }
                    """
            } else {
                // No annotation: let the key's stored default infer the type.
                src = """
                    private struct \(key): AtelierCore.EnvironmentKey {
                        static let defaultValue = \(parsed.initializer!)
                    }
                    """
            }
            return ExpandMacroResult(expandedSource: src, diagnostics: [])
        default:
            return ExpandMacroResult(
                expandedSource: nil,
                diagnostics: [diagnostic("@Entry: unsupported macro role '\(req.macroRole)'", in: node,
                                         at: firstTokenOffset(node.source))])
        }
    }
}

// Entry point of the macro plugin executable. The compiler launches it (via
// `-load-plugin-executable <path>#AtelierMacros`) and talks to it on
// stdin/stdout until it closes stdin. Nothing else may be written to stdout.

import Foundation

/// Protocol version we claim. 7 is what the toolchain's own
/// SwiftCompilerPluginMessageHandling reports (PROTOCOL_VERSION_NUMBER).
let pluginProtocolVersion = 7

/// The answer for a macro type this plugin does not implement: an error at the macro's first token.
func unknownMacro(_ typeName: String, role: String, in syntax: SyntaxPayload) -> ExpandMacroResult {
    ExpandMacroResult(expandedSource: nil,
                      diagnostics: [diagnostic("AtelierMacros has no \(role) macro type '\(typeName)'",
                                               in: syntax, at: firstTokenOffset(syntax.source))])
}

func handle(_ json: Data) -> Data {
    let decoder = JSONDecoder()
    do {
        let (kind, payload) = try splitMessage(json)
        switch kind {
        case "getCapability":
            _ = try? decoder.decode(GetCapabilityRequest.self, from: payload)
            return encodeMessage(
                "getCapabilityResult",
                GetCapabilityResult(capability: PluginCapability(protocolVersion: pluginProtocolVersion, features: nil)))
        case "expandFreestandingMacro":
            let req = try decoder.decode(ExpandFreestandingRequest.self, from: payload)
            let result = req.macro.typeName == "PreviewMacro" ? PreviewMacro.expand(req)
                : unknownMacro(req.macro.typeName, role: "freestanding", in: req.syntax)
            return encodeMessage("expandMacroResult", result)
        case "expandAttachedMacro":
            let req = try decoder.decode(ExpandAttachedRequest.self, from: payload)
            let result = req.macro.typeName == "EntryMacro" ? EntryMacro.expand(req)
                : unknownMacro(req.macro.typeName, role: "attached", in: req.attributeSyntax)
            return encodeMessage("expandMacroResult", result)
        case "loadPluginLibrary":
            // Only sent to plugins advertising the "load-plugin-library" feature.
            return encodeMessage(
                "loadPluginLibraryResult",
                LoadPluginLibraryResult(loaded: false, diagnostics: []))
        default:
            return encodeMessage(
                "expandMacroResult",
                ExpandMacroResult(
                    expandedSource: nil,
                    diagnostics: [Diagnostic(message: "AtelierMacros: unknown message '\(kind)'", severity: "error",
                                             position: DiagPosition(fileName: "", offset: 0))]))
        }
    } catch {
        return encodeMessage(
            "expandMacroResult",
            ExpandMacroResult(
                expandedSource: nil,
                diagnostics: [Diagnostic(message: "AtelierMacros: malformed request: \(error)", severity: "error",
                                         position: DiagPosition(fileName: "", offset: 0))]))
    }
}

struct LoadPluginLibraryResult: Codable {
    var loaded: Bool
    var diagnostics: [Diagnostic]
}

let connection = Connection()
while true {
    let message: Data?
    do { message = try connection.receive() } catch { exit(1) }
    // nil: host closed stdin. Empty frame: the compiler sends a 0-length
    // message right before it shuts the plugin down. Both mean "exit".
    guard let message, !message.isEmpty else { break }
    let reply = handle(message)
    connection.send(reply)
}
exit(0)

/// Declares an environment value with its key: `extension EnvironmentValues { @Entry var accent: Color = .blue }`
/// makes the key type and the accessors that read and write it, as SwiftUI's macro does.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "AtelierMacros", type: "EntryMacro")

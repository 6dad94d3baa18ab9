import Foundation

/// A preview of a view, as `#Preview` declares one: a name, traits and the view it draws.
public struct Preview {
    /// The kind of traits a view preview takes.
    public enum ViewTraits {}

    let name: String?
    let traits: [PreviewTrait<ViewTraits>]
    let body: @MainActor () -> any View

    /// A preview of the view `body` makes.
    public init(_ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}

/// Declares a preview of a view: `#Preview("Dark") { ContentView() }`. `atelier-preview` renders every one
/// linked into it to PNG.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "AtelierMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits: `#Preview(traits: .sizeThatFitsLayout) { Badge() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "AtelierMacros", type: "PreviewMacro")

import Foundation

/// Puts a `ControlStyle` in effect for the views inside, nearest of its configuration type (Atelier's addition
/// to SwiftUI). A modifier value rather than a method on `View`, so that no name SwiftUI lacks is added to
/// SwiftUI's types: a control's own modifier wraps it, `func tripleStyle(_ s: some TripleStyle) -> some View {
/// modifier(ControlStyleModifier(s)) }`.
public struct ControlStyleModifier<Style: ControlStyle>: ViewModifier, _RemoveGlobalActorIsolation {
    let style: Style

    /// A modifier that puts `style` in effect.
    public init(_ style: Style) { self.style = style }

    /// The content with the style pushed on its configuration type's stack.
    @MainActor public func body(content: Content) -> some View { content.style(ConfigurationStyleKind.erase(style)) }
}

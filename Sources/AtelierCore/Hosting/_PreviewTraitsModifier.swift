/// Carries the preview settings of `previewLayout`, `previewDisplayName` and `previewInterfaceOrientation`
/// for the preview catalogue; the view draws as its content.
public struct _PreviewTraitsModifier: ViewModifier, _RemoveGlobalActorIsolation {
    var layout: PreviewLayout?
    var displayName: String?
    var orientation: InterfaceOrientation?

    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}

/// A view carrying preview settings, as the catalogue reads it: the settings and the view inside.
@MainActor protocol PreviewTraitsCarrier {
    var previewTraits: _PreviewTraitsModifier { get }
    var previewContent: any View { get }
}

extension ModifiedContent: PreviewTraitsCarrier where Content: View, Modifier == _PreviewTraitsModifier {
    var previewTraits: _PreviewTraitsModifier { modifier }
    var previewContent: any View { content }
}

nonisolated extension View {
    /// Sizes this preview: a device's screen, the view's ideal size, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View { modifier(_PreviewTraitsModifier(layout: value)) }
    /// Names this preview.
    public func previewDisplayName(_ value: String?) -> some View { modifier(_PreviewTraitsModifier(displayName: value)) }
    /// Turns this preview's device: a landscape orientation swaps the screen's width and height.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitsModifier(orientation: value))
    }
    /// Chooses the device of this preview (accepted: every device previews the same on a desktop).
    public func previewDevice(_ value: PreviewDevice?) -> some View { modifier(_PreviewTraitsModifier()) }
}

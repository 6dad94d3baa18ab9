import Foundation

nonisolated extension View {
    /// Adds help text to the view: a tooltip shows it after the pointer rests on the view, and it is the
    /// view's accessibility hint.
    public func help(_ text: Text) -> some View {
        modifier(_HelpModifier(text: text)).accessibilityHint(text)
    }

    /// Adds help text to the view from a localized string key.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        help(Text(textKey))
    }

    /// Adds help text to the view from a string.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }
}

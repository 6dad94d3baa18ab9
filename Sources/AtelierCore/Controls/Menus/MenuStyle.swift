import Foundation

/// The appearance of a menu's label: a style's `makeBody(configuration:)` usually wraps `Menu(configuration)`
/// (the menu itself) in modifiers. Set with `menuStyle(_:)`.
@MainActor @preconcurrency public protocol MenuStyle {
    /// The view a style makes of a menu.
    associatedtype Body: View
    /// The menu a style receives.
    typealias Configuration = MenuStyleConfiguration
    /// Makes the menu's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A menu as its style receives it: `Menu(configuration)` shows it.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The menu's items.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
}

/// The kind of style a Menu resolves.
enum MenuStyleKind: StyleKind {
    typealias Configuration = MenuStyleConfiguration
    nonisolated static func erase(_ style: some MenuStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultMenuStyle()) }
}

extension View {
    /// Sets the style of the menus inside this view.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self.style(MenuStyleKind.erase(style)) }
}

/// The automatic menu style: the label as a borderless button, in the tint.
public struct DefaultMenuStyle: MenuStyle {
    /// The automatic style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuButton(configuration: configuration, takesButtonStyle: false) }
}

/// A menu whose label is a button that takes the button style around it (`.buttonStyle(...)`).
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuButton(configuration: configuration, takesButtonStyle: true) }
}

/// A menu whose label is a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuButton(configuration: configuration, takesButtonStyle: false) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default.
    nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label as a button that takes the button style.
    nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label as a borderless button.
    nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

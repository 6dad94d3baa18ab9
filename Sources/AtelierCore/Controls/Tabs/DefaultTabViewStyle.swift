import Foundation

/// The default tab view style: on iOS, a tab bar along the bottom edge.
public struct DefaultTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Creates the default tab view style.
    nonisolated public init() {}
    func makeView(_ configuration: TabViewStyleConfiguration) -> AnyView { AnyView(BarTabViewBody(configuration: configuration)) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style: a tab bar.
    nonisolated public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

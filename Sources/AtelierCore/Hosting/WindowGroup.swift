import Foundation

/// A scene that presents a group of identically structured windows: the first group opens one at launch,
/// File > New Window (Control+N) and `openWindow` open more.
@MainActor @preconcurrency public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: String
    let id: String?
    /// The type of value the group's windows present (`WindowGroup(for:)`); nil for others.
    let presentedType: Any.Type?
    /// The value a new window presents when opened without one.
    let defaultValue: (@MainActor () -> AnyHashable)?
    let makeContent: @MainActor (SceneWindow) -> AnyView

    /// Creates a window group.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(title: "", id: nil, content: content())
    }

    /// Creates a window group with an identifier.
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: "", id: id, content: content())
    }

    /// Creates a window group with a text view title.
    nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: nil, content: content())
    }

    /// Creates a window group with a text view title and an identifier.
    nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: id, content: content())
    }

    /// Creates a window group with a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolvedString, id: nil, content: content())
    }

    /// Creates a window group with a localized title string and an identifier.
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolvedString, id: id, content: content())
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    nonisolated init(title: String, id: String?, content: Content) {
        self.title = title
        self.id = id
        presentedType = nil
        defaultValue = nil
        let view = AnyView(content)
        makeContent = { _ in view }
    }

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        var description = WindowDescription(kind: .windowGroup, id: id, title: title, presentedType: presentedType, makeContent: makeContent)
        description.defaultPresentedValue = defaultValue
        return [description]
    }
}

import Foundation

/// A scene that presents its content in a single unique window: opening it again brings that window forward.
@MainActor @preconcurrency public struct Window<Content: View>: Scene, PrimitiveScene {
    let title: String
    let id: String
    nonisolated(unsafe) let content: Content

    /// Creates a window with a localized title and an identifier.
    nonisolated public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.resolvedString, id: id, content: content())
    }

    /// Creates a window with a text view title and an identifier.
    nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: id, content: content())
    }

    /// Creates a window with a title string and an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    nonisolated init(title: String, id: String, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        [WindowDescription(kind: .window, id: id, title: title, content: AnyView(content))]
    }
}

import Foundation

/// The content of a `WindowGroup(for:)` window: the program's view given a binding to the value the window
/// presents, re-evaluated when that value changes.
@MainActor @preconcurrency public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @ObservedObject var window: SceneWindow
    let content: (Binding<Data?>) -> Content

    /// The program's view with its binding.
    public var body: some View {
        let window = self.window
        return content(Binding(get: { window.presentedValue?.base as? Data }, set: { window.presentedValue = $0.map(AnyHashable.init) }))
    }
}

extension WindowGroup {
    /// Creates a window group that presents data of a type; `openWindow(value:)` opens a window for a value.
    nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: "", id: nil, presenting: type, defaultValue: nil, content: content)
    }

    /// Creates a window group with an identifier that presents data of a type.
    nonisolated public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: "", id: id, presenting: type, defaultValue: nil, content: content)
    }

    /// Creates a titled window group that presents data of a type.
    nonisolated public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: titleKey.resolvedString, id: nil, presenting: type, defaultValue: nil, content: content)
    }

    /// Creates a titled window group with an identifier that presents data of a type.
    nonisolated public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: titleKey.resolvedString, id: id, presenting: type, defaultValue: nil, content: content)
    }

    /// Creates a window group that presents data of a type, a new window presenting `defaultValue()`.
    nonisolated public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
        where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        let wrapped: (Binding<D?>) -> C = { optional in
            content(Binding(get: { optional.wrappedValue ?? defaultValue() }, set: { optional.wrappedValue = $0 }))
        }
        self.init(title: "", id: nil, presenting: type, defaultValue: defaultValue, content: wrapped)
    }

    nonisolated init<D, C>(title: String, id: String?, presenting type: D.Type, defaultValue: (() -> D)?,
               content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        // Made wherever the scene is built; called only on the main actor, where the program uses them.
        nonisolated(unsafe) let content = content
        self.title = title
        self.id = id
        self.presentedType = type
        if let defaultValue {
            nonisolated(unsafe) let makeDefault = defaultValue
            self.defaultValue = { AnyHashable(makeDefault()) }
        } else {
            self.defaultValue = nil
        }
        self.makeContent = { window in AnyView(PresentedWindowContent(window: window, content: content)) }
    }
}

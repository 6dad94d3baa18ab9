import Foundation

/// A control that pushes a level on the navigation stack around it: a value (shown by the stack's
/// `navigationDestination(for:)`) or a view. Outside a List it is a button and takes the button style; in a
/// List row the row is the link, with a chevron, and button styles do not apply.
@MainActor @preconcurrency public struct NavigationLink<Label: View, Destination: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let target: Target

    enum Target {
        case value(AnyHashable?)
        case view(() -> Destination)
    }

    @Environment(\.navigationContext) private var context
    @Environment(\.listRowButtons) private var listRow

    /// A link that pushes a view.
    nonisolated public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// A link that pushes a view made now (deprecated in SwiftUI; still common).
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view({ destination })
    }

    /// The link, as a button outside a List and as the row inside one.
    public var body: some View {
        let context = self.context, target = self.target
        let push: @MainActor () -> Void = {
            guard let context else {
                Diagnostics.warn("a NavigationLink outside a NavigationStack was activated; it does nothing", key: "navigation-link-no-stack")
                return
            }
            switch target {
            case .value(let value?): context.pushValue(value)
            case .value(nil): break
            case .view(let make): context.pushView(nil, AnyView(make()), nil)
            }
        }
        return Group {
            if listRow != nil {
                Button(action: push) {
                    // The label has the row's width up to the chevron, as in SwiftUI: content aligned trailing in
                    // it reaches the chevron.
                    HStack(spacing: DisclosureChevron.spacingBefore) {
                        label.frame(maxWidth: .infinity, alignment: .leading)
                        DisclosureChevron()
                    }
                    .foregroundStyle(Color(uiColor: .label))
                }
                .buttonStyle(DefaultButtonStyle())
            } else {
                Button(action: push) { label }
            }
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value; nil makes a link that does nothing.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by a key that pushes a value.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled by a string that pushes a value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a key that pushes a view.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string that pushes a view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a key that pushes a view made now (deprecated in SwiftUI).
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string that pushes a view made now (deprecated in SwiftUI).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

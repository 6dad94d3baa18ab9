import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// Its look comes from the nearest label style in the environment (`labelStyle(_:)`); by default, the
/// automatic style, which on iOS is `titleAndIcon`: the icon, then the title, side by side.
public struct Label<Title: View, Icon: View>: View {
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon

    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The content and behavior of the view: the nearest label style's body for this label.
    public var body: some View {
        LabelBody(title: title, icon: icon)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style: inside a label style's body, it draws
    /// the label style in effect further out than that style.
    nonisolated public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// What a Label's body is: its configuration for the nearest label style.
struct LabelBody<Title: View, Icon: View>: View {
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let title = self.title, icon = self.icon
        return stacks.body(for: LabelStyleKind.self) { stacks in
            // A configuration's parts keep the stacks of the label they came from.
            LabelStyleConfiguration(
                title: (title as? LabelStyleConfiguration.Title) ?? .init(content: title, stacks: stacks),
                icon: (icon as? LabelStyleConfiguration.Icon) ?? .init(content: icon, stacks: stacks))
        }
        // A label reads as its title, whichever of title and icon its style shows (an icon-only label too).
        .modifier(AccessibilityControl(role: .staticText, label: Self.titleString(title)))
    }

    /// The title's string when it is a text (nil: the label reads as what its style shows).
    private static func titleString(_ title: Title) -> String? {
        if let text = title as? Text { return text.plainString }
        if let configured = title as? LabelStyleConfiguration.Title, let text = configured.content as? Text { return text.plainString }
        return nil
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

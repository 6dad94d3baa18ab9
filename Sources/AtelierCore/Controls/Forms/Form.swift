import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors. Its look
/// comes from the nearest form style (`formStyle(_:)`); by default, iOS's grouped form: the sections as
/// an inset grouped list, with the List's row rules (an automatic-style button makes its row one button).
public struct Form<Content: View>: View {
    nonisolated(unsafe) let content: Content

    /// Creates a form with the provided content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content and behavior of the view: the nearest form style's body for this form.
    public var body: some View {
        FormBody(content: content)
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration: inside a form style's body, it draws the form
    /// style in effect further out than that style.
    nonisolated public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}

/// What a Form's body is: its configuration for the nearest form style.
struct FormBody<Content: View>: View {
    nonisolated(unsafe) let content: Content
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let content = self.content
        return stacks.body(for: FormStyleKind.self) { stacks in
            FormStyleConfiguration(content: (content as? FormStyleConfiguration.Content) ?? .init(content: content, stacks: stacks))
        }
    }
}

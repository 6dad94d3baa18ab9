import Foundation

/// The properties of a form instance, which a `FormStyle` turns into a view.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    public struct Content: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: StyleConfigurationPart {}

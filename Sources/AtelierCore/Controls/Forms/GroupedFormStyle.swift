import Foundation

/// A form style with grouped sections: on iOS, the form's sections drawn as an inset grouped list
/// (white rounded cards on systemGroupedBackground, headers and footers, 44-point rows with separators),
/// whatever list style is in effect.
public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with grouped sections.
    nonisolated public init() {}

    /// Creates a view that represents the body of a form.
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormBody(content: configuration.content)
    }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The rows of a grouped form as a List draws them: the content read into sections, each row keeping
/// the style stacks of the place the form was written, with an edit mode for the rows as a List has.
struct GroupedFormBody: View {
    let content: FormStyleConfiguration.Content
    @Environment(\.editMode) private var outerEditMode
    @State private var ownEditMode: EditMode = .inactive

    var body: some View {
        let stacks = content.stacks
        let sections = ListContentReader.sections(of: content.content) { row in
            FormStyleConfiguration.Content(content: row, stacks: stacks)
        }
        return ListBody(configuration: ListStyleConfiguration(sections: sections), appearance: .insetGrouped)
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}

import Foundation

/// A control's label as a string, when its view is a text: what an element formed away from the label's own
/// views (a wheel, a date picker's box) is named by.
enum ControlLabelText {
    /// The plain string of `view` when it is a Text (through type erasure, modifiers, style configuration parts
    /// and a Label's title); nil for any other view.
    @MainActor static func string(of view: any View) -> String? {
        var current: any View = view
        // A few layers at most: an AnyView around a configuration part around the program's Text.
        for _ in 0..<8 {
            if let text = current as? Text { return text.plainString }
            if let erased = current as? AnyView { current = erased.wrapped; continue }
            if let part = current as? any StyleConfigurationPart { current = part.content; continue }
            if let label = current as? any TitledLabel { current = label.titleView; continue }
            // A text with modifiers (`.tag`, `.font`) still reads as the text.
            if let modified = current as? any ModifiedView { current = modified.anyContent; continue }
            return nil
        }
        return nil
    }
}

/// A Label, read for its title.
@MainActor protocol TitledLabel {
    var titleView: any View { get }
}

extension Label: TitledLabel {
    var titleView: any View { title }
}

import Foundation

/// How the form around a view lays out its rows, for the controls that look different in a form.
enum FormLayout: Equatable {
    /// Not in a form (or in a grouped form, whose rows are list rows).
    case none
    /// In a form with the columns style: labels trailing-aligned in a column as wide as the widest
    /// label, controls after them.
    case columns(labelWidth: CGFloat)
}

private struct FormLayoutKey: EnvironmentKey {
    static var defaultValue: FormLayout { .none }
}

extension EnvironmentValues {
    /// How the enclosing form lays out its rows.
    var formLayout: FormLayout {
        get { self[FormLayoutKey.self] }
        set { self[FormLayoutKey.self] = newValue }
    }
}

/// The widest label of a columns-style form's rows, which sets the width of its label column.
struct FormLabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

extension View {
    /// Reports this label's natural width to the columns-style form around it.
    func reportsFormLabelWidth() -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: FormLabelWidthKey.self, value: proxy.size.width)
            }
        }
    }
}

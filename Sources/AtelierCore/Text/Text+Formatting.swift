import Foundation

extension Text {
    /// Creates a text view that displays the formatted representation of a value, formatted by a format style
    /// in the formatting locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(LocalizedFormatting.locale).format(input))
    }

    /// Creates a text view that displays the formatted representation of a value as an attributed string
    /// (its characters).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(verbatim: String(format.locale(LocalizedFormatting.locale).format(input).characters))
    }

    /// Creates a text view that displays a localized string resource. (Disfavoured: a string literal makes a
    /// LocalizedStringKey, which also takes `specifier:`.)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

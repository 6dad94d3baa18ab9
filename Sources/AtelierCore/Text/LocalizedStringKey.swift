import Foundation

/// The key of a localized string: looked up in the app's translations (`Localizable.strings` in a language's
/// `.lproj` folder, or a `Localizable.xcstrings` catalog), and shown as written when none has it. An
/// interpolation's values are placeholders in the key, as Xcode extracts them (`"\(count) items"` is the
/// key `"%lld items"`), formatted as SwiftUI formats them (see `LocalizedFormatting`).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let format: LocalizedFormatBuilder

    /// Creates a key from a string.
    public init(_ value: String) {
        var format = LocalizedFormatBuilder()
        format.key = value
        format.output = value
        self.format = format
    }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// Creates a key from an interpolation.
    public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

    /// The string as shown: its translation in the main bundle's Localizable table, else as written.
    var resolvedString: String { format.resolved(table: nil, bundle: nil) }

    /// The string as shown, looked up in `table` of `bundle`.
    func resolved(table: String?, bundle: Bundle?) -> String { format.resolved(table: table, bundle: bundle) }

    /// The key as a translation table lists it (`"%lld items"`).
    var key: String { format.key }

    /// Collects the literal segments and the formatted values of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format: LocalizedFormatBuilder
        /// Starts an empty string, reserving room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) { format = LocalizedFormatBuilder(capacity: literalCapacity) }
        /// Appends the literal parts of the interpolation as they are.
        public mutating func appendLiteral(_ literal: String) { format.appendLiteral(literal) }
        /// Strings appear as they are.
        public mutating func appendInterpolation(_ string: String) { format.append(string) }
        /// Numbers are formatted for the locale with their own specifier: integers grouped ("1,000"),
        /// floating-point values with six decimals, as a C format writes them ("3.500000").
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            format.append(value, specifier: value._specifier)
        }
        /// Numbers formatted with a printf-style specifier (`"\(value, specifier: "%.2f")"`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            format.append(value, specifier: specifier)
        }
        /// Values formatted by a format style (`"\(price, format: .currency(code: "USD"))"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            self.format.append(input, format: format)
        }
        /// A value formatted by a formatter (`"\(date, formatter: dateFormatter)"`); without one, its description.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            format.append(formatter?.string(for: subject) ?? String(describing: subject))
        }
        /// An object formatted by a formatter; without one, its description.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            format.append(formatter?.string(for: subject) ?? subject.description)
        }
        /// A date in one of Text's date styles (`"\(date, style: .date)"`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            format.append(style.format(date, relativeTo: Date()))
        }
        /// A Text's characters.
        public mutating func appendInterpolation(_ text: Text) { format.append(text.plainString) }
        /// An attributed string's characters.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            format.append(String(attributedString.characters))
        }
        /// A localized string resource, resolved.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            format.append(String(localized: resource))
        }
        /// Any other value, by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { format.append("\(value)") }
    }
}

import Foundation

extension String {
    /// A localizable string written as a literal or an interpolation: its key, whose values are placeholders
    /// (`"\(count) items"` is the key `"%lld items"`), and the values formatted. Foundation's, which Foundation
    /// on Linux does not have.
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
        let format: LocalizedFormatBuilder

        /// Creates a value from a string, as written.
        public init(_ value: String) {
            var format = LocalizedFormatBuilder()
            format.key = value
            format.output = value
            self.format = format
        }
        /// Creates a value from a string literal.
        public init(stringLiteral value: String) { self.init(value) }
        /// Creates a value from an interpolation.
        public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

        /// The string as written, without a translation.
        var defaultString: String { format.output }

        /// Collects the literal segments and the formatted values of an interpolated value.
        public struct StringInterpolation: StringInterpolationProtocol {
            var format: LocalizedFormatBuilder
            /// Starts an empty string, reserving room for the literal text.
            public init(literalCapacity: Int, interpolationCount: Int) {
                format = LocalizedFormatBuilder(capacity: literalCapacity)
            }
            /// Appends literal text.
            public mutating func appendLiteral(_ literal: String) { format.appendLiteral(literal) }
            /// Appends a string.
            public mutating func appendInterpolation(_ string: String) { format.append(string) }
            /// Appends a number formatted for the locale (integers grouped, floating point with six decimals).
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
                format.append(value, specifier: value._specifier)
            }
            /// Appends a value formatted by a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
                self.format.append(input, format: format)
            }
            /// Appends a date formatted by a date format style.
            public mutating func appendInterpolation(_ date: Date, format: Date.FormatStyle) {
                self.format.append(date, format: format)
            }
            /// Appends a value bridged to an object, by its description.
            public mutating func appendInterpolation<T: ReferenceConvertible>(_ value: T) {
                format.append(String(describing: value))
            }
            /// Appends a localized string resource, resolved.
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                format.append(String(localized: resource))
            }
            /// Appends an attributed string's characters.
            public mutating func appendInterpolation(_ attributedString: AttributedString) {
                format.append(String(attributedString.characters))
            }
        }
    }
}

import Foundation

/// The key of a localized string; Atelier shows the key itself, with interpolations formatted as SwiftUI does.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The string as displayed.
    let resolvedString: String

    /// Creates a key from a string.
    public init(_ value: String) { resolvedString = value }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { resolvedString = value }
    /// Creates a key from an interpolation.
    public init(stringInterpolation: StringInterpolation) { resolvedString = stringInterpolation.output }

    /// Collects the literal segments and the formatted values of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// Starts an empty string, reserving room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Appends the literal parts of the interpolation as they are.
        public mutating func appendLiteral(_ literal: String) { output += literal }
        /// Strings appear as they are.
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// Integers are grouped for the locale, as SwiftUI's Text does ("1,000").
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            if let exact = Int64(exactly: value) {
                output += LocalizedStringKey.groupedFormatter.string(from: NSNumber(value: exact)) ?? "\(value)"
            } else {
                output += "\(value)"
            }
        }
        /// Floating-point values use the locale's decimal format.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            output += LocalizedStringKey.decimalFormatter.string(from: NSNumber(value: Double(value))) ?? "\(value)"
        }
        /// Values formatted by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(value)
        }
        /// Any other value, by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        /// A Text's characters.
        public mutating func appendInterpolation(_ text: Text) { output += text.plainString }
    }

    static let groupedFormatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .decimal
        return f
    }()
    static let decimalFormatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .decimal
        f.maximumFractionDigits = 6
        return f
    }()
}

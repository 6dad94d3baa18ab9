import Foundation

/// Builds a localized string from an interpolation, as Xcode extracts it: the key, where each value is a
/// placeholder (`"%lld items"`, `"Hello %@"`, `"%.2f"`), the values formatted, and the string as shown
/// without a translation.
struct LocalizedFormatBuilder: Hashable, Sendable, Codable {
    var key = ""
    var arguments: [LocalizedFormatArgument] = []
    var output = ""

    init() {}

    init(capacity: Int) {
        key.reserveCapacity(capacity)
        output.reserveCapacity(capacity)
    }

    /// Literal text: `%` is doubled in the key, where it would start a placeholder.
    mutating func appendLiteral(_ literal: String) {
        key += literal.contains("%") ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        output += literal
    }

    /// A value shown as `text`, written in the key as `placeholder`.
    mutating func append(_ text: String, placeholder: String = "%@", number: Double? = nil) {
        key += placeholder
        arguments.append(LocalizedFormatArgument(text: text, number: number))
        output += text
    }

    /// A value formatted with its printf-style specifier, which is also its placeholder.
    mutating func append<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        let (text, used) = LocalizedFormatting.format(value, specifier: specifier)
        append(text, placeholder: used, number: LocalizedFormatting.number(value))
    }

    /// A value formatted by a format style, in the formatting locale.
    mutating func append<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        append(format.locale(LocalizedFormatting.locale).format(value))
    }

    /// The string in the language of a translation found for the key, else as written.
    func resolved(table: String?, bundle: Bundle?, language: String? = nil) -> String {
        guard let translation = LocalizationTables.shared.translation(forKey: key, table: table, bundle: bundle,
                                                                       language: language, arguments: arguments)
        else { return output }
        // A key without values is shown as translated; only an interpolation's key has placeholders.
        return arguments.isEmpty ? translation : LocalizedFormatting.substitute(arguments, into: translation, key: key)
    }
}

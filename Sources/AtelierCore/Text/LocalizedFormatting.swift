import Foundation

/// How localized strings format the values interpolated into them. Swift's Foundation on Linux reports
/// `en_001` as the current locale whatever the environment says, so Text formats numbers, currencies and
/// dates for one fixed locale, US English, as the iOS reference looks (`$12.50`, `1,234`, `June 3, 2019`);
/// format styles are given that locale, as SwiftUI gives them the environment's.
enum LocalizedFormatting {
    /// The locale values are formatted for.
    static let locale = Locale(identifier: "en_US")

    /// A printf-style conversion: its flags, width and precision, its length modifier and its conversion letter.
    struct Conversion {
        var range: Range<String.Index>
        var position: Int?
        var flags: String
        var length: String
        var letter: Character
        var isInteger: Bool { "dioxXuc".contains(letter) }
        var isFloat: Bool { "fFeEgGaA".contains(letter) }
        var isObject: Bool { letter == "@" }
    }

    /// The conversions of a format, in order (`%%` is not one); nil when the format has a `%` that starts none.
    static func conversions(in format: String) -> [Conversion]? {
        var result: [Conversion] = []
        var i = format.startIndex
        while let percent = format[i...].firstIndex(of: "%") {
            var j = format.index(after: percent)
            guard j < format.endIndex else { return nil }
            if format[j] == "%" { i = format.index(after: j); continue }
            // An explicit position: `%2$@`.
            var position: Int?
            var digits = ""
            var k = j
            while k < format.endIndex, format[k].isASCII, format[k].isNumber { digits.append(format[k]); k = format.index(after: k) }
            if !digits.isEmpty, k < format.endIndex, format[k] == "$", let n = Int(digits), n > 0 {
                position = n
                j = format.index(after: k)
            }
            var flags = ""
            while j < format.endIndex, "-+ #0'123456789.".contains(format[j]) { flags.append(format[j]); j = format.index(after: j) }
            var length = ""
            while j < format.endIndex, "hlqLzjt".contains(format[j]) { length.append(format[j]); j = format.index(after: j) }
            guard j < format.endIndex, "dioxXucfFeEgGaA@s".contains(format[j]) else { return nil }
            result.append(Conversion(range: percent..<format.index(after: j), position: position, flags: flags,
                                     length: length, letter: format[j]))
            i = format.index(after: j)
        }
        return result
    }

    /// The number a value is, for choosing a plural form.
    static func number<T: _FormatSpecifiable>(_ value: T) -> Double? {
        if let i = value as? any BinaryInteger { return Double(i) }
        if let f = value as? any BinaryFloatingPoint { return Double(f) }
        return nil
    }

    /// A value formatted with a specifier, and the specifier written in the key. A specifier that is not one
    /// numeric conversion falls back to the value's own, with one warning; an integer specifier given a
    /// floating-point value (or the reverse) formats the value converted, as a C format would not.
    static func format<T: _FormatSpecifiable>(_ value: T, specifier: String) -> (String, String) {
        // An integer with its own specifier, the usual case (`"Row \(row)"`), without reading the specifier.
        if specifier == "%lld" || specifier == "%d", let integer = value as? any BinaryInteger, let n = Int64(exactly: integer) {
            return (groupedDecimal(n), specifier)
        }
        guard let found = conversions(in: specifier), found.count == 1, let conversion = found.first,
              conversion.position == nil, conversion.isInteger || conversion.isFloat else {
            Diagnostics.warn("The specifier \"\(specifier)\" is not one numeric conversion (such as %d or %.2f); "
                + "\(T.self) is formatted with \(value._specifier) instead.", key: "text-specifier-\(specifier)")
            return format(value, specifier: value._specifier)
        }
        let head = String(specifier[..<conversion.range.lowerBound]).replacingOccurrences(of: "%%", with: "%")
        let tail = String(specifier[conversion.range.upperBound...]).replacingOccurrences(of: "%%", with: "%")
        // The conversion alone, with a length that fits the argument passed (a 64-bit integer or a Double).
        var single = "%" + conversion.flags
        let text: String
        if conversion.isInteger {
            single += "ll" + String(conversion.letter)
            let signed: Int64, unsigned: UInt64
            if let i = value as? any BinaryInteger {
                signed = Int64(clamping: i)
                unsigned = UInt64(clamping: i)
            } else {
                warnMismatch(specifier, T.self)
                let d = (number(value) ?? 0).rounded(.towardZero)
                signed = d.isNaN ? 0 : d >= 0x1p63 ? .max : d <= -0x1p63 ? .min : Int64(d)
                unsigned = d.isNaN || d <= 0 ? 0 : d >= 0x1p64 ? .max : UInt64(d)
            }
            let isUnsigned = "ouxX".contains(conversion.letter) || (signed == .max && unsigned > UInt64(Int64.max))
            if isUnsigned {
                text = String(format: single, locale: locale, unsigned)
            } else if conversion.flags.isEmpty, conversion.letter == "d" || conversion.letter == "i" {
                // An integer's own specifier, the usual case (`"Row \(row)"`), written here: Foundation's format
                // of one integer cost a pushed List row most of the making of its text.
                text = groupedDecimal(signed)
            } else {
                text = String(format: single, locale: locale, signed)
            }
        } else {
            if value is any BinaryInteger { warnMismatch(specifier, T.self) }
            single += String(conversion.letter)
            text = String(format: single, locale: locale, number(value) ?? 0)
        }
        return (head + text + tail, specifier)
    }

    /// An integer as `%lld` writes it in US English: its decimal digits grouped by threes with commas (`-1,234`).
    static func groupedDecimal(_ value: Int64) -> String {
        let digits = Array(String(value.magnitude).utf8)
        var bytes: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        bytes.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(digit)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func warnMismatch(_ specifier: String, _ type: Any.Type) {
        Diagnostics.warn("The specifier \"\(specifier)\" does not fit a value of type \(type); the value is converted.",
                         key: "text-specifier-type-\(specifier)-\(type)")
    }

    /// A translated format with the key's values in its placeholders, in order or by position (`%2$@`).
    /// A translation with a placeholder the values do not fill keeps it as written, with one warning.
    static func substitute(_ arguments: [LocalizedFormatArgument], into format: String, key: String) -> String {
        guard let found = conversions(in: format) else {
            Diagnostics.warn("The translation \"\(format)\" of \"\(key)\" has a % that starts no placeholder; "
                + "it is shown as written.", key: "translation-format-\(key)")
            return format
        }
        var result = ""
        var cursor = format.startIndex
        var next = 0
        for conversion in found {
            result += format[cursor..<conversion.range.lowerBound].replacingOccurrences(of: "%%", with: "%")
            let index = (conversion.position.map { $0 - 1 }) ?? next
            next += 1
            if arguments.indices.contains(index) {
                result += arguments[index].text
            } else {
                Diagnostics.warn("The translation \"\(format)\" of \"\(key)\" has more placeholders than the key has "
                    + "values; the extra ones are shown as written.", key: "translation-arguments-\(key)")
                result += format[conversion.range]
            }
            cursor = conversion.range.upperBound
        }
        result += format[cursor...].replacingOccurrences(of: "%%", with: "%")
        return result
    }
}

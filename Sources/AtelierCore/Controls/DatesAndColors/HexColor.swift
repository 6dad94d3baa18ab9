import Foundation

/// A colour written as hexadecimal digits, as a colour picker's hex field reads and shows it: `RRGGBB`,
/// with an optional leading `#`, and `RRGGBBAA` where opacity is allowed.
enum HexColor {
    /// The colour `text` spells; nil when it spells none.
    static func parse(_ text: String, allowsAlpha: Bool) -> RGBAColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6 || (allowsAlpha && digits.count == 8), let value = UInt64(digits, radix: 16) else { return nil }
        let byte = { (shift: UInt64) in Double((value >> shift) & 0xFF) / 255 }
        return digits.count == 6
            ? RGBAColor(red: byte(16), green: byte(8), blue: byte(0))
            : RGBAColor(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
    }

    /// The digits of a colour (the alpha's too when `includesAlpha`), upper case, without the `#`.
    static func format(_ color: RGBAColor, includesAlpha: Bool) -> String {
        let byte = { (v: Double) in Int((max(0, min(1, v.isFinite ? v : 0)) * 255).rounded()) }
        var parts = [color.red, color.green, color.blue]
        if includesAlpha { parts.append(color.alpha) }
        return parts.map { String(format: "%02X", byte($0)) }.joined()
    }
}

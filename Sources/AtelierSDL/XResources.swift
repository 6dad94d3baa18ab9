import Foundation

/// The X resource database as `xrdb` leaves it in the root window's `RESOURCE_MANAGER` property: lines of
/// `name: value`, `!` starting a comment.
enum XResources {
    /// The value of the resource named exactly `name` (as Qt reads `Xft.dpi`, without wildcard bindings), its
    /// surrounding blanks trimmed; the last line wins, as `xrdb -merge` replaces earlier ones. Nil when absent.
    static func value(named name: String, in database: String) -> String? {
        var found: String?
        for line in database.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            guard !line.hasPrefix("!"), let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].trimmingCharacters(in: .whitespaces) == name else { continue }
            found = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return found
    }
}

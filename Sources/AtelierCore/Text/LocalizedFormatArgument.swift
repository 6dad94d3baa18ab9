import Foundation

/// One interpolated value of a localized string: the text it shows, and its number when it is one (what
/// chooses a plural form).
struct LocalizedFormatArgument: Hashable, Sendable, Codable {
    var text: String
    var number: Double?
}

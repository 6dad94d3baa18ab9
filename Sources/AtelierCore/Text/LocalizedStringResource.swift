import Foundation

/// A reference to a localizable string, resolved later (`String(localized:)`, `Text(_:)`): its key, its value
/// in the development language, the table and bundle to look it up in. Foundation's, which Foundation on
/// Linux does not have.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where a resource's translations are.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle of a class (on Linux, the main bundle).
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle described.
        var bundle: Bundle {
            switch self {
            case .main: return .main
            case .forClass(let type): return Bundle(for: type)
            case .atURL(let url): return Bundle(url: url) ?? .main
            }
        }

        /// Whether two descriptions name the same bundle.
        public static func == (a: BundleDescription, b: BundleDescription) -> Bool {
            switch (a, b) {
            case (.main, .main): return true
            case let (.forClass(x), .forClass(y)): return x == y
            case let (.atURL(x), .atURL(y)): return x == y
            default: return false
            }
        }

        /// Hashes the description.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    /// The key the translations list.
    public let key: String
    /// The value in the development language, used when no translation has the key.
    public let defaultValue: String.LocalizationValue
    /// The table to look the key up in; nil for Localizable.
    public let table: String?
    /// The locale whose language the key is looked up in (the user's when it is the current locale).
    public var locale: Locale
    /// The bundle to look the key up in.
    public var bundle: BundleDescription

    /// Creates a resource whose key is its value as written (`"\(count) items"` is the key `"%lld items"`).
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.format.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a resource with a key and a default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a resource from a string literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// Creates a resource from an interpolation.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resource resolved: its translation in the preferred language, else its default value.
    var resolved: String {
        var format = defaultValue.format
        format.key = key
        return format.resolved(table: table, bundle: bundle == .main ? nil : bundle.bundle,
                               language: LocalizationTables.language(of: locale))
    }
}

extension String {
    /// Creates a string from a localizable value: its translation in `table` of `bundle`, else the value as written.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.format.resolved(table: table, bundle: bundle, language: LocalizationTables.language(of: locale))
    }

    /// Creates a string from a key's translation in `table` of `bundle`, else from `defaultValue`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        var format = defaultValue.format
        format.key = key.description
        self = format.resolved(table: table, bundle: bundle, language: LocalizationTables.language(of: locale))
    }

    /// Creates a string from a localized string resource.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

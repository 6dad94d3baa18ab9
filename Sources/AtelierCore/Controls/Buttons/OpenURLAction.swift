import Foundation

/// Opens a URL: `@Environment(\.openURL) private var openURL; openURL(url)`. A Link calls it. By default the
/// desktop opens the URL (its default application for the scheme); `.environment(\.openURL, OpenURLAction {
/// url in ... })` puts a handler of the program's own in front, whose result says what happens next.
public struct OpenURLAction: @unchecked Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// The handler opened it: nothing more happens.
        public static let handled = Result(kind: .handled)
        /// The handler did not open it, and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The system opens it, as if no handler were set.
        public static let systemAction = Result(kind: .system(nil))
        /// The system opens another URL instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that asks `handler` first.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    /// Opens a URL.
    @MainActor public func callAsFunction(_ url: URL) { _ = open(url) }

    /// Opens a URL and tells whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) { completion(open(url)) }

    @MainActor private func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .system(let other): return Self.systemOpener(other ?? url)
        }
    }

    /// How the system opens a URL: the window host uses the desktop's default application, a TestHost records
    /// the URL. Without either, nothing opens (with a warning).
    @_spi(Backend) @MainActor public static var systemOpener: @MainActor (URL) -> Bool = { url in
        Diagnostics.warn("no host to open \(url.absoluteString) with; it is not opened", key: "open-url-no-host")
        return false
    }

    /// The system's action: the URL goes straight to `systemOpener`.
    static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// Opens URLs for the views inside (Links among them).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

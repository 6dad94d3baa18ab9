import Foundation

/// A control that shares items: on the desktop, a menu of what a desktop can do with them, copy to the
/// clipboard, open (a URL), send by e-mail (`mailto:` with the subject and message), save to a file in
/// Downloads. Its label is a button and takes the button style around it.
@MainActor @preconcurrency public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View
    where Data.Element: Transferable {
    nonisolated(unsafe) let items: Data
    let subject: Text?
    let message: Text?
    nonisolated(unsafe) let label: Label
    @Environment(\.openURL) private var openURL

    /// Shares items with a custom label.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where PreviewImage == Never, PreviewIcon == Never {
        self.items = items; self.subject = subject; self.message = message; self.label = label()
    }

    /// Shares items with a preview (shown by system share sheets; the desktop menu does not show it).
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.items = items; self.subject = subject; self.message = message; self.label = label()
    }

    /// The share menu under the label.
    public var body: some View {
        let texts = items.map { ImmediateTransfer.text(of: $0) }
        let urls = items.compactMap { $0 as? URL }
        let subject = self.subject?.runs.map(\.string).joined(), message = self.message?.runs.map(\.string).joined()
        let openURL = self.openURL
        return Menu {
            Button { UIPasteboard.general.string = texts.joined(separator: "\n") } label: {
                AtelierCore.Label("Copy", systemImage: "doc.on.doc")
            }
            if let url = urls.first {
                Button { openURL(url) } label: { AtelierCore.Label("Open", systemImage: "safari") }
            }
            Button {
                if let mail = ShareActions.mailURL(subject: subject, body: ([message].compactMap { $0 } + texts).joined(separator: "\n\n")) {
                    openURL(mail)
                }
            } label: { AtelierCore.Label("Send by E-mail", systemImage: "envelope") }
            Button { ShareActions.save(texts.joined(separator: "\n"), named: subject) } label: {
                AtelierCore.Label("Save to Downloads", systemImage: "square.and.arrow.down")
            }
        } label: {
            label
        }
        .menuStyle(.button)
    }
}

/// What the share menu does with text.
@MainActor enum ShareActions {
    /// A `mailto:` URL with a subject and body, each percent-encoded.
    static func mailURL(subject: String?, body: String) -> URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = ""
        var query: [URLQueryItem] = []
        if let subject, !subject.isEmpty { query.append(URLQueryItem(name: "subject", value: subject)) }
        if !body.isEmpty { query.append(URLQueryItem(name: "body", value: body)) }
        components.queryItems = query.isEmpty ? nil : query
        return components.url
    }

    /// Where "Save to Downloads" writes when set (a TestHost may point it elsewhere); nil, the user's Downloads
    /// folder as xdg-user-dirs names it, read at each save.
    @_spi(Backend) public static var saveDirectory: URL?
    /// The environment the Downloads folder is found from (tests give their own HOME and XDG_CONFIG_HOME).
    static var environment: () -> [String: String] = { ProcessInfo.processInfo.environment }

    /// Writes the text to a new file named after the subject (or "Shared"): a visible name of at most 255
    /// bytes, never over an existing file or link ("Name 2.txt" then).
    @discardableResult
    static func save(_ text: String, named name: String?) -> URL? {
        let folder = saveDirectory ?? DownloadsFolder.url(environment: environment())
        let stem = SafeFileName.stem(name, fallback: "Shared")
        let data = Data(text.utf8)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var copy: Int?
            while true {
                let url = folder.appendingPathComponent(SafeFileName.name(stem: stem, extension: "txt", copy: copy))
                do {
                    // O_CREAT | O_EXCL: an existing file, or a link (even a dangling one), is never written through.
                    try data.write(to: url, options: .withoutOverwriting)
                    return url
                } catch CocoaError.fileWriteFileExists {
                    copy = (copy ?? 1) + 1
                }
            }
        } catch {
            Diagnostics.warn("the shared text could not be saved in \(folder.path): \(error)", key: "share-save")
            return nil
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares one item with a custom label.
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares one item, labelled "Share" with the share symbol.
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// Shares items, labelled "Share" with the share symbol.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    /// Shares one item, titled by a localized key.
    nonisolated public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message) { Text(titleKey) }
    }

    /// Shares one item, titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message) { Text(title) }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares one item with a preview, labelled "Share".
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
        where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }) { DefaultShareLinkLabel() }
    }
}

/// A ShareLink's standard label: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
    /// The label.
    public var body: some View { AtelierCore.Label("Share", systemImage: "square.and.arrow.up") }
}

/// What a share sheet shows of an item: a title, an image and an icon.
public struct SharePreview<Image, Icon> {
    let title: Text
    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title }
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) where Icon == Never { self.title = title }
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) where Image == Never { self.title = title }
    /// A preview with a title.
    public init(_ title: Text) where Image == Never, Icon == Never { self.title = title }
    /// A preview titled by a localized key.
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never { title = Text(titleKey) }
    /// A preview titled by a string, with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = Text(title) }
    /// A preview titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = Text(title) }
}

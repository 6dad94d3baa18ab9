import Foundation

/// The system clipboard, under UIKit's name (`UIPasteboard.general.string`), for the text a program copies
/// and pastes. Text fields copy, cut and paste through it. On the desktop it is the window system's
/// clipboard; in a TestHost, one kept in memory.
@MainActor public final class UIPasteboard {
    /// The clipboard everyone shares.
    public static let general = UIPasteboard()

    /// Where the text is kept: the host puts the window system's clipboard here.
    @_spi(Backend) public var storage: any PasteboardStorage = MemoryPasteboardStorage()

    /// The text on the clipboard, if any; setting nil clears it.
    public var string: String? {
        get { storage.string }
        set { storage.string = newValue }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
}

/// Where a pasteboard's text is kept.
@_spi(Backend) @MainActor public protocol PasteboardStorage: AnyObject {
    /// The clipboard's text, if any.
    var string: String? { get set }
}

/// A clipboard of the process's own, as in tests.
@_spi(Backend) @MainActor public final class MemoryPasteboardStorage: PasteboardStorage {
    public var string: String?
    /// An empty clipboard.
    public init() {}
}

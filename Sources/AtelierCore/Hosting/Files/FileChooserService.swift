import Foundation
import UniformTypeIdentifiers

/// What a program asks a file chooser for: files to open, a name to save under, or a folder to move into.
@_spi(Backend) public struct FileChooserRequest: Sendable, Equatable {
    /// What the user chooses.
    public enum Mode: Sendable, Equatable {
        /// One existing file, or several.
        case open(allowsMultipleSelection: Bool)
        /// A new file's place and name, starting from a proposed name.
        case save(proposedName: String)
        /// A folder (the destination of a move, or of several exported files).
        case chooseFolder
    }

    /// What the user chooses.
    public var mode: Mode
    /// The content types shown as choosable (others are dimmed); a folder type lets a folder be opened.
    public var allowedContentTypes: [UTType]
    /// The chooser's title ("Open File", "Save File", "Move “notes.txt”").
    public var title: String
    /// The label of the button that accepts.
    public var acceptLabel: String
    /// Where the chooser starts; the user's home when nil.
    public var startDirectory: URL?

    /// A request; the title and accept label follow the mode unless given.
    public init(mode: Mode, allowedContentTypes: [UTType] = [], title: String? = nil, acceptLabel: String? = nil,
                startDirectory: URL? = nil) {
        self.mode = mode
        self.allowedContentTypes = allowedContentTypes
        let (defaultTitle, defaultLabel): (String, String)
        switch mode {
        case .open(let multiple): (defaultTitle, defaultLabel) = (multiple ? "Open Files" : "Open File", "Open")
        case .save: (defaultTitle, defaultLabel) = ("Save File", "Save")
        case .chooseFolder: (defaultTitle, defaultLabel) = ("Choose Folder", "Choose")
        }
        self.title = title ?? defaultTitle
        self.acceptLabel = acceptLabel ?? defaultLabel
        self.startDirectory = startDirectory
    }

    /// Whether a file of this name is one the request allows (by its extension's type).
    public func allows(fileNamed name: String) -> Bool {
        guard !allowedContentTypes.isEmpty else { return true }
        if allowedContentTypes.contains(where: { $0 == .data || $0 == .item }) { return true }
        let ext = (name as NSString).pathExtension
        let type = ext.isEmpty ? UTType.data : (UTType(filenameExtension: ext) ?? .data)
        return allowedContentTypes.contains { type.conforms(to: $0) }
    }

    /// Whether the request lets a folder itself be chosen when opening.
    public var allowsFolders: Bool {
        if mode == .chooseFolder { return true }
        return allowedContentTypes.contains { UTType.folder.conforms(to: $0) && $0 != .item }
    }
}

/// How a file chooser ended.
@_spi(Backend) public enum FileChooserResponse: Sendable, Equatable {
    /// The user chose these files or this folder (for a save, the new file's URL).
    case chosen([URL])
    /// The user cancelled.
    case cancelled
}

/// Draws a chooser in the window of the view that asked (as a sheet): every chooser service's fallback.
@_spi(Backend) public struct FileChooserPresenter {
    let show: @MainActor (FileChooserRequest, @escaping @MainActor (FileChooserResponse) -> Void) -> Void

    /// A presenter that shows requests with `show`.
    public init(show: @escaping @MainActor (FileChooserRequest, @escaping @MainActor (FileChooserResponse) -> Void) -> Void) {
        self.show = show
    }

    /// Shows the drawn chooser for `request` and calls `completion` once when it ends.
    @MainActor public func present(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserResponse) -> Void) {
        show(request, completion)
    }
}

/// The file chooser of a window, from the environment: the drawn one by default; a host installs the desktop's
/// (xdg-desktop-portal) with `environment.fileChooser`.
@_spi(Backend) public protocol FileChooserService: Sendable {
    /// Asks the user, answering `completion` once on the main actor; `presenter` draws a chooser in the window.
    @MainActor func choose(_ request: FileChooserRequest, presenter: FileChooserPresenter,
                           completion: @escaping @MainActor (FileChooserResponse) -> Void)
}

/// The chooser Atelier draws in the window as a sheet, starting in `startDirectory` (the home folder when nil).
@_spi(Backend) public struct DrawnFileChooser: FileChooserService {
    /// Where the chooser starts when the request names no folder.
    public var startDirectory: URL?

    /// A drawn chooser starting in `startDirectory`, or the user's home.
    public init(startDirectory: URL? = nil) { self.startDirectory = startDirectory }

    @MainActor public func choose(_ request: FileChooserRequest, presenter: FileChooserPresenter,
                                  completion: @escaping @MainActor (FileChooserResponse) -> Void) {
        var request = request
        if request.startDirectory == nil { request.startDirectory = startDirectory }
        presenter.present(request, completion: completion)
    }
}

private struct FileChooserServiceKey: EnvironmentKey {
    static var defaultValue: any FileChooserService { DrawnFileChooser() }
}

extension EnvironmentValues {
    /// The file chooser that `fileImporter`, `fileExporter` and `fileMover` ask.
    @_spi(Backend) public var fileChooser: any FileChooserService {
        get { self[FileChooserServiceKey.self] }
        set { self[FileChooserServiceKey.self] = newValue }
    }
}

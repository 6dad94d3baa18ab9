import SwiftUI
import UniformTypeIdentifiers

// Scenes, commands, file dialogs and environment values built outside the main actor, as app templates and
// libraries do: in SwiftUI (iOS 18 SDK) the scene and command initializers, the scene modifiers, the file
// modifiers and `environment(_:_:)` are `nonisolated`, so these compile in Swift 6 mode.

/// A plain-text document, the shape of Xcode's document-app template.
public struct IsolatedNote: FileDocument {
    public static let readableContentTypes: [UTType] = [.plainText]
    public var text: String
    public init(text: String = "") { self.text = text }
    public init(configuration: ReadConfiguration) throws {
        text = configuration.file.regularFileContents.flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }
    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

extension EnvironmentValues {
    @Entry var ping: @MainActor @Sendable () -> Void = {}
    @Entry var badgeTint: Color = .orange
}

enum SceneFactory {
    static func mainWindow() -> some Scene {
        WindowGroup("Notes") {
            IsolatedScenesRoot()
        }
        .defaultSize(width: 320, height: 240)
        .commands {
            CommandMenu("Tools") {
                Button("Ping") {}
                    .keyboardShortcut("p", modifiers: [.command, .shift])
            }
            CommandGroup(replacing: .appInfo) {
                AboutButton()
            }
            SidebarCommands()
            TextEditingCommands()
        }
    }

    static func viewer() -> some Scene {
        WindowGroup("Viewer", id: "viewer", for: Int.self) { $number in
            Text("number \(number ?? 0)")
        }
    }

    static func aboutWindow() -> some Scene {
        Window("About Notes", id: "about") {
            Text("Notes 1.0")
        }
        .windowResizability(.contentSize)
    }

    static func preferences() -> some Scene {
        Settings {
            Text("Preferences")
        }
        .commandsRemoved()
    }

    static func documents() -> some Scene {
        DocumentGroup(newDocument: IsolatedNote(text: "new")) { file in
            TextEditor(text: file.$document.text)
        }
    }
}

enum FileDialogs {
    static func exporting(_ content: some View, isPresented: Binding<Bool>, note: IsolatedNote) -> some View {
        content.fileExporter(isPresented: isPresented, document: note, contentType: .plainText,
                             defaultFilename: "Note") { _ in }
    }

    static func importing(_ content: some View, isPresented: Binding<Bool>, onPick: @escaping (URL) -> Void) -> some View {
        content.fileImporter(isPresented: isPresented, allowedContentTypes: [.plainText]) { result in
            if case .success(let url) = result { onPick(url) }
        }
    }

    static func opening(_ content: some View, onOpen: @escaping (URL) -> Void) -> some View {
        content.onOpenURL(perform: onOpen)
    }

    static func settingsLink() -> some View {
        SettingsLink()
    }

    static func tinted(_ content: some View) -> some View {
        content.environment(\.badgeTint, .purple)
    }
}

enum OtherHelpers {
    static func photo(_ url: URL?) -> some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Color.green
        }
        .frame(width: 20, height: 20)
        .previewDisplayName("Photo")
    }

    static func scrollWatcher(_ content: some View, onChange: @escaping (CGFloat) -> Void) -> some View {
        content.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }, action: { _, new in onChange(new) })
    }
}

struct AboutButton: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        Button("About Notes") { openWindow(id: "about") }
            .keyboardShortcut("i", modifiers: [.command, .shift])
    }
}

struct PingButton: View {
    @Environment(\.ping) private var ping
    @Environment(\.badgeTint) private var tint
    var body: some View {
        Button("Ping", action: ping)
            .buttonStyle(.borderedProminent)
            .tint(tint)
    }
}

/// A purple Ping button whose action, a closure value set through the environment inside a stack, counts; an
/// Export button that saves a note through a file exporter; a settings link.
public struct IsolatedScenesRoot: View {
    @State private var pings = 0
    @State private var exporting = false
    @State private var importing = false
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            FileDialogs.tinted(PingButton())
                .environment(\.ping, { pings += 1 })
            Text("pings \(pings)")
            Button("Export") { exporting = true }
            OtherHelpers.photo(nil)
            FileDialogs.settingsLink()
        }
        .modifier(FileDialogsModifier(exporting: $exporting, importing: $importing))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct FileDialogsModifier: ViewModifier {
    @Binding var exporting: Bool
    @Binding var importing: Bool
    func body(content: Content) -> some View {
        FileDialogs.opening(
            FileDialogs.importing(
                FileDialogs.exporting(content, isPresented: $exporting, note: IsolatedNote(text: "saved")),
                isPresented: $importing, onPick: { _ in }),
            onOpen: { _ in })
    }
}

/// An app whose scenes all come from nonisolated helpers: a window group with commands, a single window,
/// settings and a document group.
public struct IsolatedScenesApp: App {
    public init() {}
    public var body: some Scene {
        SceneFactory.mainWindow()
        SceneFactory.aboutWindow()
        SceneFactory.preferences()
        SceneFactory.documents()
        SceneFactory.viewer()
    }
}

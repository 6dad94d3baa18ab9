import Foundation

/// The chooser Atelier draws when no desktop chooser answers, as a plain desktop chooser in iOS's look: Cancel, the
/// title and the accept button on top; the name field when saving; the folder's path (typed to go elsewhere) with a
/// button to go up; the folder's items, folders first, files the request does not allow dimmed. Keys: the arrows
/// move the selection, Left goes up, Right enters a folder, Return accepts, Escape cancels, "/" or "~" types a path.
struct FileChooserSheet: View {
    let session: FileChooserSession
    let dismiss: @MainActor () -> Void

    @State private var directory: URL
    @State private var entries: [FileChooserEntry] = []
    @State private var problem: String?
    @State private var selection: [URL] = []
    @State private var name: String
    @State private var pathText: String
    @State private var confirmingReplace = false
    @FocusState private var focus: Field?

    enum Field: Hashable { case list, name, path }

    init(session: FileChooserSession, dismiss: @escaping @MainActor () -> Void) {
        self.session = session
        self.dismiss = dismiss
        let start = (session.request.startDirectory ?? FileManager.default.homeDirectoryForCurrentUser).standardizedFileURL
        _directory = State(initialValue: start)
        _pathText = State(initialValue: start.path)
        if case .save(let proposed) = session.request.mode { _name = State(initialValue: proposed) } else { _name = State(initialValue: "") }
    }

    private var request: FileChooserRequest { session.request }
    private var isSaving: Bool { if case .save = request.mode { return true } else { return false } }

    var body: some View {
        VStack(spacing: 0) {
            header
            if isSaving { nameRow }
            pathRow
            Divider()
            list
        }
        .background(Color(.systemBackground))
        .onAppear {
            reload()
            focus = isSaving ? .name : .list
        }
        .onChange(of: directory) { _, _ in reload() }
        // Drawn in the sheet rather than as an alert over it: the question belongs to this chooser.
        .overlay { if confirmingReplace { replaceConfirmation } }
    }

    private var saveTarget: URL { directory.appendingPathComponent(name.trimmingCharacters(in: .whitespaces)) }

    private var replaceConfirmation: some View {
        ZStack {
            Color.black.opacity(0.2)
            VStack(spacing: 12) {
                Text("“\(saveTarget.lastPathComponent)” already exists. Do you want to replace it?")
                    .font(.headline).multilineTextAlignment(.center)
                Text("A file with the same name already exists in “\(directory.lastPathComponent)”. Replacing it will overwrite its current contents.")
                    .font(.footnote).foregroundStyle(.secondary).multilineTextAlignment(.center)
                HStack(spacing: 12) {
                    Button("Cancel") { confirmingReplace = false }
                        .buttonStyle(.bordered)
                    Button("Replace", role: .destructive) { finish(.chosen([saveTarget])) }
                        .buttonStyle(.borderedProminent)
                }
            }
            .padding(20)
            .frame(maxWidth: 320)
            .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground)))
        }
    }

    private var header: some View {
        ZStack {
            Text(request.title).font(.headline).lineLimit(1).padding(.horizontal, 90)
            HStack {
                Button("Cancel") { finish(.cancelled) }
                Spacer()
                Button(action: accept) { Text(request.acceptLabel).fontWeight(.semibold) }
                    .disabled(!canAccept)
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 52)
    }

    private var nameRow: some View {
        HStack(spacing: 8) {
            Text("Save As:").foregroundStyle(.secondary)
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit(accept)
        }
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
    }

    private var pathRow: some View {
        HStack(spacing: 8) {
            Button(action: goUp) { Image(systemName: "chevron.up") }
                .disabled(directory.path == "/")
                .accessibilityLabel("Enclosing Folder")
            HStack(spacing: 6) {
                Image(systemName: "folder").foregroundStyle(.secondary)
                TextField("Path", text: $pathText)
                    .focused($focus, equals: .path)
                    .onSubmit(goToTypedPath)
            }
            .padding(.horizontal, 8)
            .frame(height: 32)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
        }
        .padding(.horizontal, 16)
        .padding(.bottom, 10)
    }

    private var list: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(entries) { entry in row(entry) }
            }
        }
        .overlay {
            if let problem {
                Text(problem).foregroundStyle(.secondary).multilineTextAlignment(.center).padding(24)
            } else if entries.isEmpty {
                Text("This folder is empty").foregroundStyle(.secondary)
            }
        }
        .focusable()
        .focused($focus, equals: .list)
        .onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow, .return]) { press in
            handleKey(press.key)
        }
        .onKeyPress(characters: CharacterSet(charactersIn: "/~")) { press in
            pathText = press.characters
            focus = .path
            return .handled
        }
    }

    private func row(_ entry: FileChooserEntry) -> some View {
        let selected = selection.contains(entry.url)
        return HStack(spacing: 10) {
            Image(systemName: entry.isDirectory ? "folder.fill" : "doc")
                .foregroundStyle(selected ? Color.white : entry.isDirectory ? Color.accentColor : Color.secondary)
                .frame(width: 24)
            Text(entry.name).lineLimit(1)
                .foregroundStyle(selected ? Color.white : entry.isChoosable ? Color.primary : Color.secondary)
            Spacer(minLength: 0)
            if entry.isDirectory {
                Image(systemName: "chevron.right").font(.footnote).foregroundStyle(selected ? Color.white : Color.secondary)
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .background(selected ? Color.accentColor : Color.clear)
        .opacity(entry.isChoosable ? 1 : 0.5)
        .contentShape(Rectangle())
        .onTapGesture { tap(entry) }
    }

    // MARK: What the user does

    private func tap(_ entry: FileChooserEntry) {
        focus = isSaving ? .name : .list
        if entry.isDirectory {
            enter(entry.url)
            return
        }
        guard entry.isChoosable else { return }
        if isSaving {
            name = entry.name
            selection = [entry.url]
        } else if case .open(true) = request.mode {
            if let index = selection.firstIndex(of: entry.url) { selection.remove(at: index) } else { selection.append(entry.url) }
        } else {
            selection = [entry.url]
        }
    }

    private func handleKey(_ key: KeyEquivalent) -> KeyPress.Result {
        switch key {
        case .upArrow, .downArrow:
            let choosable = entries
            guard !choosable.isEmpty else { return .handled }
            let current = selection.last.flatMap { url in choosable.firstIndex { $0.url == url } }
            let next: Int
            if let current { next = key == .downArrow ? min(current + 1, choosable.count - 1) : max(current - 1, 0) }
            else { next = key == .downArrow ? 0 : choosable.count - 1 }
            selection = [choosable[next].url]
            return .handled
        case .leftArrow:
            goUp()
            return .handled
        case .rightArrow:
            if let url = selection.last, entries.first(where: { $0.url == url })?.isDirectory == true { enter(url) }
            return .handled
        case .return:
            if let url = selection.last, let entry = entries.first(where: { $0.url == url }), entry.isDirectory,
               !(request.allowsFolders && request.mode != .chooseFolder) {
                enter(url)
            } else if canAccept {
                accept()
            }
            return .handled
        default:
            return .ignored
        }
    }

    private func enter(_ url: URL) {
        directory = url.standardizedFileURL
        pathText = directory.path
        selection = []
    }

    private func goUp() {
        let parent = directory.deletingLastPathComponent().standardizedFileURL
        guard parent.path != directory.path else { return }
        enter(parent)
    }

    /// Goes to a typed folder; a typed file is chosen (opening) or named (saving).
    private func goToTypedPath() {
        var path = (pathText as NSString).expandingTildeInPath
        if !path.hasPrefix("/") { path = directory.appendingPathComponent(path).path }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            enter(url)
            focus = isSaving ? .name : .list
        } else if isSaving, FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) {
            enter(url.deletingLastPathComponent())
            name = url.lastPathComponent
            focus = .name
        } else if exists, case .open = request.mode, request.allows(fileNamed: url.lastPathComponent) {
            finish(.chosen([url]))
        } else {
            problem = "“\(pathText)” is not a folder here."
        }
    }

    private var canAccept: Bool {
        switch request.mode {
        case .open: return !selectedFiles.isEmpty || request.allowsFolders
        case .save: return !name.trimmingCharacters(in: .whitespaces).isEmpty && !name.contains("/")
        case .chooseFolder: return true
        }
    }

    private var selectedFiles: [URL] {
        selection.filter { url in entries.contains { $0.url == url && !$0.isDirectory && $0.isChoosable } }
    }

    private func accept() {
        guard canAccept else { return }
        switch request.mode {
        case .open:
            let files = selectedFiles
            finish(.chosen(files.isEmpty ? [directory] : files))
        case .save:
            if FileManager.default.fileExists(atPath: saveTarget.path) {
                confirmingReplace = true
            } else {
                finish(.chosen([saveTarget]))
            }
        case .chooseFolder:
            finish(.chosen([directory]))
        }
    }

    private func finish(_ response: FileChooserResponse) {
        session.finish(response)
        dismiss()
    }

    private func reload() {
        do {
            entries = try FileChooserEntry.list(directory, for: request)
            problem = nil
        } catch {
            entries = []
            problem = "“\(directory.lastPathComponent)” could not be read."
        }
        selection = selection.filter { url in entries.contains { $0.url == url } }
    }
}

import Foundation

/// One item of a folder as the drawn chooser lists it.
struct FileChooserEntry: Identifiable, Hashable {
    let url: URL
    let name: String
    let isDirectory: Bool
    /// Whether it can be chosen (a folder can always be entered).
    let isChoosable: Bool
    var id: URL { url }

    /// The visible items of `directory` (hidden ones left out), folders first, then by name as people sort.
    static func list(_ directory: URL, for request: FileChooserRequest) throws -> [FileChooserEntry] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }
        let entries = names.map { name -> FileChooserEntry in
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let choosable: Bool
            if isDirectory.boolValue {
                choosable = true
            } else if case .chooseFolder = request.mode {
                choosable = false
            } else {
                choosable = request.allows(fileNamed: name)
            }
            return FileChooserEntry(url: url, name: name, isDirectory: isDirectory.boolValue, isChoosable: choosable)
        }
        return entries.sorted { a, b in
            if a.isDirectory != b.isDirectory { return a.isDirectory }
            let order = a.name.localizedStandardCompare(b.name)
            return order == .orderedSame ? a.name < b.name : order == .orderedAscending
        }
    }
}

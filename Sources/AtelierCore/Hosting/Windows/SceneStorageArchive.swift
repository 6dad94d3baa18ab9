import Foundation

/// The scene storage of the windows open when the app last ended, by scene, in a JSON file of the app's
/// state directory: the first window of a scene opened in the next run gets the first window's values back.
@MainActor struct SceneStorageArchive {
    /// The file, or nil when nothing is kept between runs.
    let file: URL?
    private var pending: [String: [[String: SceneStorageValues.Stored]]] = [:]

    init(directory: URL?) {
        file = directory?.appendingPathComponent("scene-storage.json")
        guard let file, let data = try? Data(contentsOf: file) else { return }
        do {
            pending = try JSONDecoder().decode([String: [[String: SceneStorageValues.Stored]]].self, from: data)
        } catch {
            Diagnostics.warn("the scene storage kept in \(file.path) cannot be read (\(error)); windows start without it",
                             key: "scene-storage-unreadable")
        }
    }

    /// The values kept for the next window of the scene `key` (empty when none are left).
    mutating func take(for key: String) -> [String: SceneStorageValues.Stored] {
        guard var list = pending[key], !list.isEmpty else { return [:] }
        let first = list.removeFirst()
        pending[key] = list
        return first
    }

    /// Writes the values of the windows open now, by scene, for the next run.
    func save(_ windows: [(scene: String, values: [String: SceneStorageValues.Stored])]) {
        guard let file else { return }
        var byScene: [String: [[String: SceneStorageValues.Stored]]] = [:]
        for (scene, values) in windows { byScene[scene, default: []].append(values) }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(byScene).write(to: file, options: .atomic)
        } catch {
            Diagnostics.warn("the windows' scene storage cannot be saved to \(file.path): \(error)", key: "scene-storage-save")
        }
    }
}

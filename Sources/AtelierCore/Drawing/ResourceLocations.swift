import Foundation

/// Where a program's resources are on Linux: the folders that named images, colour sets and bundled fonts are
/// looked up in.
///
/// SwiftPM on Linux puts each target's resources in a `<Package>_<Target>.resources` folder beside the
/// executable (`Bundle.module` is that folder). Asset catalogs stay folders there, whether the target declares
/// them `.copy("Assets.xcassets")` or `.process("Assets.xcassets")`, or `.process("Resources")` around them
/// (SwiftPM on Linux has no asset compiler and copies an `.xcassets` folder whole); `.copy("Resources")` keeps
/// one more folder level, so folders one level inside a bundle are searched too.
@_spi(Backend) public enum ResourceLocations {
    /// The folders searched for `bundlePath` (nil: the main bundle, the executable's folder and every
    /// `*.resources` and `*.bundle` folder beside it), each with the folders one level inside it, in order.
    public static func directories(bundlePath: String?) -> [String] {
        let fm = FileManager.default
        var roots: [String] = []
        func isDirectory(_ path: String) -> Bool {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
        }
        /// A bundle folder and the folders directly inside it (Contents/Resources of a macOS-style bundle, a
        /// copied `Resources` folder), catalogs excepted: they are searched as catalogs.
        func addBundle(_ path: String) {
            roots.append(path)
            for sub in (try? fm.contentsOfDirectory(atPath: path))?.sorted() ?? []
            where !sub.hasSuffix(".xcassets") && !sub.hasPrefix(".") && isDirectory(path + "/" + sub) {
                roots.append(path + "/" + sub)
            }
        }
        if let bundlePath {
            if let resources = Bundle(path: bundlePath)?.resourcePath, resources != bundlePath { roots.append(resources) }
            addBundle(bundlePath)
        } else {
            if let resources = Bundle.main.resourcePath { roots.append(resources) }
            roots.append(Bundle.main.bundlePath)
            for dir in executableDirectories() {
                roots.append(dir)
                for entry in (try? fm.contentsOfDirectory(atPath: dir))?.sorted() ?? []
                where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                    addBundle(dir + "/" + entry)
                }
            }
        }
        var seen = Set<String>()
        return roots.filter { seen.insert($0).inserted }
    }

    /// The folders of the running executable: its own, and that of `argv[0]` when it differs (a symlink).
    public static func executableDirectories() -> [String] {
        var dirs: [String] = []
        if let exe = Bundle.main.executableURL?.deletingLastPathComponent().path { dirs.append(exe) }
        if let argv0 = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().path }),
           !dirs.contains(argv0) {
            dirs.append(argv0)
        }
        return dirs
    }

    /// The `*.xcassets` folders directly in the directories, in order.
    public static func catalogs(in directories: [String]) -> [String] {
        let fm = FileManager.default
        return directories.flatMap { dir in
            ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcassets") }
                .map { dir + "/" + $0 }
        }
    }

    /// The first folder named `name` plus `.kind` (`imageset`, `colorset`) in the catalogs of the directories;
    /// sets may sit in groups (folders) of a catalog, and a name with slashes ("Icons/star") names one inside
    /// such a group, as Xcode's namespaced groups do.
    public static func assetSet(named name: String, kind: String, in directories: [String]) -> String? {
        let fm = FileManager.default
        let target = name + "." + kind
        for catalog in catalogs(in: directories) {
            let direct = catalog + "/" + target
            if fm.fileExists(atPath: direct) { return direct }
            guard let walk = fm.enumerator(atPath: catalog) else { continue }
            var matches: [String] = []
            while let path = walk.nextObject() as? String {
                if path.hasSuffix("/" + target) { matches.append(path) }
                // Nothing inside a set is a set.
                if path.hasSuffix(".imageset") || path.hasSuffix(".colorset") || path.hasSuffix(".appiconset")
                    || path.hasSuffix(".dataset") || path.hasSuffix(".symbolset") {
                    walk.skipDescendants()
                }
            }
            // The shallowest, then the first by name, so the result does not depend on the file system's order.
            if let best = matches.min(by: { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }) {
                return catalog + "/" + best
            }
        }
        return nil
    }
}

import Foundation

/// The user's Downloads folder as xdg-user-dirs names it: the `XDG_DOWNLOAD_DIR` line of
/// `$XDG_CONFIG_HOME/user-dirs.dirs` (`~/.config` by default), whose value is `"$HOME/relative/path"` or
/// `"/absolute/path"` in double quotes with backslash escapes; `$HOME/Downloads` without the file or the line.
/// Foundation's own reading keeps the quotes and `$HOME` literally, and takes the home folder from the
/// password database rather than `HOME`.
enum DownloadsFolder {
    /// The folder for an environment (the process's own unless a test passes another).
    static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let home = homeFolder(environment)
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (home as NSString).appendingPathComponent(".config")
        let file = (configHome as NSString).appendingPathComponent("user-dirs.dirs")
        if let text = try? String(contentsOfFile: file, encoding: .utf8), let path = downloadPath(in: text, home: home) {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: (home as NSString).appendingPathComponent("Downloads"), isDirectory: true)
    }

    /// `HOME` when it is an absolute path, else the password database's answer.
    static func homeFolder(_ environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        return NSHomeDirectory()
    }

    /// The last `XDG_DOWNLOAD_DIR` assignment's folder in a user-dirs.dirs text, nil when there is none
    /// usable (a value neither absolute nor under `$HOME`).
    static func downloadPath(in text: String, home: String) -> String? {
        var found: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard !trimmed.hasPrefix("#"), trimmed.hasPrefix("XDG_DOWNLOAD_DIR") else { continue }
            var rest = trimmed.dropFirst("XDG_DOWNLOAD_DIR".count).drop(while: { $0 == " " || $0 == "\t" })
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            guard let value = unquoted(rest) else { continue }
            if value == "$HOME" || value.hasPrefix("$HOME/") {
                let relative = value.dropFirst("$HOME".count).drop(while: { $0 == "/" })
                found = relative.isEmpty ? home : (home as NSString).appendingPathComponent(String(relative))
            } else if value.hasPrefix("/") {
                found = value
            }
        }
        return found
    }

    /// A shell word: double-quoted with `\"`, `\\`, `\$` and `` \` `` escapes (as the file is written), or
    /// bare up to the first space or comment.
    private static func unquoted(_ word: Substring) -> String? {
        guard word.first == "\"" else {
            let bare = word.prefix(while: { $0 != " " && $0 != "\t" && $0 != "#" })
            return bare.isEmpty ? nil : String(bare)
        }
        var result = ""
        var escaped = false
        for character in word.dropFirst() {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return result
            } else {
                result.append(character)
            }
        }
        return nil  // no closing quote: not a value the tool writes
    }
}

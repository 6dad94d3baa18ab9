import Foundation

/// The checkout these tests were built from: the nearest folder above this file that holds Package.swift,
/// found by walking up so that no test depends on how deep its own file sits.
let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        url.deleteLastPathComponent()
    }
    return url
}()

import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// Opens URLs with the desktop's default application for their scheme (GIO, as the desktop's file manager
/// does): the URL is handed over as one argument, never through a shell.
enum DesktopURLOpener {
    @MainActor static func install() {
        OpenURLAction.systemOpener = { url in open(url) }
    }

    @MainActor static func open(_ url: URL) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let opened = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error) != 0
        if let error {
            Diagnostics.warn("\(url.absoluteString) could not be opened: \(String(cString: error.pointee.message))", key: "open-url-\(url.scheme ?? "")")
            g_error_free(error)
        }
        return opened
    }
}

import Atelier
import GalleryKit

/// The gallery as an app: one window with every screen, opened on `--screen NAME` if given.
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup("Atelier Gallery") {
            GalleryView(initialScreen: Self.argument(after: "--screen"))
        }
        .defaultSize(width: 660, height: 760)
    }

    static func argument(after flag: String) -> String? {
        let args = CommandLine.arguments
        guard let i = args.firstIndex(of: flag), i + 1 < args.count else { return nil }
        return args[i + 1]
    }
}

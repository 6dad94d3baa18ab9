// The gallery: a window with every screen when there is a display (or `--snapshot FILE.png`), and
// otherwise every screen written to PNG with an index.html (into the folder given, or ./gallery).
import Atelier
@_spi(Backend) import AtelierSDL
import GalleryKit

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.contains("--snapshot") || arguments.contains("--window") || AppRunner.displayIsAvailable {
        GalleryApp.main()
    }
    let folder = arguments.first { !$0.hasPrefix("--") } ?? "gallery"
    print("gallery: no display, so no window; writing every screen to \(folder)/ instead")
    exit(GalleryRenderer.writeAll(to: folder) == 0 ? 0 : 1)
}

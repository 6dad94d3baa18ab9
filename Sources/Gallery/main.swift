// The gallery: writes every screen to PNG (the window host comes next).
import Atelier
import GalleryKit

let folder = CommandLine.arguments.dropFirst().first ?? "gallery"
exit(MainActor.assumeIsolated { GalleryRenderer.writeAll(to: folder) == 0 ? 0 : 1 })

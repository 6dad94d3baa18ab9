// atelier-preview: renders every preview linked into it (each #Preview and PreviewProvider of the
// modules it depends on; here the gallery's) to PNG at 2x, and with --watch renders again after a
// source file changes, rebuilding itself first.
//   swift run atelier-preview [FOLDER] [--watch]      (FOLDER defaults to ./previews)
// A package's own preview target is the same two imports and call (see README.md, "Your own app").
import Atelier
import GalleryKit

MainActor.assumeIsolated {
    PreviewCommand.main()
}

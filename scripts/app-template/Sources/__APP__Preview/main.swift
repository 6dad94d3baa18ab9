// Renders every #Preview of __APP__Kit to PNG at 2x: `swift run __APP__Preview [FOLDER] [--watch]`
// (FOLDER: previews). With --watch it renders them again, rebuilt, each time a file under Sources/ changes.
import Atelier
import __APP__Kit

MainActor.assumeIsolated {
    PreviewCommand.main()
}

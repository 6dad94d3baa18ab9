import Foundation
@_spi(Backend) import AtelierCore

/// Installs the Cairo backend's services: Pango text (with the fonts bundled in the program's resources) and
/// Cairo/gdk-pixbuf/librsvg/poppler images.
public enum CairoBackend {
    @MainActor private static var installed = false

    /// Sets `GraphicsServices.textEngine` and `.imageLoader`, once; later calls do nothing.
    @MainActor public static func install() {
        guard !installed else { return }
        installed = true
        // Before the engine makes its font map, so that it sees the program's own fonts from the start.
        FontRegistry.registerBundledFonts()
        SystemFontCheck.warnIfMissing()
        GraphicsServices.textEngine = PangoTextEngine()
        GraphicsServices.imageLoader = CairoImageLoader()
    }
}

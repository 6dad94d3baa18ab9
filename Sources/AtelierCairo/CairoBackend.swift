import Foundation
@_spi(Backend) import AtelierCore

/// Installs the Cairo backend's services: Pango text and Cairo/gdk-pixbuf/librsvg images.
public enum CairoBackend {
    @MainActor private static var installed = false

    /// Sets `GraphicsServices.textEngine` and `.imageLoader`, once; later calls do nothing.
    @MainActor public static func install() {
        guard !installed else { return }
        installed = true
        GraphicsServices.textEngine = PangoTextEngine()
        GraphicsServices.imageLoader = CairoImageLoader()
    }
}

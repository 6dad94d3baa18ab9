import Foundation
import CCairo
@_spi(Backend) import AtelierCore

/// Renders display lists to vector documents.
@_spi(Backend) public enum VectorDocument {
    /// A one-page PDF of `size` points with the list drawn on it.
    public static func pdfData(_ list: DisplayList, size: CGSize) -> Data? {
        render(list, pageSize: size) { write, closure, w, h in
            cairo_pdf_surface_create_for_stream(write, closure, w, h)
        }
    }

    /// An SVG document of `size` points (1 point = 1 SVG user unit) with the list drawn in it.
    public static func svgData(_ list: DisplayList, size: CGSize) -> Data? {
        render(list, pageSize: size) { write, closure, w, h in
            cairo_svg_surface_create_for_stream(write, closure, w, h)
        }
    }

    static func render(_ list: DisplayList, pageSize: CGSize,
                       create: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?) -> Data? {
        func points(_ v: CGFloat) -> Double { v.isFinite && v > 0 ? min(Double(v), 14400) : 1 }
        let sink = DataSink()
        let closure = Unmanaged.passRetained(sink).toOpaque()
        defer { Unmanaged<DataSink>.fromOpaque(closure).release() }
        guard let surface = create(DataSink.write, closure, points(pageSize.width), points(pageSize.height)) else { return nil }
        let cr = cairo_create(surface)!
        CairoRenderer(context: cr, scale: 1).draw(list)
        cairo_show_page(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }
}

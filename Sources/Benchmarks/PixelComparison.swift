import CCairo
@_spi(Backend) import AtelierCairo

/// How far Atelier's frame is from the reference's picture: the share of pixels where a channel differs by
/// more than 32 of 255 (antialiasing and subpixel text positions differ by less), to show both draw the same.
@MainActor enum PixelComparison {
    static func differingShare(_ surface: RasterSurface, _ canvas: ReferenceCanvas) -> Double {
        guard surface.pixelWidth == canvas.width, surface.pixelHeight == canvas.height,
              let data = cairo_image_surface_get_data(canvas.surface) else { return 1 }
        let referenceStride = Int(cairo_image_surface_get_stride(canvas.surface))
        return surface.withPixels { pixels, stride in
            var differing = 0
            for y in 0..<canvas.height {
                let a = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
                let b = UnsafeRawPointer(data).advanced(by: y * referenceStride).assumingMemoryBound(to: UInt8.self)
                for x in 0..<canvas.width where (0..<4).contains(where: { abs(Int(a[x * 4 + $0]) - Int(b[x * 4 + $0])) > 32 }) {
                    differing += 1
                }
            }
            return Double(differing) / Double(canvas.width * canvas.height)
        } ?? 1
    }
}

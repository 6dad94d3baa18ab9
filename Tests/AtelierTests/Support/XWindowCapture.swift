import Foundation

/// A window's pixels read straight from the X server (XGetImage on a connection of the test's own), in place of
/// ImageMagick's `import`: `import` now and then waited forever, six attempts in a row once on CI (a program's
/// first frame was then never seen in 60 s). A read here that takes more than `timeout` seconds is abandoned.
enum XWindowCapture {
    private typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Close = @convention(c) (OpaquePointer?) -> Int32
    private typealias Attributes = @convention(c) (OpaquePointer?, UInt, UnsafeMutableRawPointer) -> Int32
    private typealias GetImage = @convention(c) (OpaquePointer?, UInt, Int32, Int32, UInt32, UInt32, UInt, Int32)
        -> UnsafeMutableRawPointer?
    private typealias DestroyImage = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

    private struct Library: @unchecked Sendable {
        let open: Open, close: Close, attributes: Attributes, getImage: GetImage, destroyImage: DestroyImage
    }

    /// libX11's functions, loaded once; an X error (a window gone or unmapped) makes the call fail instead of
    /// Xlib's default of ending the test process.
    private static let library: Library? = {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW) else { return nil }
        func symbol<T>(_ name: String, as: T.Type) -> T? { dlsym(x11, name).map { unsafeBitCast($0, to: T.self) } }
        guard let open = symbol("XOpenDisplay", as: Open.self), let close = symbol("XCloseDisplay", as: Close.self),
              let attributes = symbol("XGetWindowAttributes", as: Attributes.self),
              let getImage = symbol("XGetImage", as: GetImage.self),
              let destroyImage = symbol("XDestroyImage", as: DestroyImage.self),
              let setHandler = symbol("XSetErrorHandler", as: SetErrorHandler.self) else { return nil }
        _ = setHandler { _, _ in 0 }
        return Library(open: open, close: close, attributes: attributes, getImage: getImage, destroyImage: destroyImage)
    }()

    /// The window's pixels as RGBA (alpha 255), rows top to bottom.
    static func capture(window: String, display: String, timeout: Double = 10) throws -> XvfbSession.Image {
        guard let library else { throw XvfbSession.Failure.toolFailed("libX11.so.6 cannot be loaded") }
        guard let id = UInt(window) else { throw XvfbSession.Failure.toolFailed("no window id in \"\(window)\"") }
        final class Outcome: @unchecked Sendable { var result: Result<XvfbSession.Image, Error>? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        // On a thread of its own: a server that never answers leaves that thread waiting, not the test.
        Thread.detachNewThread {
            outcome.result = Result { try read(id, display, library) }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success, let result = outcome.result else {
            throw XvfbSession.Failure.toolFailed("reading window \(window) of \(display) did not finish in \(Int(timeout)) s")
        }
        return try result.get()
    }

    private static func read(_ window: UInt, _ display: String, _ x11: Library) throws -> XvfbSession.Image {
        guard let connection = x11.open(display) else { throw XvfbSession.Failure.toolFailed("cannot open \(display)") }
        defer { _ = x11.close(connection) }
        // XWindowAttributes begins with int x, y, width, height (136 bytes in all on 64-bit Linux).
        let attributes = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
        defer { attributes.deallocate() }
        guard x11.attributes(connection, window, attributes) != 0 else {
            throw XvfbSession.Failure.toolFailed("window \(window) of \(display) is gone")
        }
        // ... then border_width, depth, Visual *visual, Window root. A window reaching past the screen is read as
        // far as the screen goes (XGetImage refuses the rest); a top-level window's x and y are the screen's.
        let left = Int(attributes.load(fromByteOffset: 0, as: Int32.self))
        let top = Int(attributes.load(fromByteOffset: 4, as: Int32.self))
        var width = Int(attributes.load(fromByteOffset: 8, as: Int32.self))
        var height = Int(attributes.load(fromByteOffset: 12, as: Int32.self))
        let root = attributes.load(fromByteOffset: 32, as: UInt.self)
        if x11.attributes(connection, root, attributes) != 0 {
            width = min(width, Int(attributes.load(fromByteOffset: 8, as: Int32.self)) - max(left, 0))
            height = min(height, Int(attributes.load(fromByteOffset: 12, as: Int32.self)) - max(top, 0))
        }
        guard width > 0, height > 0 else { throw XvfbSession.Failure.toolFailed("window \(window) is off the screen") }
        // ZPixmap (2), all planes.
        guard let image = x11.getImage(connection, window, 0, 0, UInt32(width), UInt32(height), ~0, 2) else {
            throw XvfbSession.Failure.toolFailed("XGetImage of window \(window) of \(display) failed (not viewable?)")
        }
        defer { _ = x11.destroyImage(image) }
        // XImage: int width, height, xoffset, format; char *data; int byte_order, bitmap_unit, bitmap_bit_order,
        // bitmap_pad, depth, bytes_per_line, bits_per_pixel; unsigned long red_mask, green_mask, blue_mask.
        let data = image.load(fromByteOffset: 16, as: UnsafeRawPointer.self)
        let byteOrder = image.load(fromByteOffset: 24, as: Int32.self)
        let bytesPerLine = Int(image.load(fromByteOffset: 44, as: Int32.self))
        let bitsPerPixel = image.load(fromByteOffset: 48, as: Int32.self)
        let masks = (image.load(fromByteOffset: 56, as: UInt.self), image.load(fromByteOffset: 64, as: UInt.self),
                     image.load(fromByteOffset: 72, as: UInt.self))
        guard bitsPerPixel == 32, byteOrder == 0, masks == (0xFF0000, 0xFF00, 0xFF) else {
            throw XvfbSession.Failure.toolFailed("window \(window): \(bitsPerPixel) bits a pixel, byte order \(byteOrder), "
                + "masks \(masks); the harness reads 32-bit little-endian RGB")
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = data + y * bytesPerLine
                for x in 0..<width {
                    let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let i = (y * width + x) * 4
                    out[i] = UInt8(truncatingIfNeeded: value >> 16)
                    out[i + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    out[i + 2] = UInt8(truncatingIfNeeded: value)
                }
            }
        }
        return XvfbSession.Image(width: width, height: height, pixels: pixels)
    }
}

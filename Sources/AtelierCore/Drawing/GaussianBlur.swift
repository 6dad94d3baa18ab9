import Foundation

/// A true Gaussian blur over float pixels: separable, two passes of a sampled Gaussian kernel
/// (3 sigma each side). Pure Swift, so that its curve is testable without a backend.
@_spi(Backend) public enum GaussianBlur {
    /// Standard deviation of the Gaussian for a SwiftUI shadow or blur radius: Core Animation's
    /// radius reaches about two standard deviations. Capped so a huge radius cannot stall a frame.
    public static func sigma(forRadius radius: CGFloat) -> Double {
        let r = Double(radius)
        return r.isFinite && r > 0 ? min(r / 2, 1000) : 0
    }

    /// Blurs interleaved float channels in place. `clampEdges` extends the border pixels (an opaque
    /// blur keeps its edges); otherwise everything outside is transparent (zero).
    public static func blur(_ data: UnsafeMutablePointer<Float>, width: Int, height: Int, channels: Int, sigma: Double, clampEdges: Bool) {
        guard sigma > 0.05, width > 0, height > 0 else { return }
        if sigma <= 8 {
            convolve(data, width: width, height: height, channels: channels, sigma: sigma, clampEdges: clampEdges)
            return
        }
        // Large sigma: reduce by an integer factor with a box filter, blur, and scale back up
        // bilinearly; the box and the bilinear tent add about f²/4 of variance, taken off here.
        let f = max(2, Int(sigma / 4))
        let sw = (width + f - 1) / f, sh = (height + f - 1) / f
        var small = [Float](repeating: 0, count: sw * sh * channels)
        small.withUnsafeMutableBufferPointer { sp in
            let out = sp.baseAddress!
            for y in 0..<height {
                let row = data + y * width * channels, orow = out + (y / f) * sw * channels
                for x in 0..<width {
                    let o = (x / f) * channels
                    for c in 0..<channels { orow[o + c] += row[x * channels + c] }
                }
            }
            for sy in 0..<sh {
                let rowsIn = min(height, sy * f + f) - sy * f
                for sx in 0..<sw {
                    let count = Float(rowsIn * (min(width, sx * f + f) - sx * f))
                    for c in 0..<channels { out[(sy * sw + sx) * channels + c] /= count }
                }
            }
        }
        let smallSigma = sqrt(max(sigma * sigma - Double(f * f) / 4, 1)) / Double(f)
        small.withUnsafeMutableBufferPointer {
            convolve($0.baseAddress!, width: sw, height: sh, channels: channels, sigma: smallSigma, clampEdges: clampEdges)
        }
        // Bilinear weights per column, computed once.
        var xs0 = [Int](repeating: 0, count: width), xs1 = xs0, txs = [Float](repeating: 0, count: width)
        for x in 0..<width {
            let fx = (Double(x) + 0.5) / Double(f) - 0.5
            xs0[x] = max(0, min(sw - 1, Int(floor(fx)))); xs1[x] = min(sw - 1, xs0[x] + 1)
            txs[x] = Float(max(0, min(1, fx - Double(xs0[x]))))
        }
        small.withUnsafeBufferPointer { sp in
            for y in 0..<height {
                let fy = (Double(y) + 0.5) / Double(f) - 0.5
                let y0 = max(0, min(sh - 1, Int(floor(fy)))), y1 = min(sh - 1, y0 + 1)
                let ty = Float(max(0, min(1, fy - Double(y0))))
                let row0 = sp.baseAddress! + y0 * sw * channels, row1 = sp.baseAddress! + y1 * sw * channels
                let out = data + y * width * channels
                for x in 0..<width {
                    let a0 = xs0[x] * channels, a1 = xs1[x] * channels, tx = txs[x]
                    for c in 0..<channels {
                        let top = row0[a0 + c] + (row0[a1 + c] - row0[a0 + c]) * tx
                        let bottom = row1[a0 + c] + (row1[a1 + c] - row1[a0 + c]) * tx
                        out[x * channels + c] = top + (bottom - top) * ty
                    }
                }
            }
        }
    }

    /// The normalized taps, three sigma (at least one tap) each side of the centre: those hold all
    /// but 0.3% of the curve, and normalizing puts that remainder back, so a flat image stays flat.
    public static func kernel(_ sigma: Double) -> [Float] {
        let r = max(1, Int(ceil(3 * sigma)))
        var k = (-r...r).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let sum = k.reduce(0, +)
        for i in k.indices { k[i] /= sum }
        return k
    }

    /// out[i] += w * source[i], eight lanes at a time.
    @inline(__always)
    static func axpy(_ out: UnsafeMutablePointer<Float>, _ source: UnsafeMutablePointer<Float>, _ w: Float, _ count: Int) {
        var i = 0
        let wv = SIMD8<Float>(repeating: w)
        while i + 8 <= count {
            let o = UnsafeMutableRawPointer(out + i)
            let v = o.loadUnaligned(as: SIMD8<Float>.self) + wv * UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<Float>.self)
            o.storeBytes(of: v, as: SIMD8<Float>.self)
            i += 8
        }
        while i < count { out[i] += w * source[i]; i += 1 }
    }

    /// Two passes, each a sum of shifted rows scaled by the kernel's taps (contiguous, vectorizable).
    static func convolve(_ data: UnsafeMutablePointer<Float>, width: Int, height: Int, channels: Int, sigma: Double, clampEdges: Bool) {
        let k = kernel(sigma)
        let r = k.count / 2
        let rowLength = width * channels
        // Horizontal: each row padded by r pixels on both sides.
        let padded = UnsafeMutablePointer<Float>.allocate(capacity: (width + 2 * r) * channels)
        defer { padded.deallocate() }
        for y in 0..<height {
            let row = data + y * rowLength
            for x in 0..<r {
                for c in 0..<channels {
                    padded[x * channels + c] = clampEdges ? row[c] : 0
                    padded[(r + width + x) * channels + c] = clampEdges ? row[(width - 1) * channels + c] : 0
                }
            }
            (padded + r * channels).update(from: row, count: rowLength)
            row.update(repeating: 0, count: rowLength)
            for j in 0..<k.count {
                axpy(row, padded + j * channels, k[j], rowLength)
            }
        }
        // Vertical: the image padded by r rows above and below.
        let rows = UnsafeMutablePointer<Float>.allocate(capacity: (height + 2 * r) * rowLength)
        defer { rows.deallocate() }
        for y in 0..<r {
            if clampEdges {
                (rows + y * rowLength).update(from: data, count: rowLength)
                (rows + (r + height + y) * rowLength).update(from: data + (height - 1) * rowLength, count: rowLength)
            } else {
                (rows + y * rowLength).update(repeating: 0, count: rowLength)
                (rows + (r + height + y) * rowLength).update(repeating: 0, count: rowLength)
            }
        }
        (rows + r * rowLength).update(from: data, count: height * rowLength)
        for y in 0..<height {
            let out = data + y * rowLength
            out.update(repeating: 0, count: rowLength)
            for j in 0..<k.count {
                axpy(out, rows + (y + j) * rowLength, k[j], rowLength)
            }
        }
    }
}

import XCTest
@testable @_spi(Backend) import AtelierCore

/// The blur behind `shadow` and `blur(radius:)`, on plain float images.
@preconcurrency @MainActor final class GaussianBlurTests: XCTestCase {
    func blurred(_ image: [Float], width: Int, height: Int, channels: Int = 1, sigma: Double, clampEdges: Bool) -> [Float] {
        var copy = image
        copy.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, channels: channels, sigma: sigma, clampEdges: clampEdges)
        }
        return copy
    }

    func testKernelSumsToOneAndIsSymmetric() {
        for sigma in [0.3, 1, 2.7, 8] {
            let k = GaussianBlur.kernel(sigma)
            XCTAssertEqual(k.count % 2, 1, "an odd number of taps, centred")
            XCTAssertEqual(k.count, 2 * max(1, Int(ceil(3 * sigma))) + 1)
            XCTAssertEqual(k.reduce(0, +), 1, accuracy: 1e-6, "sigma \(sigma)")
            for i in 0..<k.count / 2 { XCTAssertEqual(k[i], k[k.count - 1 - i], "sigma \(sigma), tap \(i)") }
            // Largest in the middle, falling off towards both ends.
            for i in 0..<k.count / 2 { XCTAssertLessThan(k[i], k[i + 1]) }
        }
    }

    func testSigmaIsHalfTheRadiusAndZeroForBadRadii() {
        XCTAssertEqual(GaussianBlur.sigma(forRadius: 10), 5)
        XCTAssertEqual(GaussianBlur.sigma(forRadius: 0), 0)
        XCTAssertEqual(GaussianBlur.sigma(forRadius: -3), 0)
        XCTAssertEqual(GaussianBlur.sigma(forRadius: .nan), 0)
        XCTAssertEqual(GaussianBlur.sigma(forRadius: .infinity), 0)
    }

    func testConstantImageStaysConstant() {
        let w = 64, h = 48
        // Both the direct convolution (sigma ≤ 8) and the reduced copy (larger sigma).
        for sigma in [2.0, 20.0] {
            let image = [Float](repeating: 0.75, count: w * h * 2)
            let edges = blurred(image, width: w, height: h, channels: 2, sigma: sigma, clampEdges: true)
            for (i, v) in edges.enumerated() { XCTAssertEqual(v, 0.75, accuracy: 1e-4, "sigma \(sigma), clamped, value \(i)") }
            // Without clamping the outside is transparent, so only pixels further than 3 sigma from every edge keep the value.
            guard sigma <= 8 else { continue }
            let open = blurred(image, width: w, height: h, channels: 2, sigma: sigma, clampEdges: false)
            let reach = Int(ceil(3 * sigma))
            for y in reach..<(h - reach) {
                for x in reach..<(w - reach) {
                    XCTAssertEqual(open[(y * w + x) * 2], 0.75, accuracy: 1e-5, "(\(x), \(y))")
                }
            }
            XCTAssertLessThan(open[0], 0.75, "the corner darkens towards the transparent outside")
        }
    }

    func testImpulseSpreadsAsTheKernel() {
        let w = 21, h = 17, cx = 10, cy = 8, sigma = 1.5
        var image = [Float](repeating: 0, count: w * h * 3)
        image[(cy * w + cx) * 3 + 1] = 1
        let out = blurred(image, width: w, height: h, channels: 3, sigma: sigma, clampEdges: false)
        let k = GaussianBlur.kernel(sigma), r = k.count / 2
        for y in 0..<h {
            for x in 0..<w {
                let dx = x - cx, dy = y - cy
                let expected: Float = abs(dx) <= r && abs(dy) <= r ? k[dx + r] * k[dy + r] : 0
                XCTAssertEqual(out[(y * w + x) * 3 + 1], expected, accuracy: 1e-7, "(\(x), \(y))")
                XCTAssertEqual(out[(y * w + x) * 3], 0, "other channels stay untouched")
                XCTAssertEqual(out[(y * w + x) * 3 + 2], 0, "other channels stay untouched")
            }
        }
        XCTAssertEqual(stride(from: 1, to: out.count, by: 3).map { out[$0] }.reduce(0, +), 1, accuracy: 1e-5, "no energy lost")
    }

    func testTinySigmaLeavesTheImageAlone() {
        let image: [Float] = [0, 1, 0, 0.5]
        XCTAssertEqual(blurred(image, width: 2, height: 2, sigma: 0.01, clampEdges: false), image)
    }
}

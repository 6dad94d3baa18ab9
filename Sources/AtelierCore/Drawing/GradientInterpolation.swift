import Foundation

/// SwiftUI interpolates gradient colours perceptually (in Oklab), which gives lighter, less muddy
/// midpoints than interpolating sRGB components: blue to yellow passes through a soft grey-blue,
/// not a dark green (measured against Apple's rendering in ../shared/oracles). Display lists keep the
/// program's stops; a backend that interpolates linearly between stops asks for these subdivided ones.
@_spi(Backend) public enum GradientInterpolation {
    /// How many sub-segments each segment is split into: the Oklab path bends sharply near saturated colours,
    /// and with 128 the chords stay within about two 8-bit steps of it even from pure red to pure blue.
    static let subdivisions = 128

    /// The stops with intermediate stops inserted so that linear interpolation follows Oklab.
    public static func perceptual(_ stops: [ResolvedGradientStop]) -> [ResolvedGradientStop] {
        guard stops.count > 1 else { return stops }
        var result: [ResolvedGradientStop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            if a.color == b.color || b.location <= a.location {
                result.append(b)
                continue
            }
            let la = Oklab(a.color), lb = Oklab(b.color)
            for i in 1...subdivisions {
                let t = Double(i) / Double(subdivisions)
                let location = a.location + (b.location - a.location) * CGFloat(t)
                let color = i == subdivisions ? b.color : la.mixed(with: lb, t).rgba
                result.append(ResolvedGradientStop(color: color, location: location))
            }
        }
        return result
    }
}

/// A colour in the Oklab perceptual space (Björn Ottosson's published matrices), with alpha.
struct Oklab {
    var l: Double, a: Double, b: Double, alpha: Double

    init(_ c: RGBAColor) {
        let r = Oklab.linear(c.red), g = Oklab.linear(c.green), bl = Oklab.linear(c.blue)
        let lc = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mc = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sc = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lc + 0.7936177850 * mc - 0.0040720468 * sc
        a = 1.9779984951 * lc - 2.4285922050 * mc + 0.4505937099 * sc
        b = 0.0259040371 * lc + 0.7827717662 * mc - 0.8086757660 * sc
        alpha = c.alpha
    }

    init(l: Double, a: Double, b: Double, alpha: Double) { self.l = l; self.a = a; self.b = b; self.alpha = alpha }

    func mixed(with other: Oklab, _ t: Double) -> Oklab {
        Oklab(l: l + (other.l - l) * t, a: a + (other.a - a) * t, b: b + (other.b - b) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    var rgba: RGBAColor {
        let lc = l + 0.3963377774 * a + 0.2158037573 * b
        let mc = l - 0.1055613458 * a - 0.0638541728 * b
        let sc = l - 0.0894841775 * a - 1.2914855480 * b
        let lq = lc * lc * lc, mq = mc * mc * mc, sq = sc * sc * sc
        let r = 4.0767416621 * lq - 3.3077115913 * mq + 0.2309699292 * sq
        let g = -1.2684380046 * lq + 2.6097574011 * mq - 0.3413193965 * sq
        let bl = -0.0041960863 * lq - 0.7034186147 * mq + 1.7076147010 * sq
        return RGBAColor(red: Oklab.gamma(r), green: Oklab.gamma(g), blue: Oklab.gamma(bl), alpha: alpha)
    }

    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func gamma(_ c: Double) -> Double {
        let v = min(1, max(0, c))
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}

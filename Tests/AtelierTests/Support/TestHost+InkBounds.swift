import Foundation
import Atelier
@_spi(Backend) import AtelierTesting

extension TestHost {
    /// The bounds, in points, of the device pixels inside `region` (points) whose colour matches: what a person
    /// measuring a screenshot with a colour picker would call the shape's extent. Null when none match.
    @MainActor func inkBounds(in region: CGRect, where matches: (RGBA) -> Bool) -> CGRect {
        let s = scale
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for py in Int((region.minY * s).rounded(.down))..<Int((region.maxY * s).rounded(.up)) {
            for px in Int((region.minX * s).rounded(.down))..<Int((region.maxX * s).rounded(.up)) {
                let c = color(at: CGPoint(x: (CGFloat(px) + 0.5) / s, y: (CGFloat(py) + 0.5) / s))
                guard matches(c) else { continue }
                minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: CGFloat(minX) / s, y: CGFloat(minY) / s, width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s)
    }
}

extension TestHost {
    /// Writes the current frame as `name`.png for a person to look at, when ATELIER_TEST_PNG_DIR is set.
    @MainActor func savePNG(_ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"], let data = pngData() else { return }
        FileManager.default.createFile(atPath: dir + "/" + name + ".png", contents: data)
    }
}

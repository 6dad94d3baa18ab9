import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What button actions record, in order.
@MainActor enum ButtonLog {
    static var entries: [String] = []
}

/// Colours the button tests probe for.
enum ButtonPalette {
    static let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
    static let red = RGBA(r: 255, g: 59, b: 48, a: 255)
    static let green = RGBA(r: 52, g: 199, b: 89, a: 255)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
}

/// Whether two colours are within `tolerance` on every channel.
func nearRGBA(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 12) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
}

extension TestHost {
    /// The bounding box of the points whose colour is within `tolerance` of `target`.
    @MainActor func box(of target: RGBA, tolerance: Int = 12) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) where nearRGBA(color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)), target, tolerance) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension CGRect {
    var centre: CGPoint { CGPoint(x: midX, y: midY) }
}

/// The seed's MyButtonStyle, reduced: a filled rounded rectangle at opacity 0.5 while pressed.
struct PressFillStyle: ButtonStyle {
    var color: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(15)
            .background(RoundedRectangle(cornerRadius: 5).fill(color))
            .opacity(configuration.isPressed ? 0.5 : 1.0)
    }
}

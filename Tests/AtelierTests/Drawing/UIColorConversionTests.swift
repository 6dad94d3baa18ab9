import XCTest
import Atelier
import AtelierTesting

// UIColor as SwiftUI code uses it beside Color: components read back, colours made from appearances, and the
// semantic colours drawn through Color(uiColor:) in light and dark.

@preconcurrency @MainActor final class UIColorConversionTests: XCTestCase {
    private func swatch(_ color: UIColor, dark: Bool = false) -> RGBA {
        let view = Color(uiColor: color).frame(width: 10, height: 10).environment(\.colorScheme, dark ? .dark : .light)
        return TestHost(view, size: CGSize(width: 10, height: 10)).color(at: CGPoint(x: 5, y: 5))
    }

    func testGetRedReadsTheComponentsOfAColourMadeFromSwiftUI() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(UIColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual(r, 0.2, accuracy: 1e-9); XCTAssertEqual(g, 0.4, accuracy: 1e-9)
        XCTAssertEqual(b, 0.6, accuracy: 1e-9); XCTAssertEqual(a, 0.8, accuracy: 1e-9)
        // A system colour reads its light value outside a view, as UIKit's does with no trait collection.
        XCTAssertTrue(UIColor(Color.blue).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual(r * 255, 0, accuracy: 0.01); XCTAssertEqual(g * 255, 122, accuracy: 0.01); XCTAssertEqual(b * 255, 255, accuracy: 0.01)
        UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r * 255, 10, accuracy: 0.01); XCTAssertEqual(g * 255, 132, accuracy: 0.01)
    }

    func testGetHueAndGetWhite() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 1.0 / 3, accuracy: 1e-9); XCTAssertEqual(s, 1); XCTAssertEqual(v, 1); XCTAssertEqual(a, 0.5)
        XCTAssertTrue(UIColor(hue: 0.75, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 0.75, accuracy: 1e-9); XCTAssertEqual(s, 0.5, accuracy: 1e-9); XCTAssertEqual(v, 0.8, accuracy: 1e-9)

        var w: CGFloat = -1, wa: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &wa))
        XCTAssertEqual(w, 0.25); XCTAssertEqual(wa, 0.5)
        XCTAssertTrue(UIColor.black.getWhite(&w, alpha: &wa))
        XCTAssertEqual(w, 0)
        w = -1
        XCTAssertFalse(UIColor(red: 1, green: 0, blue: 0, alpha: 1).getWhite(&w, alpha: &wa), "an RGB colour is not in a gray space")
        XCTAssertEqual(w, -1, "the values are left alone")
    }

    func testWithAlphaComponentAndCGColor() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemRed.withAlphaComponent(0.3).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r * 255, 255, accuracy: 0.01); XCTAssertEqual(g * 255, 59, accuracy: 0.01); XCTAssertEqual(a, 0.3)
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor.components, [1, 0.5, 0, 1])
        XCTAssertEqual(swatch(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1))), RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    func testDynamicProviderResolvesByTheColourScheme() {
        let themed = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 1, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        XCTAssertEqual(swatch(themed), RGBA(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(swatch(themed, dark: true), RGBA(r: 255, g: 255, b: 0, a: 255))
        // The form `Color(_ uiColor:)` takes it as well.
        let view = Color(themed).frame(width: 10, height: 10).preferredColorScheme(.dark)
        XCTAssertEqual(TestHost(view, size: CGSize(width: 10, height: 10)).color(at: CGPoint(x: 5, y: 5)), RGBA(r: 255, g: 255, b: 0, a: 255))
    }

    func testSemanticColoursDrawApplesLightAndDarkValues() {
        // Opaque ones, as published by Apple (sRGB).
        let opaque: [(UIColor, RGBA, RGBA)] = [
            (.systemBackground, RGBA(r: 255, g: 255, b: 255, a: 255), RGBA(r: 0, g: 0, b: 0, a: 255)),
            (.secondarySystemBackground, RGBA(r: 242, g: 242, b: 247, a: 255), RGBA(r: 28, g: 28, b: 30, a: 255)),
            (.tertiarySystemBackground, RGBA(r: 255, g: 255, b: 255, a: 255), RGBA(r: 44, g: 44, b: 46, a: 255)),
            (.systemGroupedBackground, RGBA(r: 242, g: 242, b: 247, a: 255), RGBA(r: 0, g: 0, b: 0, a: 255)),
            (.secondarySystemGroupedBackground, RGBA(r: 255, g: 255, b: 255, a: 255), RGBA(r: 28, g: 28, b: 30, a: 255)),
            (.tertiarySystemGroupedBackground, RGBA(r: 242, g: 242, b: 247, a: 255), RGBA(r: 44, g: 44, b: 46, a: 255)),
            (.label, RGBA(r: 0, g: 0, b: 0, a: 255), RGBA(r: 255, g: 255, b: 255, a: 255)),
            (.opaqueSeparator, RGBA(r: 198, g: 198, b: 200, a: 255), RGBA(r: 56, g: 56, b: 58, a: 255)),
            (.systemGray, RGBA(r: 142, g: 142, b: 147, a: 255), RGBA(r: 142, g: 142, b: 147, a: 255)),
            (.systemGray2, RGBA(r: 174, g: 174, b: 178, a: 255), RGBA(r: 99, g: 99, b: 102, a: 255)),
            (.systemGray3, RGBA(r: 199, g: 199, b: 204, a: 255), RGBA(r: 72, g: 72, b: 74, a: 255)),
            (.systemGray4, RGBA(r: 209, g: 209, b: 214, a: 255), RGBA(r: 58, g: 58, b: 60, a: 255)),
            (.systemGray5, RGBA(r: 229, g: 229, b: 234, a: 255), RGBA(r: 44, g: 44, b: 46, a: 255)),
            (.systemGray6, RGBA(r: 242, g: 242, b: 247, a: 255), RGBA(r: 28, g: 28, b: 30, a: 255)),
            (.systemBlue, RGBA(r: 0, g: 122, b: 255, a: 255), RGBA(r: 10, g: 132, b: 255, a: 255)),
            (.systemRed, RGBA(r: 255, g: 59, b: 48, a: 255), RGBA(r: 255, g: 69, b: 58, a: 255)),
            (.link, RGBA(r: 0, g: 122, b: 255, a: 255), RGBA(r: 9, g: 132, b: 255, a: 255)),
        ]
        for (color, light, dark) in opaque {
            XCTAssertEqual(swatch(color), light, "\(color) light")
            XCTAssertEqual(swatch(color, dark: true), dark, "\(color) dark")
        }
        // Translucent ones: components and opacity as published.
        let translucent: [(UIColor, [Double], [Double])] = [
            (.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
            (.tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            (.quaternaryLabel, [60, 60, 67, 0.18], [235, 235, 245, 0.16]),
            (.placeholderText, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
            (.systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
            (.secondarySystemFill, [120, 120, 128, 0.16], [120, 120, 128, 0.32]),
            (.tertiarySystemFill, [118, 118, 128, 0.12], [118, 118, 128, 0.24]),
            (.quaternarySystemFill, [116, 116, 128, 0.08], [118, 118, 128, 0.18]),
        ]
        for (color, light, dark) in translucent {
            for (style, expected) in [(UIUserInterfaceStyle.light, light), (.dark, dark)] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
                XCTAssertEqual([Double(r * 255), Double(g * 255), Double(b * 255)], Array(expected.prefix(3)), "\(color) \(style)")
                XCTAssertEqual(Double(a), expected[3], accuracy: 1e-9, "\(color) \(style)")
            }
            // Drawn over white, the opacity shows: a translucent colour lies between white and its own value.
            let view = Color(uiColor: color).frame(width: 10, height: 10).background(Color.white)
            let drawn = TestHost(view, size: CGSize(width: 10, height: 10)).color(at: CGPoint(x: 5, y: 5))
            XCTAssertEqual(Double(drawn.r), 255 - (255 - light[0]) * light[3], accuracy: 1.5, "\(color) over white")
        }
    }
}

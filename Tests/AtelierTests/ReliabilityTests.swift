import XCTest
@_spi(Backend) import AtelierCore
import Atelier
import AtelierTesting

/// The reliability catalogue: bad and extreme input gets a defined result and one clear warning, never a
/// crash, a hang or a renderer left broken.
final class ReliabilityTests: XCTestCase {
    private struct PathShape: Shape {
        let make: @Sendable (CGRect) -> Path
        func path(in rect: CGRect) -> Path { make(rect) }
    }

    func testTapsOnPathsWithNonFinitePointsAreMissesNotTraps() {
        MainActor.assumeIsolated {
            let bad: [CGPoint] = [CGPoint(x: CGFloat.nan, y: 40), CGPoint(x: 40, y: CGFloat.nan),
                                  CGPoint(x: CGFloat.infinity, y: 40), CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)]
            for point in bad {
                for first in [false, true] {
                    for stroked in [false, true] {
                        var tapped = 0
                        let shape = PathShape { rect in
                            var p = Path()
                            p.move(to: first ? point : .zero)
                            p.addLine(to: point)
                            p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: point)
                            p.addCurve(to: CGPoint(x: 0, y: rect.maxY), control1: point, control2: .zero)
                            p.addLine(to: CGPoint(x: 0, y: rect.maxY))
                            p.closeSubpath()
                            return p
                        }
                        let view = stroked ? AnyView(shape.stroke(Color.red, lineWidth: 4)) : AnyView(shape.fill(Color.red))
                        let host = TestHost(view.frame(width: 100, height: 100).onTapGesture { tapped += 1 },
                                            size: CGSize(width: 100, height: 100))
                        for y in stride(from: 5, to: 100, by: 10) { host.tap(at: CGPoint(x: 50, y: y)) }
                        _ = host.color(at: CGPoint(x: 50, y: 50))
                        XCTAssertEqual(tapped, 0, "a path with \(point) draws nothing and is not hit")
                        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 90)), RGBA(r: 255, g: 255, b: 255, a: 255))
                    }
                }
            }
            XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("PathShape.path(in:) returned a path with a NaN or infinite point") })
            var direct = Path()
            direct.addLines([.zero, CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: 10)])
            XCTAssertFalse(direct.contains(CGPoint(x: 5, y: 5)))
        }
    }

    func testATapOnAPathOfTwoHundredThousandPointsIsLinearNotQuadratic() {
        MainActor.assumeIsolated {
            // Hit testing split the path into subpaths by copying the growing segment array at every element:
            // 100,000 points took 5 s in a release build, 1,000,000 did not finish. Now a tap costs a pass.
            var tapped = 0
            let zigzag = PathShape { rect in
                var p = Path()
                p.move(to: CGPoint(x: 0, y: rect.maxY))
                for i in 0..<200_000 {
                    p.addLine(to: CGPoint(x: rect.width * CGFloat(i) / 200_000, y: i % 2 == 0 ? 0 : 4))
                }
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
            let host = TestHost(zigzag.fill(Color.blue).frame(width: 100, height: 100).onTapGesture { tapped += 1 },
                                size: CGSize(width: 100, height: 100))
            host.tap(at: CGPoint(x: 50, y: 60))
            XCTAssertEqual(tapped, 1)
        }
    }
}

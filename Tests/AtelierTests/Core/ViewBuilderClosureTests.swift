import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

// A closure with an explicit signature and `return` statements is not transformed by the result builder
// (SE-0289): it is an ordinary closure, so a container's `@ViewBuilder content: () -> Content` takes it as
// `() -> Path`. These are the shapes public SwiftUI code writes.

/// `Group { () -> Path in …; return p }`, filled with the foreground colour.
private struct TriangleGroup: View {
    var body: some View {
        Group { () -> Path in
            var p = Path()
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 100, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 100))
            p.closeSubpath()
            return p
        }
        .foregroundColor(.red)
    }
}

/// An area chart computed in a GeometryReader with an explicit `geometry -> Path` closure.
private struct AreaChart: View {
    let values: [CGFloat]
    var body: some View {
        GeometryReader { geometry -> Path in
            var path = Path()
            let step = geometry.size.width / CGFloat(values.count - 1)
            path.move(to: CGPoint(x: 0, y: geometry.size.height))
            for (i, value) in values.enumerated() {
                path.addLine(to: CGPoint(x: CGFloat(i) * step, y: geometry.size.height - value))
            }
            path.addLine(to: CGPoint(x: geometry.size.width, y: geometry.size.height))
            path.closeSubpath()
            return path
        }
        .foregroundColor(.blue)
    }
}

/// Rows chosen with early returns in a ForEach and an overlay, each closure with an explicit signature.
private struct Badges: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { (i: Int) -> AnyView in
                if i == 1 { return AnyView(Text("one")) }
                return AnyView(Text("n\(i)"))
            }
        }
        .overlay { () -> Text in
            let label = "overlay"
            return Text(label)
        }
    }
}

/// The same in a view builder helper declared outside any view (a nonisolated context).
private enum Icons {
    static func corner() -> some View {
        Group { () -> Path in
            var p = Path()
            p.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            return p
        }
    }
}

@preconcurrency @MainActor final class ViewBuilderClosureTests: XCTestCase {
    func testAGroupOfAPathMadeByAClosureWithReturnDrawsThePath() {
        let host = TestHost(TriangleGroup(), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 20, y: 20)), Palette.red, 8), "inside the triangle")
        XCTAssertTrue(isWhite(host, 80, 80), "outside the triangle")
    }

    func testAGeometryReaderClosureReturningAPathDrawsIt() {
        let host = TestHost(AreaChart(values: [20, 20, 20]), size: CGSize(width: 200, height: 50))
        let c = host.color(at: CGPoint(x: 100, y: 40))
        XCTAssertTrue(c.b > 200 && c.r < 60, "blue under the values: \(c)")
        XCTAssertTrue(isWhite(host, 100, 20), "white above them")
    }

    func testForEachAndOverlayClosuresWithReturns() {
        let host = TestHost(Badges(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts.sorted(), ["n0", "n2", "one", "overlay"])
    }

    func testAHelperOutsideAnyViewBuildsThePath() {
        let host = TestHost(Icons.corner().foregroundColor(.green), size: CGSize(width: 60, height: 60))
        XCTAssertTrue(host.color(at: CGPoint(x: 15, y: 15)).g > 150, "\(host.color(at: CGPoint(x: 15, y: 15)))")
        XCTAssertTrue(isWhite(host, 45, 45))
    }
}

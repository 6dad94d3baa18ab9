import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

// MARK: - Probes

/// A fill or stroke as drawn: its bounds after the enclosing affine transforms, the product of the enclosing
/// opacities, and its colour.
private struct Drawn {
    var rect: CGRect
    var opacity: Double
    var color: RGBAColor?
    var path: Path
    var transform: CGAffineTransform
}

private func drawn(_ list: DisplayList, transform: CGAffineTransform = .identity, opacity: Double = 1) -> [Drawn] {
    var result: [Drawn] = []
    for item in list.items {
        switch item {
        case .fill(let path, let paint, _), .stroke(let path, let paint, _):
            var color: RGBAColor?
            if case .color(let c) = paint { color = c }
            result.append(Drawn(rect: path.boundingRect.applying(transform), opacity: opacity, color: color,
                                path: path, transform: transform))
        case .effect(.transform(let t), let inner):
            result += drawn(inner, transform: t.concatenating(transform), opacity: opacity)
        case .effect(.opacity(let o), let inner):
            result += drawn(inner, transform: transform, opacity: opacity * o)
        case .effect(_, let inner):
            result += drawn(inner, transform: transform, opacity: opacity)
        default:
            break
        }
    }
    return result
}

/// How many pixels of a render are mostly red.
@MainActor private func redPixels(_ list: DisplayList, size: CGSize) -> Int {
    guard let surface = RasterSurface(size: size) else { return -1 }
    surface.clear(.white)
    surface.draw(list)
    var count = 0
    for y in 0..<surface.pixelHeight {
        for x in 0..<surface.pixelWidth {
            let p = surface.pixel(x: x, y: y)
            if p.red > 200 && p.green < 80 && p.blue < 80 { count += 1 }
        }
    }
    return count
}

/// Bindings captured by the test views, to change their state from the tests.
@MainActor private enum Box {
    static var x: Binding<CGFloat>?
    static var flag: Binding<Bool>?
    static var other: Binding<Int>?
    static var angles: [Double] = []
    static var flippedWrites = 0
}

// MARK: - Views

private struct OffsetView: View {
    @State var x: CGFloat = 0
    var body: some View {
        let _ = Box.x = $x
        Color.red.frame(width: 10, height: 10).offset(x: x)
    }
}

private struct AlignmentView: View {
    @State var flag = false
    var body: some View {
        let _ = Box.flag = $flag
        ZStack(alignment: flag ? .trailing : .leading) {
            Color.blue.frame(width: 100, height: 20)
            Color.red.frame(width: 20, height: 20)
        }
    }
}

private struct OpacityView: View {
    @State var flag = false
    var body: some View {
        let _ = Box.flag = $flag
        Color.red.frame(width: 10, height: 10).opacity(flag ? 0 : 1)
    }
}

private struct ColorView: View {
    @State var flag = false
    var body: some View {
        let _ = Box.flag = $flag
        Rectangle().fill(flag ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 10, height: 10)
    }
}

/// The seed's dashboard needle: a shape whose animatable data is its angle.
private struct Needle: Shape {
    var angle: Double
    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        let l = Double(rect.height * 0.8)
        let r = Angle(degrees: angle).radians
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: Double(rect.midX) + l * sin(r), y: Double(rect.height) - l * cos(r)))
        return path
    }
}

private struct NeedleView: View {
    @State var flag = false
    var body: some View {
        let _ = Box.flag = $flag
        Needle(angle: flag ? 30 : -30).stroke(Color.green, lineWidth: 3).frame(width: 100, height: 100)
    }
}

/// The seed's flip: a 3D rotation about the y axis, written as a GeometryEffect whose effectValue writes a binding.
private struct Flip: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double
    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let angle = self.angle
        // effectValue is nonisolated, as in SwiftUI; Atelier asks it on the main thread while drawing.
        MainActor.assumeIsolated { Box.angles.append(angle) }
        let binding = $flipped
        DispatchQueue.main.async {
            Box.flippedWrites += 1
            binding.wrappedValue = angle >= 90 && angle <= 180
        }
        return seedFlipProjection(size: size, angleRadians: CGFloat(Angle.degrees(angle).radians))
    }
}

private struct FlipView: View {
    @State var on = false
    @State var flipped = false
    var body: some View {
        let _ = Box.flag = $on
        Color.red.frame(width: 100, height: 100)
            .modifier(Flip(flipped: $flipped, angle: on ? 180 : 0))
    }
}

private struct ValueAnimationView: View {
    @State var x: CGFloat = 0
    @State var other = 0
    var body: some View {
        let _ = Box.x = $x
        let _ = Box.other = $other
        Color.red.frame(width: 10, height: 10)
            .offset(x: x)
            .animation(.linear(duration: 1), value: other)
    }
}

private struct ValueAnimationOnXView: View {
    @State var x: CGFloat = 0
    var body: some View {
        let _ = Box.x = $x
        Color.red.frame(width: 10, height: 10)
            .offset(x: x)
            .animation(.linear(duration: 1), value: x)
    }
}

private struct DisabledView: View {
    @State var x: CGFloat = 0
    let useTransaction: Bool
    var body: some View {
        let _ = Box.x = $x
        if useTransaction {
            Color.red.frame(width: 10, height: 10).offset(x: x).transaction { $0.animation = nil }
        } else {
            Color.red.frame(width: 10, height: 10).offset(x: x).modifier(_ImplicitAnimationModifier(animation: nil))
        }
    }
}

private struct InsertionView: View {
    @State var show = false
    let transition: AnyTransition?
    var body: some View {
        let _ = Box.flag = $show
        VStack {
            Color.blue.frame(width: 20, height: 20)
            if show {
                if let transition {
                    Color.red.frame(width: 20, height: 20).transition(transition)
                } else {
                    Color.red.frame(width: 20, height: 20)
                }
            }
        }
    }
}

private struct RemovalView: View {
    @State var show = true
    var body: some View {
        let _ = Box.flag = $show
        VStack {
            Color.blue.frame(width: 20, height: 20)
            if show {
                Color.red.frame(width: 20, height: 20).transition(.scale)
            }
        }
    }
}

// MARK: - Tests

/// The size the test views are rendered in.
private let size = CGSize(width: 200, height: 200)

/// The red fills of a render.
@MainActor private func reds(_ g: ViewGraph) -> [Drawn] {
    drawn(g.render(size: size).inliningRetainedParts()).filter { ($0.color?.red ?? 0) > 0.9 && ($0.color?.green ?? 1) < 0.3 }
}

/// The first red fill of a render (a failure and a far-away rect when there is none).
@MainActor private func red(_ g: ViewGraph, file: StaticString = #filePath, line: UInt = #line) -> Drawn {
    let list = g.render(size: size).inliningRetainedParts()
    if let first = drawn(list).first(where: { ($0.color?.red ?? 0) > 0.9 && ($0.color?.green ?? 1) < 0.3 }) { return first }
    XCTFail("nothing red drawn: \(list.items)", file: file, line: line)
    return Drawn(rect: CGRect(x: -1000, y: -1000, width: 0, height: 0), opacity: 0, color: nil, path: Path(), transform: .identity)
}

@preconcurrency @MainActor final class AnimationTests: XCTestCase {

    func testLinearOffsetIsHalfWayAtHalfTime() {
        let g = ViewGraph(root: OffsetView())
        let start = red(g).rect
        withAnimation(.linear(duration: 1)) { Box.x?.wrappedValue = 100 }
        g.flush(through: .update)
        XCTAssertTrue(g.hasRunningAnimations)
        g.advanceClock(to: 0.5)
        XCTAssertEqual(red(g).rect.minX - start.minX, 50, accuracy: 0.01)
        XCTAssertTrue(g.hasRunningAnimations)
        g.advanceClock(to: 0.25 + 0.5)
        XCTAssertEqual(red(g).rect.minX - start.minX, 75, accuracy: 0.01)
        g.advanceClock(to: 1.0)
        XCTAssertEqual(red(g).rect.minX - start.minX, 100, accuracy: 0.01)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testChangeWithoutAnimationJumps() {
        let g = ViewGraph(root: OffsetView())
        let start = red(g).rect
        Box.x?.wrappedValue = 100
        g.flush(through: .update)
        XCTAssertFalse(g.hasRunningAnimations)
        XCTAssertEqual(red(g).rect.minX - start.minX, 100, accuracy: 0.01)
    }

    func testFrameChangeAnimatesChildPosition() {
        let g = ViewGraph(root: AlignmentView())
        let start = red(g).rect
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        g.flush(through: .update)
        // Frames animate from the layout that follows the update (a host lays out in the same frame).
        XCTAssertEqual(red(g).rect.minX - start.minX, 0, accuracy: 0.01)
        g.advanceClock(to: 0.5)
        XCTAssertEqual(red(g).rect.minX - start.minX, 40, accuracy: 0.01)
        g.advanceClock(to: 2)
        XCTAssertEqual(red(g).rect.minX - start.minX, 80, accuracy: 0.01)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testOpacityAnimates() {
        let g = ViewGraph(root: OpacityView())
        XCTAssertEqual(red(g).opacity, 1)
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        g.flush(through: .update)
        g.advanceClock(to: 0.5)
        XCTAssertEqual(reds(g).first?.opacity ?? -1, 0.5, accuracy: 0.001)
        g.advanceClock(to: 1)
        XCTAssertTrue(reds(g).isEmpty)
    }

    func testFillColorAnimates() {
        let g = ViewGraph(root: ColorView())
        _ = g.render(size: size)
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        g.flush(through: .update)
        g.advanceClock(to: 0.5)
        let c = drawn(g.render(size: size).inliningRetainedParts()).first?.color
        XCTAssertEqual(c?.red ?? -1, 0.5, accuracy: 0.01)
        XCTAssertEqual(c?.blue ?? -1, 0.5, accuracy: 0.01)
        g.advanceClock(to: 1)
        let end = drawn(g.render(size: size).inliningRetainedParts()).first?.color
        XCTAssertEqual(end?.red ?? -1, 0, accuracy: 0.001)
        XCTAssertEqual(end?.blue ?? -1, 1, accuracy: 0.001)
    }

    func testSpringOffsetMatchesAnimatedValue() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6)
        let g = ViewGraph(root: OffsetView())
        let start = red(g).rect
        withAnimation(spring) { Box.x?.wrappedValue = 100 }
        g.flush(through: .update)
        let reference = AnimatedValue<CGFloat>(0)
        reference.set(100, animation: spring, at: 0)
        for t in [0.1, 0.2, 0.35, 0.6] {
            g.advanceClock(to: t)
            XCTAssertEqual(red(g).rect.minX - start.minX, reference.value(at: t), accuracy: 0.001, "at \(t)")
        }
        g.advanceClock(to: 10)
        XCTAssertEqual(red(g).rect.minX - start.minX, 100, accuracy: 0.001)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testShapeSweepsThroughAnimatableData() {
        let g = ViewGraph(root: NeedleView())
        @MainActor func needle() -> Drawn? { drawn(g.render(size: size).inliningRetainedParts()).first }
        let left = needle()!.rect
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        g.flush(through: .update)
        g.advanceClock(to: 0.5)
        // Half way from −30° to 30°: the needle stands upright.
        let mid = needle()!.rect
        XCTAssertEqual(mid.width, 0, accuracy: 0.01)
        XCTAssertEqual(mid.height, 80, accuracy: 0.01)
        g.advanceClock(to: 0.75)
        let quarter = needle()!.rect
        XCTAssertEqual(quarter.maxX - quarter.minX, 80 * sin(Double.pi / 12), accuracy: 0.01)
        g.advanceClock(to: 1)
        let right = needle()!.rect
        XCTAssertEqual(right.maxX - left.minX, 2 * (left.maxX - left.minX), accuracy: 0.01)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testGeometryEffectMidFlipIsEdgeOn() {
        Box.angles = []
        let g = ViewGraph(root: FlipView())
        let full = redPixels(g.render(size: size).inliningRetainedParts(), size: size)
        XCTAssertGreaterThan(full, 9000)
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        g.flush(through: .update)
        g.advanceClock(to: 0.5)
        Box.angles = []
        let edgeOn = redPixels(g.render(size: size).inliningRetainedParts(), size: size)
        XCTAssertEqual(Box.angles.last ?? -1, 90, accuracy: 1e-6)
        XCTAssertLessThan(edgeOn, 300)
        g.advanceClock(to: 0.25)
        g.advanceClock(to: 0.75)
        let three = redPixels(g.render(size: size).inliningRetainedParts(), size: size)
        XCTAssertGreaterThan(three, 2000)
        XCTAssertLessThan(three, full)
        g.advanceClock(to: 1)
        XCTAssertGreaterThan(redPixels(g.render(size: size).inliningRetainedParts(), size: size), 9000)
        XCTAssertEqual(Box.angles.last ?? -1, 180, accuracy: 1e-6)
        XCTAssertFalse(g.hasRunningAnimations)
        // The effect writes its binding from the main queue at every frame: equal values change nothing,
        // so the writes settle instead of redrawing for ever.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        _ = g.render(size: size)
        let writes = Box.flippedWrites
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        let evaluations = g.bodyEvaluations
        _ = g.render(size: size)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertFalse(g.hasPendingUpdates)
        XCTAssertEqual(g.bodyEvaluations, evaluations)
        XCTAssertGreaterThanOrEqual(Box.flippedWrites, writes)
    }

    func testAnimationValueModifierAnimatesOnlyWhenValueChanges() {
        let g = ViewGraph(root: ValueAnimationOnXView())
        let start = red(g).rect
        Box.x?.wrappedValue = 100
        g.flush(through: .update)
        g.advanceClock(to: 0.5)
        XCTAssertEqual(red(g).rect.minX - start.minX, 50, accuracy: 0.01)
        g.advanceClock(to: 1)
        XCTAssertEqual(red(g).rect.minX - start.minX, 100, accuracy: 0.01)

        // The watched value does not change: x jumps.
        let h = ViewGraph(root: ValueAnimationView())
        let s = red(h).rect
        Box.x?.wrappedValue = 100
        h.flush(through: .update)
        XCTAssertFalse(h.hasRunningAnimations)
        XCTAssertEqual(red(h).rect.minX - s.minX, 100, accuracy: 0.01)
        // It changes together with x: x animates.
        Box.x?.wrappedValue = 0
        Box.other?.wrappedValue = 1
        h.flush(through: .update)
        XCTAssertTrue(h.hasRunningAnimations)
        h.advanceClock(to: 0.5)
        XCTAssertEqual(red(h).rect.minX - s.minX, 50, accuracy: 0.01)
    }

    func testAnimationNilAndTransactionDisable() {
        for useTransaction in [false, true] {
            let g = ViewGraph(root: DisabledView(useTransaction: useTransaction))
            let start = red(g).rect
            withAnimation(.linear(duration: 1)) { Box.x?.wrappedValue = 100 }
            g.flush(through: .update)
            XCTAssertFalse(g.hasRunningAnimations)
            XCTAssertEqual(red(g).rect.minX - start.minX, 100, accuracy: 0.01)
        }
    }

    func testInsertionFadesIn() {
        // An explicit .opacity, and no transition at all (SwiftUI's default fades too).
        for transition in [AnyTransition.opacity, nil] {
            let g = ViewGraph(root: InsertionView(transition: transition))
            XCTAssertTrue(reds(g).isEmpty)
            withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
            g.flush(through: .update)
            XCTAssertTrue(g.hasRunningAnimations)
            XCTAssertTrue(reds(g).isEmpty, "fully transparent at first")
            g.advanceClock(to: 0.5)
            XCTAssertEqual(reds(g).first?.opacity ?? -1, 0.5, accuracy: 0.001)
            g.advanceClock(to: 1)
            XCTAssertEqual(reds(g).first?.opacity ?? -1, 1, accuracy: 0.001)
            XCTAssertFalse(g.hasRunningAnimations)
        }
    }

    func testInsertionWithoutAnimationAppearsAtOnce() {
        let g = ViewGraph(root: InsertionView(transition: .scale))
        _ = reds(g)
        Box.flag?.wrappedValue = true
        g.flush(through: .update)
        XCTAssertFalse(g.hasRunningAnimations)
        XCTAssertEqual(reds(g).first?.rect.width ?? -1, 20, accuracy: 0.01)
    }

    func testMoveAndSlideTransitions() {
        let g = ViewGraph(root: InsertionView(transition: .move(edge: .leading)))
        _ = reds(g)
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        g.flush(through: .update)
        g.advanceClock(to: 1)
        let end = reds(g).first!.rect
        let h = ViewGraph(root: InsertionView(transition: .slide))
        _ = reds(h)
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = true }
        h.flush(through: .update)
        h.advanceClock(to: 0.5)
        // Half of its width (20) to the left of where it ends.
        XCTAssertEqual(reds(h).first!.rect.minX, end.minX - 10, accuracy: 0.01)
    }

    func testRemovalWithScaleKeepsDrawingThenDisappears() {
        let g = ViewGraph(root: RemovalView())
        let start = red(g).rect
        withAnimation(.linear(duration: 1)) { Box.flag?.wrappedValue = false }
        g.flush(through: .update)
        XCTAssertTrue(g.hasRunningAnimations)
        XCTAssertEqual(reds(g).first?.rect.width ?? -1, 20, accuracy: 0.01)
        g.advanceClock(to: 0.5)
        let mid = reds(g)
        XCTAssertEqual(mid.count, 1)
        XCTAssertEqual(mid.first?.rect.width ?? -1, 10, accuracy: 0.01)
        XCTAssertEqual(mid.first?.rect.midX ?? -1, start.midX, accuracy: 0.01)
        g.advanceClock(to: 1)
        XCTAssertTrue(reds(g).isEmpty)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testRemovalWithoutAnimationDisappearsAtOnce() {
        let g = ViewGraph(root: RemovalView())
        _ = reds(g)
        Box.flag?.wrappedValue = false
        g.flush(through: .update)
        XCTAssertTrue(reds(g).isEmpty)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testZeroAndNegativeDurationsJump() {
        for duration in [0.0, -1.0, .nan] {
            let g = ViewGraph(root: OffsetView())
            let start = red(g).rect
            withAnimation(.linear(duration: duration)) { Box.x?.wrappedValue = 100 }
            g.flush(through: .update)
            XCTAssertEqual(red(g).rect.minX - start.minX, 100, accuracy: 0.01)
            XCTAssertFalse(g.hasRunningAnimations)
        }
        let g = ViewGraph(root: RemovalView())
        _ = reds(g)
        withAnimation(.linear(duration: 0)) { Box.flag?.wrappedValue = false }
        g.flush(through: .update)
        XCTAssertTrue(reds(g).isEmpty)
        XCTAssertFalse(g.hasRunningAnimations)
    }

    func testRetargetingMidFlightStartsFromPresentedValue() {
        let g = ViewGraph(root: OffsetView())
        let start = red(g).rect
        withAnimation(.linear(duration: 1)) { Box.x?.wrappedValue = 100 }
        g.flush(through: .update)
        g.advanceClock(to: 0.5)
        _ = reds(g)
        withAnimation(.linear(duration: 1)) { Box.x?.wrappedValue = 0 }
        g.flush(through: .update)
        XCTAssertEqual(red(g).rect.minX - start.minX, 50, accuracy: 0.01)
        g.advanceClock(to: 1)
        XCTAssertEqual(red(g).rect.minX - start.minX, 25, accuracy: 0.01)
    }
}

import XCTest
import Atelier
import AtelierTesting

// Symbol effects animate on the graph's clock: a bounce grows the symbol and settles, a pulse fades it while
// active, a scale holds, a disappearance hides it, and a replace content transition swaps one symbol for
// another through a shrink and a grow. Frames in the middle of each animation show it.

@MainActor private final class Control {
    var count: Binding<Int>?
    var flag: Binding<Bool>?
}

private struct Bell: View {
    let control: Control
    @State private var count = 0
    @State private var active = false
    let effect: Int
    var body: some View {
        let _ = (control.count = $count, control.flag = $active)
        Group {
            switch effect {
            case 0: Image(systemName: "star.fill").symbolEffect(.bounce, value: count)
            case 1: Image(systemName: "star.fill").symbolEffect(.pulse, isActive: active)
            case 2: Image(systemName: "star.fill").symbolEffect(.scale.down, isActive: active)
            case 3: Image(systemName: "star.fill").symbolEffect(.disappear, isActive: active)
            case 4: Image(systemName: "star.fill").symbolEffect(.bounce.down, options: .repeat(2).speed(2), value: count)
            default: Image(systemName: active ? "heart.fill" : "star.fill").contentTransition(.symbolEffect(.replace))
            }
        }
        .font(.system(size: 40))
        .foregroundStyle(.red)
        .frame(width: 100, height: 100)
    }
}

/// How much of the red symbol shows on the white window: the width of its inked columns, and its strongest
/// ink (how far a pixel's green falls below white's: 196 for the system red drawn opaque, 0 for none).
@MainActor private func ink(_ host: TestHost) -> (width: Int, alpha: Int) {
    var columns = Set<Int>(), alpha = 0
    for y in stride(from: 0, to: 100, by: 2) {
        for x in 0..<100 {
            let c = host.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
            let strength = 255 - Int(c.g)
            if strength > 60 { columns.insert(x) }
            alpha = max(alpha, strength)
        }
    }
    return (columns.count, alpha)
}

@preconcurrency @MainActor final class SymbolEffectTests: XCTestCase {
    func testABounceGrowsTheSymbolMidwayAndSettles() {
        let control = Control()
        let host = TestHost(Bell(control: control, effect: 0), size: CGSize(width: 100, height: 100))
        let rest = ink(host)
        XCTAssertGreaterThan(rest.width, 20, "the star is drawn")
        XCTAssertFalse(host.wantsFrames, "at rest nothing animates")
        control.count?.wrappedValue += 1
        host.advance(by: 0.2)
        let mid = ink(host)
        XCTAssertGreaterThan(Double(mid.width), Double(rest.width) * 1.1, "a fifth of a second in, the star is bigger: \(mid) vs \(rest)")
        host.advance(by: 1)
        XCTAssertEqual(ink(host).width, rest.width, accuracy: 1, "it settles back to its size")
        XCTAssertFalse(host.wantsFrames, "and stops asking for frames")
    }

    func testABounceDownWithOptionsRepeatsFaster() {
        let control = Control()
        let host = TestHost(Bell(control: control, effect: 4), size: CGSize(width: 100, height: 100))
        let rest = ink(host)
        control.count?.wrappedValue += 1
        host.advance(by: 0.1)
        XCTAssertLessThan(Double(ink(host).width), Double(rest.width) * 0.92, "bounce.down shrinks first (at twice the speed)")
        host.advance(by: 0.4)
        XCTAssertLessThan(Double(ink(host).width), Double(rest.width) * 0.92, "the second run, 0.5 s in")
        host.advance(by: 0.5)
        XCTAssertEqual(ink(host).width, rest.width, accuracy: 1)
        XCTAssertFalse(host.wantsFrames)
    }

    func testAPulseFadesWhileActive() {
        let control = Control()
        let host = TestHost(Bell(control: control, effect: 1), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(ink(host).alpha, 196, accuracy: 2)
        control.flag?.wrappedValue = true
        host.advance(by: 0.5)
        XCTAssertLessThan(ink(host).alpha, 80, "half a second in, the symbol is at its faintest")
        host.advance(by: 1.0)
        XCTAssertLessThan(ink(host).alpha, 80, "a second later, faint again: it repeats while active")
        XCTAssertTrue(host.wantsFrames)
        control.flag?.wrappedValue = false
        host.advance(by: 0.1)
        XCTAssertEqual(ink(host).alpha, 196, accuracy: 2)
        XCTAssertFalse(host.wantsFrames, "inactive, it rests")
    }

    func testAScaleHoldsAndADisappearanceHides() {
        let control = Control()
        let scaled = TestHost(Bell(control: control, effect: 2), size: CGSize(width: 100, height: 100))
        let rest = ink(scaled)
        control.flag?.wrappedValue = true
        scaled.advance(by: 0.15)
        let midway = ink(scaled).width
        scaled.advance(by: 0.5)
        let held = ink(scaled).width
        XCTAssertEqual(Double(held), Double(rest.width) * 0.8, accuracy: 2.5, "scale.down holds the symbol at 0.8")
        XCTAssertGreaterThan(midway, held, "it got there over time")
        XCTAssertFalse(scaled.wantsFrames)

        let other = Control()
        let hidden = TestHost(Bell(control: other, effect: 3), size: CGSize(width: 100, height: 100))
        other.flag?.wrappedValue = true
        hidden.advance(by: 0.15)
        XCTAssertGreaterThan(ink(hidden).alpha, 0, "midway it is still fading")
        hidden.advance(by: 0.5)
        XCTAssertEqual(ink(hidden).alpha, 0, "active, the disappear effect hides the symbol")
        other.flag?.wrappedValue = false
        hidden.advance(by: 0.5)
        XCTAssertEqual(ink(hidden).alpha, 196, accuracy: 2)
    }

    func testAReplaceTransitionSwapsSymbolsThroughAShrinkAndAGrow() {
        let control = Control()
        let host = TestHost(Bell(control: control, effect: 5), size: CGSize(width: 100, height: 100))
        let star = ink(host)
        let heartHost = TestHost(Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(.red).frame(width: 100, height: 100),
                                 size: CGSize(width: 100, height: 100))
        let heart = ink(heartHost)
        withAnimation { control.flag?.wrappedValue = true }
        host.advance(by: 0.1)
        let out = ink(host)
        XCTAssertLessThan(out.width, star.width, "the star shrinks as it goes")
        XCTAssertLessThan(out.alpha, 190, "and fades")
        host.advance(by: 0.25)
        XCTAssertLessThan(ink(host).width, heart.width, "the heart grows in")
        host.advance(by: 0.5)
        XCTAssertEqual(host.pngData(), heartHost.pngData(), "then shows as a heart drawn from the start")
        XCTAssertFalse(host.wantsFrames)
        // Without an animation the symbol changes at once.
        control.flag?.wrappedValue = false
        host.advance(by: 0)
        XCTAssertEqual(ink(host).width, star.width, accuracy: 1)
    }
}

import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier

/// A live view tree in a window-sized canvas, headless: white, light scheme, scale 1 unless given another. Tests
/// inspect what it shows (texts, their frames, pixel colours) the way a user would see it.
@MainActor public final class TestHost {
    /// The canvas size in points.
    public internal(set) var size: CGSize
    /// Pixels per point of the canvas: the views' `displayScale`, the pixel grid they are laid out on.
    public let scale: CGFloat
    /// The URLs the views asked the system to open (Links, `openURL`), in order: a TestHost opens none.
    public internal(set) var openedURLs: [URL] = []
    let graph: ViewGraph
    private var surface: RasterSurface?
    private var surfaceIsCurrent = false

    /// The date the virtual clock reads when a host starts, unless one is given: 2001-01-01 00:00:00 UTC,
    /// on a whole minute, so that timelines show the same dates on every run.
    nonisolated public static let defaultStartDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The date on the virtual clock now: the start date plus the time `advance(by:)` has moved.
    public var date: Date { graph.date }

    /// Hosts `view` in a canvas of `size`, drawn at `scale` pixels per point: the view is proposed what
    /// `safeAreaInsets` leave of the canvas (all of it by default, as in a desktop window) and centred there, and
    /// its views that ignore the safe area reach into them; the virtual clock starts at `startDate`.
    public convenience init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1, safeAreaInsets: EdgeInsets = EdgeInsets(),
                                     startDate: Date = TestHost.defaultStartDate) {
        CairoBackend.install()
        self.init(graph: ViewGraph(root: view, startDate: startDate), size: size, scale: scale, safeAreaInsets: safeAreaInsets,
                  ownsSystemServices: true)
    }

    /// Hosts `view` on a phone's screen (`TestHost.Device`): its size, its scale, and its safe area (status bar
    /// and home indicator), as an iOS simulator's snapshot test lays a view out; the clock starts at `startDate`.
    public convenience init<V: View>(_ view: V, device: Device, startDate: Date = TestHost.defaultStartDate) {
        self.init(view, size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets, startDate: startDate)
    }

    /// The safe area insets of the canvas, in points: zero unless a device or insets were given.
    public var safeAreaInsets: EdgeInsets { graph.safeAreaInsets }

    /// Hosts a graph made elsewhere (a window of an `AppTestHost`), at `scale` or else the graph's own, with
    /// `safeAreaInsets` or else the graph's own; `ownsSystemServices` gives it an empty clipboard and the recording
    /// of opened URLs, which an app's windows share instead.
    init(graph: ViewGraph, size: CGSize, scale: CGFloat? = nil, safeAreaInsets: EdgeInsets? = nil, ownsSystemServices: Bool) {
        CairoBackend.install()
        if let safeAreaInsets { graph.safeAreaInsets = safeAreaInsets }
        let scale = scale ?? graph.pixelScale
        if scale.isFinite, scale > 0 {
            self.scale = scale
        } else {
            Diagnostics.warn("TestHost scale \(scale) is not a positive number; using 1", key: "testhost-scale")
            self.scale = 1
        }
        if graph.environment.displayScale != self.scale {
            var environment = graph.environment
            environment.displayScale = self.scale
            graph.environment = environment
        }
        let w = size.width.isFinite && size.width > 0 ? size.width.rounded() : 0
        let h = size.height.isFinite && size.height > 0 ? size.height.rounded() : 0
        if w != size.width || h != size.height {
            Diagnostics.warn("TestHost size \(size) is not a positive whole number of points; using \(w)x\(h)", key: "testhost-size")
        }
        self.size = CGSize(width: w, height: h)
        self.graph = graph
        graph.onNeedsUpdate = { [weak self] in self?.surfaceIsCurrent = false }
        if ownsSystemServices {
            // Each host starts with a clipboard of its own, empty.
            UIPasteboard.general.storage = MemoryPasteboardStorage()
            OpenURLAction.systemOpener = { [weak self] url in
                self?.openedURLs.append(url)
                return self != nil
            }
        }
        refresh()
    }

    /// Brings the tree up to date: pending state changes applied, layout redone.
    func refresh() {
        MainQueueDrain.keepingTaskHopsOnTheMainQueue {
            graph.flush(through: .layout, in: size)
            // The views under a resting pointer are found again once the tree changed; what their hover
            // actions change is laid out in the same refresh.
            if graph.refreshPointer(in: size) { graph.flush(through: .layout, in: size) }
        }
    }

    /// The strings of the Text views on screen, as displayed, in tree order.
    public var texts: [String] {
        refresh()
        return graph.textItems().map(\.string)
    }

    /// The on-screen bounds of the first Text showing `text`.
    public func frame(ofText text: String) -> CGRect? { frames(ofText: text).first }

    /// The on-screen bounds of every Text showing `text`, in tree order.
    public func frames(ofText text: String) -> [CGRect] {
        refresh()
        return graph.textItems().filter { $0.string == text }.map(\.frame)
    }

    /// The colour of the current frame at a point (in points: the pixel that covers it), not premultiplied; clear
    /// outside the canvas.
    public func color(at point: CGPoint) -> RGBA {
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.warn("TestHost.color(at:) was given a non-finite point \(point); it reads as clear", key: "testhost-nan-point")
            return RGBA(r: 0, g: 0, b: 0, a: 0)
        }
        let surface = currentSurface()
        let p = surface.pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
        return RGBA(r: p.red, g: p.green, b: p.blue, a: p.alpha)
    }

    // MARK: Input

    /// Presses the pointer at a point (in points), then brings the tree up to date.
    public func pointerDown(at point: CGPoint) {
        refresh()
        MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.pointerDown(at: point) }
        refresh()
    }

    /// Moves the pressed pointer to a point, then brings the tree up to date.
    public func pointerMove(to point: CGPoint) {
        MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.pointerMove(to: point) }
        refresh()
    }

    /// Releases the pointer where it is, then brings the tree up to date.
    public func pointerUp() {
        MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.pointerUp() }
        refresh()
    }

    /// Presses and releases the pointer at a point at the same instant (the tree is updated in between,
    /// so a button's pressed state shows and goes).
    public func tap(at point: CGPoint) {
        pointerDown(at: point)
        pointerUp()
    }

    /// Taps at the centre of the first Text showing `text`; warns (and does nothing) when there is none.
    public func tap(onText text: String) {
        guard let frame = frame(ofText: text) else {
            Diagnostics.warn("TestHost.tap(onText:) found no Text \"\(text)\" on screen; texts: \(texts)",
                             key: "testhost-tap-missing-\(text)")
            return
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Turns the mouse wheel over a point: the innermost ScrollView there scrolls by `delta` points
    /// (positive heights scroll down; with Shift, a vertical delta scrolls horizontally). Returns whether one
    /// did; then brings the tree up to date.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint, modifiers: EventModifiers = []) -> Bool {
        refresh()
        let scrolled = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.scrollWheel(by: delta, at: point, modifiers: modifiers) }
        surfaceIsCurrent = false
        refresh()
        return scrolled
    }

    /// Presses a key as in a window: a control's keyboard shortcut (Return for `.defaultAction`, Escape for
    /// `.cancelAction`), else Tab/Shift-Tab move keyboard focus and Space activates the focused control.
    /// Returns whether anything handled the key; then brings the tree up to date.
    @discardableResult
    public func keyDown(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        refresh()
        let handled = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.keyDown(key, modifiers: modifiers) }
        surfaceIsCurrent = false
        refresh()
        return handled
    }

    /// Sends a held key's repeat, as a window does while a key stays down: the `.repeat` phase of
    /// `onKeyPress`, focus keys again; shortcuts do not repeat. Returns whether anything handled it.
    @discardableResult
    public func keyRepeat(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        refresh()
        let handled = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.keyDown(key, modifiers: modifiers, isRepeat: true) }
        surfaceIsCurrent = false
        refresh()
        return handled
    }

    /// Releases a key: the `onKeyPress` handlers that hear `.up` get it. Returns whether one handled it.
    @discardableResult
    public func keyUp(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        refresh()
        let handled = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.keyUp(key, modifiers: modifiers) }
        surfaceIsCurrent = false
        refresh()
        return handled
    }

    /// Presses and releases a key (`keyDown`, then `keyUp`); returns whether the press was handled.
    @discardableResult
    public func keyPress(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        let handled = keyDown(key, modifiers: modifiers)
        keyUp(key, modifiers: modifiers)
        return handled
    }

    /// The on-screen bounds of the control with keyboard focus (its focus ring surrounds them); nil when none.
    public var keyboardFocusFrame: CGRect? {
        refresh()
        return graph.keyboardFocusBounds
    }

    /// The virtual time step: one frame at 60 Hz.
    static let frameInterval: TimeInterval = 1.0 / 60

    /// Moves virtual time forward by `seconds`, in frames of 1/60 s, stopping exactly at each gesture
    /// timer's time in between. At each step, timers due fire, work queued on the main queue
    /// (`DispatchQueue.main.async`, `Task { @MainActor in }`) runs, and the tree is brought up to date.
    /// A negative, NaN or infinite duration does nothing (with a warning).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            Diagnostics.warn("TestHost.advance(by:) was given \(seconds) seconds; only finite durations of 0 or more move time",
                             key: "testhost-advance-\(seconds)")
            return
        }
        let end = graph.time + seconds
        var steps = 0
        repeat {
            let now = graph.time
            var next = min(now + Self.frameInterval, end)
            if let timer = graph.nextTimerTime, timer < next { next = max(timer, now) }
            let wasAnimating = graph.hasRunningAnimations
            MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.advanceClock(to: next) }
            drainMainQueue()
            refresh()
            if wasAnimating || graph.hasRunningAnimations {
                // A window draws every frame while something animates; drawing is what samples animated values
                // and runs GeometryEffect.effectValue (the seed's FlipEffect writes its binding from there).
                _ = graph.render(size: size)
                surfaceIsCurrent = false
            }
            steps += 1
            if steps > 1_000_000 {
                Diagnostics.warn("TestHost.advance(by:) stopped: timers keep firing at the same instant", key: "testhost-timer-loop")
                break
            }
        } while graph.time < end
    }

    /// Whether a window showing this tree would wake up again without input: a value is animating, or a
    /// timer (a gesture's, a timeline's next date) waits on the clock. An idle tree asks for no frames.
    public var wantsFrames: Bool {
        refresh()
        return graph.hasRunningAnimations || graph.nextTimerTime != nil
    }

    /// Rounds of main-queue work per step before TestHost stops with a warning: far above what a program
    /// queues in one frame (a loop of 10,000 `Task.yield()`s), bounded so that an endless one cannot hang a test.
    static let maxQueueRounds = 10_000

    /// Rounds of main-queue work per step once two steps in a row have used up `maxQueueRounds`: work that
    /// never stops queueing more (a state change that queues itself again through `onChange` and
    /// `DispatchQueue.main.async`) is an endless loop, which a window runs between its frames while it keeps
    /// drawing; TestHost runs a little of it per step from then on, so that `advance(by: 1)` ends.
    static let throttledQueueRounds = 100

    /// How many steps in a row used up their rounds of main-queue work.
    private var exhaustedQueueSteps = 0

    /// Times per step that a layout may queue main-queue work which is then run in the same step (a row laid
    /// out starts its task, which finishes at once). A window lays out once per frame, so work that a layout
    /// queues and that changes the layout again (a size read in `onChange` written back through
    /// `DispatchQueue.main.async`) goes round once per frame there; TestHost allows a few rounds per step,
    /// then leaves the rest to the next step, so such a loop costs a bounded number of layouts per step.
    static let maxLayoutRounds = 8

    /// Runs the work queued on the main queue, and the work it queues, until none is left, bringing the tree
    /// up to date between rounds (an update can start tasks): the same result on every run.
    private func drainMainQueue() {
        MainQueueDrain.keepingTaskHopsOnTheMainQueue { drainMainQueueKeepingHops() }
    }

    private func drainMainQueueKeepingHops() {
        MainQueueDrain.fireDueTimers()
        var rounds = 0, layoutRounds = 0
        let budget = exhaustedQueueSteps >= 2 ? Self.throttledQueueRounds : Self.maxQueueRounds
        while true {
            // Queued work and the updates it causes run without laying out, as between a window's frames.
            while MainQueueDrain.hasQueuedWork || graph.hasPendingUpdates {
                guard rounds < budget else {
                    Diagnostics.warn("TestHost: work on the main queue kept queueing more for \(Self.maxQueueRounds) rounds in one step; the rest runs at the next step, and while it goes on, \(Self.throttledQueueRounds) rounds a step from the third step on",
                                     key: "testhost-queue-rounds")
                    exhaustedQueueSteps += 1
                    return
                }
                rounds += 1
                if MainQueueDrain.hasQueuedWork { MainQueueDrain.runQueuedWork() }
                graph.flush(through: .update)
            }
            // Laying out may queue more (a task of a row that appeared, an onChange of a size).
            refresh()
            guard MainQueueDrain.hasQueuedWork || graph.hasPendingUpdates else {
                exhaustedQueueSteps = 0
                return
            }
            layoutRounds += 1
            if layoutRounds > Self.maxLayoutRounds {
                Diagnostics.warn("TestHost: work queued on the main queue from a layout changed the layout again \(Self.maxLayoutRounds) times in one step (a size written back through DispatchQueue.main.async?); the rest runs at the next step, as a window runs it at its next frame",
                                 key: "testhost-layout-rounds")
                return
            }
        }
    }

    /// The current frame as PNG data.
    public func pngData() -> Data? { currentSurface().pngData() }

    /// The current frame, drawn again only when something changed since the last one.
    func currentSurface() -> RasterSurface {
        // A change that only redraws (a tap that focuses a field shows its caret, and requests no update or
        // layout) must show too, whether or not a frame was drawn since the last input, as in a window.
        if graph.hasPendingUpdates || graph.needsLayoutPass || graph.needsDisplayPass { surfaceIsCurrent = false }
        if let surface, surfaceIsCurrent { return surface }
        let list = graph.render(size: size)
        let damage = graph.takeDamage()
        let kept = surface
        let s = kept ?? RasterSurface(size: size, scale: scale) ?? RasterSurface(size: CGSize(width: 1, height: 1), scale: 1)!
        // A surface kept from the last frame is painted again where the frames since then changed it.
        let rects = kept == nil ? nil : damage.pixelRects(scale: s.scale, width: s.pixelWidth, height: s.pixelHeight)
        s.repaint(list, in: rects, background: .white)
        lastRepaint = rects
        if Self.checksDamage, rects != nil { checkDamage(list, on: s, rects: rects!) }
        surface = s
        surfaceIsCurrent = true
        return s
    }

    /// The device pixel rectangles the last frame painted again; nil when it painted the whole canvas.
    @_spi(Backend) public private(set) var lastRepaint: [PixelRect]?

    /// Whether each partial repaint is compared with a full repaint of the same frame (tests and the fuzzer
    /// set it): a pixel that differs is a change the damage missed, reported in one warning.
    public static var checksDamage = ProcessInfo.processInfo.environment["ATELIER_CHECK_DAMAGE"] == "1"

    private func checkDamage(_ list: DisplayList, on partial: RasterSurface, rects: [PixelRect]) {
        let whole = RasterSurface(pixelWidth: partial.pixelWidth, pixelHeight: partial.pixelHeight, scale: partial.scale)
        whole.repaint(list, in: nil, background: .white)
        let differing: (x: Int, y: Int, partial: UInt32, whole: UInt32)? = partial.withPixels { a, stride in
            whole.withPixels { b, _ in
                for y in 0..<partial.pixelHeight {
                    if memcmp(a + y * stride, b + y * stride, partial.pixelWidth * 4) != 0 {
                        let rowA = (a + y * stride).assumingMemoryBound(to: UInt32.self)
                        let rowB = (b + y * stride).assumingMemoryBound(to: UInt32.self)
                        let x = (0..<partial.pixelWidth).first { rowA[$0] != rowB[$0] } ?? 0
                        return (x, y, rowA[x], rowB[x])
                    }
                }
                return nil
            } ?? nil
        } ?? nil
        guard let differing else { return }
        damageMisses += 1
        let hex = { (v: UInt32) in String(v, radix: 16, uppercase: true) }
        Diagnostics.warn("TestHost: a partial repaint differs from a full repaint at pixel (\(differing.x), \(differing.y)) "
            + "(ARGB \(hex(differing.partial)) against \(hex(differing.whole))); the frame's damage \(rects) missed a change",
                         key: "testhost-damage-missed")
    }

    /// How many partial repaints differed from a full repaint (with `checksDamage` on).
    public private(set) var damageMisses = 0
}

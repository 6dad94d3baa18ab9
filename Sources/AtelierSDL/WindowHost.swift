import Foundation
import CSDL2
@_spi(Backend) import AtelierAccessibility
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Shows one window's view tree in an SDL window: its events (pointer, keys, text, drops, focus) go to the
/// graph, and frames are drawn only while something changed or animates. The app's loop (`DesktopWindows`)
/// runs every window's host and sleeps in SDL's event wait until the earliest one needs it.
@MainActor final class WindowHost {
    /// The time between frames while something animates: 60 Hz (a vsync-paced present may hold it to the display's rate).
    static let frameInterval: TimeInterval = 1.0 / 60
    /// Points scrolled per wheel notch.
    static let pointsPerWheelStep: CGFloat = 40

    let graph: ViewGraph
    let window: SDLWindow
    /// The app's window this host shows; nil for a host of a bare view tree.
    weak var sceneWindow: SceneWindow?
    /// The background the last frame was painted on: a new one (the scheme changed) paints the whole window.
    private var paintedBackground: RGBAColor?
    private var surface: RasterSurface?
    private var needsDisplay = true
    private var pointerIsDown = false
    private var lastFrameTime: TimeInterval = -.infinity
    private let startTime = ProcessInfo.processInfo.systemUptime
    /// The app's bridge to screen readers (AT-SPI), which exports this window's tree while one listens.
    var accessibilityBridge: AccessibilityBridge?
    /// Frames drawn so far (reported by ATELIER_HOST_STATS=1 at exit).
    private(set) var framesDrawn = 0
    /// The system cursors shown for the views' pointer styles.
    private let cursors = SystemCursors()

    init(graph: ViewGraph, window: SDLWindow) {
        self.graph = graph
        self.window = window
        graph.onNeedsUpdate = { [weak self] in self?.needsDisplay = true }
        graph.onPointerStyleChange = { [weak self] style in self?.cursors.show(style) }
    }

    /// Whether SDL's text input is on now.
    private var textInputIsOn = false
    /// The caret rectangle last given to the input method, in window coordinates.
    private var textInputRect: CGRect?

    /// Turns text input on while a field has focus, off otherwise, and tells the input method where the
    /// caret is (its candidate window opens there).
    private func updateTextInput() {
        // SDL's text input is the application's: the window with the keyboard decides it.
        guard window.hasKeyboardFocus else { return }
        let wanted = graph.wantsTextInput
        if wanted != textInputIsOn {
            textInputIsOn = wanted
            if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
            textInputRect = nil
        }
        guard wanted, let caret = graph.textInputRect, caret != textInputRect else { return }
        textInputRect = caret
        let s = window.pointScale
        var rect = SDL_Rect(x: Int32(clamping: Int((caret.minX * s).rounded())), y: Int32(clamping: Int((caret.minY * s).rounded())),
                            w: Int32(clamping: Int(max(1, caret.width * s).rounded())), h: Int32(clamping: Int(max(1, caret.height * s).rounded())))
        SDL_SetTextInputRect(&rect)
    }

    /// Seconds since the host started: the graph's clock follows it.
    private var now: TimeInterval { ProcessInfo.processInfo.systemUptime - startTime }

    /// Draws a frame if one is due and keeps the screen reader's tree current: one turn of the app's loop.
    func turn() {
        frame()
        updateSemantics()
    }

    /// Closes the SDL window and frees what the host made for it.
    func close() {
        accessibilityBridge?.removeWindow(graph)
        cursors.freeAll()
        window.close()
        stat("atelier: window closed after \(framesDrawn) frames, \(cursors.cursorsSet) cursor changes")
    }

    /// Whether ATELIER_HOST_STATS=1 asks for a line per frame and a count at exit (for tests and benchmarks).
    private let statsAreOn = ProcessInfo.processInfo.environment["ATELIER_HOST_STATS"] == "1"

    /// Writes a statistics line to standard error, unbuffered, so that a watching test sees it at once.
    private func stat(_ line: String) {
        guard statsAreOn else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Milliseconds to wait for events: 0 when a frame is due, until the next frame while animating, until
    /// the next gesture or Foundation timer, or -1 (forever) when nothing is scheduled.
    func waitTimeout(nextFoundationTimer: Date?) -> Int32 {
        if needsDisplay || graph.hasPendingUpdates || graph.needsLayoutPass { return 0 }
        var deadline: TimeInterval = .infinity
        if graph.hasRunningAnimations || lastFrameWasAnimating { deadline = lastFrameTime + Self.frameInterval }
        if let timer = graph.nextTimerTime { deadline = min(deadline, timer) }
        if let date = nextFoundationTimer, date < .distantFuture {
            deadline = min(deadline, now + date.timeIntervalSinceNow)
        }
        guard deadline.isFinite else { return -1 }
        let ms = ((deadline - now) * 1000).rounded(.up)
        return Int32(max(0, min(ms, 60_000)))
    }

    /// Whether the last frame drawn showed animations in flight: once they stop, one more frame shows
    /// where they ended.
    private var lastFrameWasAnimating = false

    /// Brings the tree to the present time and draws a frame if anything changed or moves.
    private func frame() {
        graph.advanceClock(to: max(graph.time, now))
        graph.flush(through: .update)
        let size = window.sizeInPoints
        if size != graph.size || graph.needsLayoutPass { needsDisplay = true }
        // The views under a resting pointer hear it once per turn, after a burst of motion or a change of the
        // tree under it; what their hover actions change is drawn in this frame.
        graph.refreshPointer(in: size)
        let animating = graph.hasRunningAnimations
        let frameIsDue = animating && now >= lastFrameTime + Self.frameInterval * 0.5
        guard needsDisplay || frameIsDue || (lastFrameWasAnimating && !animating) else { return }
        needsDisplay = false
        // Paced from the frame's start, so that a present that waits for vsync does not halve the rate.
        lastFrameTime = now
        draw(size: size)
        lastFrameWasAnimating = graph.hasRunningAnimations
        updateTextInput()
    }

    /// Runs the semantics phase while a screen reader reads the window (the bridge is told of changes).
    private func updateSemantics() {
        guard graph.keepsAccessibilityTree else { return }
        graph.flush(through: .semantics)
    }

    private func draw(size: CGSize) {
        // The accessibility tree after the frame is on screen (below), not before it.
        let list = graph.renderDisplay(size: size)
        let (w, h, scale) = window.frameGeometry()
        if (w, h) != window.outputSize {
            Diagnostics.warn("the window is \(window.outputSize.width)x\(window.outputSize.height) pixels, more than a frame can hold; "
                + "it is drawn at \(w)x\(h) and stretched", key: "window-too-large")
        }
        let damage = graph.takeDamage()
        var rects: [PixelRect]?
        // The window's background follows the root's scheme (the desktop's, or a view's preferredColorScheme).
        let background = HostSettings.background(for: graph.environment.colorScheme)
        if let surface, surface.pixelWidth == w, surface.pixelHeight == h, surface.scale == scale, paintedBackground == background {
            // The last frame's pixels are kept: only the damage is painted again and sent to the window.
            rects = damage.pixelRects(scale: scale, width: w, height: h)
        } else {
            surface = RasterSurface(pixelWidth: w, pixelHeight: h, scale: scale)
        }
        guard let surface else { return }
        surface.repaint(list, in: rects, background: background)
        paintedBackground = background
        window.present(surface, updating: rects)
        framesDrawn += 1
        let repainted = rects?.reduce(0) { $0 + $1.width * $1.height } ?? w * h
        stat("atelier: frame \(framesDrawn) at \(w)x\(h) pixels, \(repainted) painted")
        if framesDrawn == 1 {
            // The wall clock, for a script that noted it when it started the process: time to first frame.
            stat(String(format: "atelier: first frame presented at %.6f", Date().timeIntervalSince1970))
            // For profiling the start alone (callgrind counts process start -> first frame on screen).
            if ProcessInfo.processInfo.environment["ATELIER_EXIT_AFTER_FIRST_FRAME"] == "1" { exit(0) }
        }
        graph.flush(through: .semantics)
    }

    // MARK: Events

    func handle(_ event: SDL_Event) {
        graph.advanceClock(to: max(graph.time, now))
        switch event.type {
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                if let sceneWindow { sceneWindow.session?.close(sceneWindow) }
            case SDL_WINDOWEVENT_MINIMIZED.rawValue:
                if let sceneWindow { sceneWindow.session?.windowDidMinimize(sceneWindow) }
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                window.commitPendingState()
                accessibilityBridge?.windowDeactivated(graph)
                // The release will go to another window: the press is cancelled, as when a touch is.
                guard pointerIsDown else { break }
                pointerIsDown = false
                graph.pointerCancel()
                needsDisplay = true
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                window.commitPendingState()
                accessibilityBridge?.windowActivated(graph)
                if let sceneWindow { sceneWindow.session?.windowDidBecomeActive(sceneWindow) }
                updateTextInput()
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                window.forgetShownFrame()
                updateDisplayScale()
                needsDisplay = true
            case SDL_WINDOWEVENT_RESTORED.rawValue:
                if let sceneWindow, sceneWindow.isMinimized { sceneWindow.session?.windowDidRestore(sceneWindow) }
                needsDisplay = true
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
                needsDisplay = true
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                // Hover ends everywhere; a press in progress keeps the pointer (SDL captures it until release).
                if !pointerIsDown { graph.pointerExited() }
            default:
                break  // entering, moving: nothing on screen changes until the pointer moves in
            }
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            graph.flush(through: .layout, in: window.sizeInPoints)
            pointerIsDown = true
            graph.pointerModifiers = KeyMapping.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
            graph.pointerDown(at: point(event.button.x, event.button.y))
            needsDisplay = true
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            graph.flush(through: .layout, in: window.sizeInPoints)
            if graph.secondaryClick(at: point(event.button.x, event.button.y)) { needsDisplay = true }
        case SDL_MOUSEMOTION.rawValue:
            let p = point(event.motion.x, event.motion.y)
            if pointerIsDown {
                graph.pointerMove(to: p)
                needsDisplay = true
            } else {
                graph.hover(at: p)
            }
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            guard pointerIsDown else { break }
            pointerIsDown = false
            let p = point(event.button.x, event.button.y)
            graph.pointerMove(to: p)
            graph.pointerUp()
            // Released outside the window (a drag that left it): the pointer no longer hovers anything here.
            if !CGRect(origin: .zero, size: window.sizeInPoints).contains(p) { graph.pointerExited() }
            needsDisplay = true
        case SDL_MOUSEWHEEL.rawValue:
            // SDL reports the direction the user chose (natural scrolling flips it): content follows it.
            let delta = CGSize(width: CGFloat(event.wheel.preciseX) * Self.pointsPerWheelStep,
                               height: -CGFloat(event.wheel.preciseY) * Self.pointsPerWheelStep)
            // A touchpad's deltas come as fractions of a notch (SDL's precise values), momentum included where the
            // desktop sends it; Shift turns a vertical wheel horizontal.
            let modifiers = KeyMapping.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
            if graph.scrollWheel(by: delta, at: point(event.wheel.mouseX, event.wheel.mouseY), modifiers: modifiers) { needsDisplay = true }
        case SDL_DROPBEGIN.rawValue:
            pendingDrop = []
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            // SDL hands over the string; the host frees it.
            if let raw = event.drop.file {
                let string = String(cString: raw)
                SDL_free(raw)
                let offer = event.type == SDL_DROPFILE.rawValue ? TransferOffer(file: URL(fileURLWithPath: string)) : TransferOffer(text: string)
                if pendingDrop != nil { pendingDrop?.append(offer) } else { deliverDrop([offer]) }
            }
        case SDL_DROPCOMPLETE.rawValue:
            if let offers = pendingDrop { deliverDrop(offers) }
            pendingDrop = nil
        case SDL_KEYDOWN.rawValue:
            handleKey(event.key)
            updateTextInput()
        case SDL_KEYUP.rawValue:
            // Key ups reach the `onKeyPress` handlers that hear `.up`; F12 stays the host's.
            if Int(event.key.keysym.sym) != Int(SDLK_F12.rawValue), let equivalent = KeyMapping.key(event.key.keysym.sym),
               graph.keyUp(equivalent, modifiers: KeyMapping.modifiers(event.key.keysym.mod)) {
                needsDisplay = true
            }
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if graph.insertText(string) { needsDisplay = true }
            updateTextInput()
        case SDL_TEXTEDITING.rawValue:
            var text = event.edit.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if graph.setMarkedText(string) { needsDisplay = true }
            updateTextInput()
        default:
            break
        }
    }

    /// The desktop's scale may have changed (on Wayland, an output's scale), or a frame waits to be shown: the
    /// window looks at its pixels per point again and draws.
    func displayMayHaveChanged() {
        updateDisplayScale()
        needsDisplay = true
    }

    /// Takes the desktop's new interface scale (X11 windows are scaled by the app): the window keeps its size in
    /// points, its pixels follow, and the next frame is drawn at the new scale.
    func setPointScale(_ scale: CGFloat) {
        guard scale != window.pointScale else { return }
        window.setPointScale(scale)
        updateDisplayScale()
        // The caret's rectangle is given to the input method in window coordinates, which have changed.
        textInputRect = nil
        updateTextInput()
        needsDisplay = true
    }

    /// Gives the root view the window's current pixels per point (it changes when the window moves to
    /// a display of another scale).
    private func updateDisplayScale() {
        let scale = window.pixelsPerPoint
        guard graph.environment.displayScale != scale else { return }
        var env = graph.environment
        env.displayScale = scale
        graph.environment = env
    }

    /// Writes the node tree and the last frame's display list to standard error, as they stand (F12).
    private func printDumps() {
        let text = "atelier: node tree (F12)\n" + graph.dumpTree() + "atelier: display list (F12)\n" + graph.dumpDisplayList()
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Files or text dropped from the desktop, gathered between SDL's drop-begin and drop-complete events.
    private var pendingDrop: [TransferOffer]?

    /// Hands a drop from the desktop to the drop target under the pointer.
    private func deliverDrop(_ offers: [TransferOffer]) {
        guard !offers.isEmpty else { return }
        let (x, y) = window.pointerPositionInWindow
        if graph.dropFromOutside(offers, at: point(x, y)) { needsDisplay = true }
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / window.pointScale, y: CGFloat(y) / window.pointScale)
    }

    /// Keys go to the graph (a focused field, key-press handlers, shortcuts, then focus keys), SDL's repeats as
    /// repeats; keys nothing handles are ignored. F12 alone is the
    /// host's: it prints the node tree and the display list to standard error (F12 with a modifier stays free).
    private func handleKey(_ key: SDL_KeyboardEvent) {
        if Int(key.keysym.sym) == Int(SDLK_F12.rawValue), KeyMapping.modifiers(key.keysym.mod).isEmpty {
            if key.repeat == 0 { printDumps() }
            return
        }
        guard let equivalent = KeyMapping.key(key.keysym.sym) else { return }
        if graph.keyDown(equivalent, modifiers: KeyMapping.modifiers(key.keysym.mod), isRepeat: key.repeat != 0) {
            needsDisplay = true
        }
    }
}

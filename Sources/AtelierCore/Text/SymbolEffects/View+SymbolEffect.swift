import Foundation

nonisolated extension View {
    /// Adds a symbol effect that runs each time `value` changes (a bounce, a pulse...).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(SymbolEffectModifier(effect: effect, options: options, trigger: value, isActive: false))
    }

    /// Adds a symbol effect that runs (a pulse, a variable colour) or holds (a scale, a disappearance) while
    /// `isActive` is true.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(SymbolEffectModifier<T, Bool>(effect: effect, options: options, trigger: nil, isActive: isActive))
    }
}

/// A symbol effect on a view: a trigger value (discrete effects) or an active flag (indefinite ones).
struct SymbolEffectModifier<Effect: SymbolEffect, Trigger: Equatable>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let effect: Effect
    let options: SymbolEffectOptions
    /// The value whose changes run a discrete effect; nil for an indefinite one.
    let trigger: Trigger?
    let isActive: Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SymbolEffectNode<Effect, Trigger>(context: context) }
}

/// Draws its content scaled about its centre and faded as the effect is at the graph's time.
@MainActor final class SymbolEffectNode<Effect: SymbolEffect, Trigger: Equatable>:
    EffectModifierNode<SymbolEffectModifier<Effect, Trigger>>, ProjectingNode {
    /// When the runs started, and how many there are (nil: for as long as they may).
    private var runStart: Double?
    private var runCount: Int?
    /// A held effect's motion: from where, to where, since when.
    private var heldFrom = SymbolMotion.rest, heldTo = SymbolMotion.rest, heldStart = -Double.infinity
    /// How long a held effect takes to move.
    private static var heldDuration: Double { 0.3 }

    private var motion: (any SymbolEffectMotion)? {
        guard let effect = modifier?.effect else { return nil }
        return effect as? any SymbolEffectMotion
    }
    private var speed: Double { modifier?.options.speedFactor ?? 1 }

    override func modifierDidChange(from previous: SymbolEffectModifier<Effect, Trigger>?) {
        super.modifierDidChange(from: previous)
        guard let modifier, let motion else { return }
        let now = graph.time
        if let held = motion.heldMotions {
            let target = modifier.isActive ? held.active : held.inactive
            if previous == nil {
                heldFrom = target; heldTo = target
            } else if target != heldTo {
                heldFrom = presentedMotion(at: now)
                heldTo = target
                heldStart = now
                start()
            }
            return
        }
        let options = modifier.options
        if modifier.trigger != nil {
            // A discrete effect runs when the value changes (not when it first shows).
            guard let previous, previous.trigger != modifier.trigger else { return }
            runStart = now
            runCount = options.repeatsIndefinitely ? nil : (options.repeatCount ?? 1)
            start()
        } else if modifier.isActive != (previous?.isActive ?? false) {
            if modifier.isActive {
                runStart = now
                runCount = options.repeatsIndefinitely ? nil : options.repeatCount
                start()
            } else {
                runStart = nil
                setNeedsDisplay()
            }
        }
    }

    private func start() {
        graph.nodeStartedAnimating(self)
        setNeedsDisplay()
    }

    /// Whether runs are still going at `now`.
    private func isRunning(at now: Double) -> Bool {
        guard let runStart, let motion else { return false }
        guard let runCount else { return true }
        return (now - runStart) * speed < Double(runCount) * motion.runDuration
    }

    /// The effect's motion at `now`.
    func presentedMotion(at now: Double) -> SymbolMotion {
        guard let motion else { return .rest }
        if motion.heldMotions != nil {
            let fraction = (now - heldStart) * speed / Self.heldDuration
            return fraction >= 1 ? heldTo : heldFrom.interpolated(to: heldTo, SymbolEffectCurve.easeInOut(fraction))
        }
        guard let runStart, isRunning(at: now) else { return .rest }
        let elapsed = max(0, (now - runStart) * speed)
        return motion.run(at: elapsed.truncatingRemainder(dividingBy: motion.runDuration))
    }

    override var ownAnimationsInFlight: Bool {
        let now = graph.time
        if super.ownAnimationsInFlight || isRunning(at: now) { return true }
        return motion?.heldMotions != nil && (now - heldStart) * speed < Self.heldDuration
    }

    /// The scale about the frame's centre.
    private func projection(for m: SymbolMotion) -> ProjectionTransform {
        guard m.scale != 1 else { return ProjectionTransform() }
        let s = CGFloat(max(m.scale, 0.0001))
        let local = CGAffineTransform(translationX: frame.width / 2, y: frame.height / 2)
            .scaledBy(x: s, y: s)
            .translatedBy(x: -frame.width / 2, y: -frame.height / 2)
        return .absolute(ProjectionTransform(local), in: frame)
    }

    var ownRenderProjection: ProjectionTransform { projection(for: presentedMotion(at: graph.time)) }

    override func apply(to content: DisplayList) -> DisplayList? {
        SymbolEffectNodeDrawing.draw(content, motion: presentedMotion(at: graph.time), projection: projection(for:))
    }
}

/// Draws a drawing with a symbol motion.
enum SymbolEffectNodeDrawing {
    /// `content` scaled by the motion's projection and faded by its opacity; nil when it shows nothing.
    @MainActor static func draw(_ content: DisplayList, motion: SymbolMotion,
                                projection: (SymbolMotion) -> ProjectionTransform) -> DisplayList? {
        guard !content.isEmpty, motion.opacity > 0, motion.scale > 0 else { return nil }
        guard let scaled = content.projected(by: projection(motion)) else { return nil }
        return motion.opacity >= 1 ? scaled : DisplayList([.effect(.opacity(motion.opacity), scaled)])
    }
}

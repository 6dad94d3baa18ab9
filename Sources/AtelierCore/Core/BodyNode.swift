import Foundation
import Observation

/// The node of a view with a body: it installs the view's dynamic properties, evaluates the body
/// while recording what it reads, and keeps the body's node as its only child.
@MainActor final class BodyNode: WrapperNode {
    @exclusivity(unchecked) private(set) var view: (any View)?
    /// The body the child was last updated with: a new environment alone updates the child with it. Kept here
    /// rather than as the child's `currentView`, which made every body's child an extras object (160 bytes).
    @exclusivity(unchecked) private var childView: (any View)?
    /// Storage of the dynamic properties of the value that owns them, by their slot in its layout.
    var slots: [AnyObject?] = []
    /// The environment of the last evaluation, kept when the view reads it (`readsEnvironment`): a new one
    /// evaluates the body again only if a value the view reads differs in it.
    @exclusivity(unchecked) private var evaluatedEnvironment: EnvironmentValues?
    /// What observation callbacks hold to reach this node: a weak reference would give every body node a
    /// side table, which puts each retain and release of it on the runtime's slow path.
    let handle = Handle()
    /// The type of an `@EnvironmentObject` the latest installation found no object for (in the extras: few bodies
    /// miss one, and the field took 16 bytes in every body's node with the allocator's rounding).
    var missingEnvironmentObject: Any.Type? {
        get { extras?.missingEnvironmentObject }
        set {
            if newValue != nil {
                ensuredExtras.missingEnvironmentObject = newValue
            } else if let extras, extras.missingEnvironmentObject != nil {
                extras.missingEnvironmentObject = nil
                dropEmptyExtras()
            }
        }
    }
    // The one-byte fields last, side by side (between the words they took 8 bytes each).
    /// Set when something the body read has changed.
    @exclusivity(unchecked) var needsEvaluation = true
    /// Set when the node was in a state loop that an update bound stopped: what it changes during an update
    /// waits for the next change from outside one (`UpdateScheduler.invalidate`).
    @exclusivity(unchecked) var isInStoppedLoop = false
    /// Whether the view reads the environment.
    @exclusivity(unchecked) private var readsEnvironment = false
    /// Whether the view provides its own body (`CustomBodyProvider`), once asked.
    private var providesCustomBody: Bool?
    /// How many times the body has been evaluated (wrapping): content that a closure of the body made stays
    /// valid while it holds (`ViewNode.owningBodyEvaluations`).
    private(set) var evaluations: UInt32 = 0

    /// Refers to its node until the node goes (the node clears it in its deinit).
    final class Handle: @unchecked Sendable {
        /// The node, while it exists; read on the main thread.
        nonisolated(unsafe) unowned(unsafe) var node: BodyNode?
    }

    override init(context: NodeContext) {
        super.init(context: context)
        handle.node = self
    }

    deinit { handle.node = nil }


    override func update(view newView: any View) {
        // A lazy row made again: its state, saved when it was released, goes back before the first evaluation.
        if view == nil, let saved = graph.updates.restoringRowState { saved.restore(into: self) }
        if let old = view, !needsEvaluation, ViewEquality.equal(old, newView), readsTheSameEnvironment(as: old) {
            // Same value and same environment: the body would be the same; only propagate the environment.
            view = newView
            if let child, child.environment.version != environment.version, let childView {
                child.environment = environment
                child.update(view: childView)
            }
            return
        }
        view = newView
        evaluate()
    }

    /// Evaluates the body and reconciles the child.
    func evaluate() {
        guard let view, isAttached else { return }
        needsEvaluation = false
        readsEnvironment = false
        evaluations &+= 1
        graph.statistics.bodyEvaluations += 1
        evaluate(view)
        evaluatedEnvironment = readsEnvironment ? environment : nil
    }

    /// Whether the values `view` reads from the environment are those its last evaluation read: the same
    /// environment, or one where only values it does not read changed (a level's `dismiss` below it, for a
    /// List that reads its style). A view that installs through a custom body provider is not looked into.
    private func readsTheSameEnvironment(as view: any View) -> Bool {
        guard readsEnvironment else { return true }
        guard let evaluated = evaluatedEnvironment, providesCustomBody == false else { return false }
        if evaluated.version == environment.version { return true }
        guard readsSameEnvironment(view, evaluated) else { return false }
        evaluatedEnvironment = environment
        return true
    }

    /// Whether `view`'s environment properties read the same in this node's environment as in `evaluated`.
    private func readsSameEnvironment<V: View>(_ view: V, _ evaluated: EnvironmentValues) -> Bool {
        DynamicPropertyLayout.of(V.self).readsSameEnvironment(in: view, evaluated, environment)
    }

    /// Evaluates the body of `view` (opened from its box) and reconciles the child with it, its type known.
    private func evaluate<V: View>(_ view: V) {
        // The node's views are all of one type: whether it provides its own body is looked up once (a
        // conformance lookup at every evaluation showed in the profile).
        // A view with a body of its own provides none (no cast: a failed one searched every conformance of the
        // program for each new view type).
        assert(V.Body.self == Never.self || !(view is CustomBodyProvider), "\(V.self) provides a custom body and has a body")
        if providesCustomBody != false, V.Body.self == Never.self, let provider = view as? CustomBodyProvider {
            providesCustomBody = true
            let body = graph.updates.evaluate(for: self) { provider.makeBody(installing: PropertyInstallation(node: self)) }
            child = reconcile(child, with: body, environment: environment)
            childView = body
            return
        }
        providesCustomBody = false
        if let body = graph.updates.evaluate(for: self, { body(ofInstalledCopyOf: view) }) {
            child = reconcile(child, with: body, environment: environment)
            childView = body
        } else {
            child = reconcile(child, with: EmptyView(), environment: environment)
            childView = EmptyView()
        }
    }

    /// The body of a copy of `view` with this node's storage installed; nil when it would read a missing object.
    private func body<V: View>(ofInstalledCopyOf view: V) -> V.Body? {
        var copy = view
        missingEnvironmentObject = nil
        install(into: &copy)
        if let missing = missingEnvironmentObject {
            // The body would read an object that is not there: the view shows nothing until one is.
            Diagnostics.warn("No ObservableObject of type \(missing) found for \(V.self); a View.environmentObject(_:) for \(missing) may be missing as an ancestor of this view. The view is drawn empty.",
                             key: "environment-object-missing-\(missing)-\(V.self)")
            return nil
        }
        return copy.body
    }

    /// Installs this node's storage into `owner`, a copy of the value whose properties this node keeps.
    func install<Owner>(into owner: inout Owner) {
        let layout = DynamicPropertyLayout.of(Owner.self)
        if layout.readsEnvironment { readsEnvironment = true }
        layout.install(into: &owner, slots: &slots, node: self)
    }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let child { child.collectLayoutItems(into: &items) }
    }
    override var isTransparentToContainers: Bool { true }
}

/// What a custom body provider installs its property owner with: the evaluating node's storage.
@MainActor struct PropertyInstallation {
    let node: BodyNode
    /// Installs the node's storage into `owner`.
    func install<Owner>(into owner: inout Owner) { node.install(into: &owner) }
}


extension ViewNode {
    /// Runs one of the program's closures that a view keeps for later (a ForEach's content, a GeometryReader's)
    /// as part of the body that made it: what it reads is tracked for that body, so a change evaluates the body
    /// and the closure again, and state it writes is a write during a view update (one warning).
    func evaluateForOwningBody<T>(_ work: () -> T) -> T {
        guard let owner = owningBody else { return work() }
        return graph.updates.evaluate(for: owner, work)
    }

    /// How many times the body that made this node's view has been evaluated. A closure of that body, run
    /// again while the count holds, would make the same content: its reads are tracked for the body, which a
    /// change they see evaluates again (a closure capturing nothing is the same closure after that).
    var owningBodyEvaluations: UInt32? { owningBody?.evaluations }

    private var owningBody: BodyNode? {
        var node = parent
        while let n = node, !(n is BodyNode) { node = n.parent }
        return node as? BodyNode
    }
}

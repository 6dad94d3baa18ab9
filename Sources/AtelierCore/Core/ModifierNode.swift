import Foundation

/// A modifier built into the graph: it makes a node of its own instead of having a body.
@MainActor protocol PrimitiveModifier {
    func makeNode(in context: NodeContext) -> ViewNode
}

/// The node of a built-in modifier: one child (the modified content); by default it passes layout
/// and drawing straight through, and subclasses change what they modify.
@MainActor class ModifierNode<Modifier>: WrapperNode {
    @exclusivity(unchecked) var modifier: Modifier!
    /// Whether the latest value differed from the one before (compared once per update, for every kind).
    @exclusivity(unchecked) private(set) var modifierValueChanged = true

    override func update(view: any View) {
        guard let modified = view as? ModifiedView, let m = modified.anyModifier as? Modifier else { return }
        update(modifier: m, content: modified.anyContent)
    }

    /// Takes a new value of the modifier and of the content it applies to, the content with its type known when
    /// the view's own update calls (`ModifiedContent.update(_:)`), opened from a box otherwise.
    func update<Content: View>(modifier m: Modifier, content: Content) {
        take(m)
        child = reconcile(child, with: content, environment: childEnvironment)
        contentDidUpdate()
    }

    /// Called after the content was brought up to date, for what a kind does beside it (a mask's own view, a
    /// presentation it starts).
    func contentDidUpdate() {}

    /// Takes a new value of the modifier: compares it with the last one, lets the node kind react, and
    /// marks what the change affects.
    final func take(_ m: Modifier) {
        let previous = modifier
        modifier = m
        modifierValueChanged = previous.map { !ViewEquality.equal($0 as Any, m as Any) } ?? true
        modifierDidChange(from: previous)
        if modifierValueChanged {
            if let previous { invalidate(changeAffects(replacing: previous)) } else { invalidate(.layout) }
        }
        // A new environment redraws a modifier that draws with it (its value may compare equal: Color.primary).
        if drawsWithEnvironment, drawnEnvironmentVersion != environment.version { setNeedsDisplay() }
        drawnEnvironmentVersion = environment.version
    }

    /// Called when the modifier value is replaced, before the child is updated (`modifierValueChanged`
    /// tells whether it differs from the last one).
    func modifierDidChange(from previous: Modifier?) {}

    /// Whether what the modifier draws depends on the environment (a border's colour in dark mode, a focus
    /// ring's tint): a new environment then draws it again. Effects do by default.
    var drawsWithEnvironment: Bool { modifierChangeAffects.contains(.display) }
    private var drawnEnvironmentVersion: UInt64 = .max

    /// What a new value of the modifier affects: layout by default; effects that only change what is
    /// drawn say `.display`, modifiers that only change what the content inherits or does say nothing.
    var modifierChangeAffects: Invalidation { .layout }

    /// What replacing `previous` by the current, different value affects: `modifierChangeAffects`, unless a kind
    /// tells by the two values.
    func changeAffects(replacing previous: Modifier) -> Invalidation { modifierChangeAffects }

    /// The environment the content sees.
    var childEnvironment: EnvironmentValues { environment }

}

/// A modifier node that only changes what its content inherits: containers see through it to each of
/// the content's views, as SwiftUI applies such modifiers to every view of a group.
@MainActor class TransparentModifierNode<Modifier>: ModifierNode<Modifier> {
    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let child { child.collectLayoutItems(into: &items) }
    }
    override var isTransparentToContainers: Bool { true }
    /// The content reacts to what it inherits; the modifier itself lays out and draws nothing.
    override var modifierChangeAffects: Invalidation { [] }
}

extension PrimitiveModifier {
    /// Built-in modifiers have no body; the graph makes their node instead of calling it.
    var primitiveBody: Never {
        fatalError("\(type(of: self)) is a built-in modifier; its body is never evaluated")
    }
}

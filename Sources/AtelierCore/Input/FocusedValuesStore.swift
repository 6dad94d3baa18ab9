import Foundation

/// The focused values of one graph: the values the `focusedSceneValue` writers publish, then those of the
/// `focusedValue` writers around keyboard focus, outermost first, so the innermost wins. Made again after an
/// update in which a writer changed or focus moved; the bodies that read it are marked when it changed.
@MainActor final class FocusedValuesStore: KeyboardFocusObserver {
    private unowned let graph: ViewGraph
    private var writers: [ObjectIdentifier: WeakFocusedValueWriter] = [:]
    private var readers: [ObjectIdentifier: WeakBox] = [:]
    private(set) var values = FocusedValues()
    private var scheduled = false

    init(graph: ViewGraph) {
        self.graph = graph
        graph.keyboardFocus.addObserver(self)
    }

    /// The current values, recording the body being evaluated as a reader.
    func read() -> FocusedValues {
        if let reader = graph.updates.currentEvaluation { readers[ObjectIdentifier(reader)] = WeakBox(reader) }
        return values
    }

    func writerUpdated(_ writer: FocusedValueNode) {
        writers[ObjectIdentifier(writer)] = WeakFocusedValueWriter(value: writer)
        setNeedsUpdate()
    }

    func writerLeft(_ writer: FocusedValueNode) {
        writers[ObjectIdentifier(writer)] = nil
        setNeedsUpdate()
    }

    func keyboardFocusMoved() { setNeedsUpdate() }
    func focusStateChanged() {}

    /// After the update pass (the writers' content exists by then), the values are made again.
    private func setNeedsUpdate() {
        guard !scheduled else { return }
        scheduled = true
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in self?.update() }
    }

    private func update() {
        scheduled = false
        var new = FocusedValues()
        let focused: ViewNode? = graph.keyboardFocus.focused.flatMap { $0.isAttached ? $0 : nil }
        // Scene values hold wherever focus is; deeper writers apply later and win.
        let scene = writers.values.compactMap(\.value).filter { $0.isAttached && $0.modifier?.isSceneWide == true }
        for writer in scene.map({ ($0, $0.depth) }).sorted(by: { $0.1 < $1.1 }) { writer.0.apply(to: &new) }
        var chain: [FocusedValueNode] = []
        var node = focused
        while let current = node {
            if let writer = current as? FocusedValueNode { chain.append(writer) }
            node = current.parent
        }
        for writer in chain.reversed() { writer.apply(to: &new) }
        new.source = nil
        new.focusedTextInput = graph.focusedTextInput
        let changed = !new.isSame(as: values)
        values = new
        guard changed else { return }
        for (key, box) in readers {
            if let reader = box.node, reader.isAttached { graph.updates.invalidate(reader) } else { readers[key] = nil }
        }
    }
}

private struct WeakFocusedValueWriter {
    weak var value: FocusedValueNode?
}

extension ViewGraph {
    /// The graph's focused values, which `@FocusedValue` reads.
    var focusedValues: FocusedValuesStore { service(FocusedValuesStore.self) { FocusedValuesStore(graph: self) } }
}

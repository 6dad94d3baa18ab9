import Foundation

/// A view built from preference values of a subtree elsewhere in the tree (a `PreferenceSource`), in the same
/// update as that subtree even when it comes later in the tree, and built again when the values change.
struct PreferenceSourceReader<Values: Equatable, Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    let source: PreferenceSource
    let read: @MainActor (PreferenceSource) -> Values
    let content: @MainActor (Values) -> Content

    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferenceSourceReaderNode(context: context) }
}

/// Lets the node read and build without knowing the reader's types.
@MainActor protocol PreferenceSourceReading {
    /// The source's values now.
    func readValues() -> Any
    /// Whether two of the reader's values are equal.
    func valuesEqual(_ a: Any, _ b: Any) -> Bool
    func makeContent(_ values: Any) -> any View
}

extension PreferenceSourceReader: PreferenceSourceReading {
    func readValues() -> Any { read(source) }
    func valuesEqual(_ a: Any, _ b: Any) -> Bool { (a as? Values) == (b as? Values) }
    func makeContent(_ values: Any) -> any View { content(values as! Values) }
}

/// The reader's node. Its source may be updated after it in the same pass (a bar above the content it reads), so
/// an update waits for the end of the pass's updates, before layout; after each layout it reads again, and builds
/// anew if the values changed meanwhile.
@MainActor final class PreferenceSourceReaderNode: WrapperNode, PreferenceObserver {
    private var reader: PreferenceSourceReading?
    /// The values the view was last built from.
    private var builtValues: Any?
    /// Whether the update is waiting for the end of the pass.
    private var waitsForSource = false

    override init(context: NodeContext) {
        super.init(context: context)
        graph.preferenceReaders.add(self)
    }

    override func update(view: any View) {
        reader = view as? PreferenceSourceReading
        if !waitsForSource {
            waitsForSource = true
            currentView = view
            graph.updates.deferUpdate(self)
            return
        }
        waitsForSource = false
        guard let reader else { return }
        build(reader, from: reader.readValues())
    }

    private func build(_ reader: PreferenceSourceReading, from values: Any) {
        builtValues = values
        let content = evaluateForOwningBody { reader.makeContent(values) }
        child = reconcile(child, with: content, environment: environment)
    }

    func readPreferences() -> Bool {
        guard let reader, let builtValues, !waitsForSource else { return false }
        let values = reader.readValues()
        if reader.valuesEqual(builtValues, values) { return false }
        build(reader, from: values)
        setNeedsLayout()
        return true
    }
}

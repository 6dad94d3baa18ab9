import Foundation

/// The layer `overlayPreferenceValue` and `backgroundPreferenceValue` put over or under their content: a view
/// built from the content's value for a preference, built again when the value changes.
struct _PreferenceReader<Key: PreferenceKey, Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    let transform: (Key.Value) -> Content
    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferenceReaderNode<Key>(context: context) }
}

/// Lets the node call the reader's closure without knowing its content type.
@MainActor protocol PreferenceReaderView {
    func makeContent(_ value: Any) -> any View
}

extension _PreferenceReader: PreferenceReaderView {
    func makeContent(_ value: Any) -> any View { transform(value as! Key.Value) }
}

/// The node of a preference reader: the layer of a `SecondaryLayerNode`, reading the value its content gives
/// after each layout (anchors resolve then), and building its view again when it changed.
@MainActor final class PreferenceReaderNode<Key: PreferenceKey>: WrapperNode, PreferenceObserver {
    private var reader: PreferenceReaderView?
    /// The value the view was last built for.
    private var builtValue: Key.Value?

    override init(context: NodeContext) {
        super.init(context: context)
        graph.preferenceReaders.add(self)
    }

    /// The content's value: the overlaid view's, not this layer's.
    private var currentValue: Key.Value {
        (parent as? SecondaryLayerNode)?.child?.preferenceValue(Key.self) ?? Key.defaultValue
    }

    override func update(view: any View) {
        reader = view as? PreferenceReaderView
        build(for: builtValue ?? currentValue)
    }

    private func build(for value: Key.Value) {
        guard let reader else { return }
        builtValue = value
        let content = evaluateForOwningBody { reader.makeContent(value) }
        child = reconcile(child, with: content, environment: environment)
    }

    func readPreferences() -> Bool {
        let value = currentValue
        if let builtValue, ViewEquality.equal(builtValue as Any, value as Any) { return false }
        build(for: value)
        setNeedsLayout()
        return true
    }
}

nonisolated extension View {
    /// Puts a view made from this view's value for a preference in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(_PreferenceReader<K, V>(transform: transform), alignment: alignment)
    }

    /// Puts a view made from this view's value for a preference behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(_PreferenceReader<K, V>(transform: transform), alignment: alignment)
    }
}

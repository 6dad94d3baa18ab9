/// A stored property of a view that the graph updates before each body evaluation (State, Binding, Environment...).
public protocol DynamicProperty {
    /// Called before the body is evaluated, after the graph has installed the property's storage.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: most properties need no work beyond the storage the graph installs.
    public mutating func update() {}
}

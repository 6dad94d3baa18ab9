/// A stored property of a view that the graph updates before each body evaluation (State, Binding, Environment...).
public protocol DynamicProperty {
    /// Called before the body is evaluated, after the graph has installed the property's storage.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

import Foundation

/// A key for a value that a view hands its layout container (`layoutValue(key:value:)`), read by the
/// container through `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview has when nothing sets one.
    static var defaultValue: Value { get }
}

extension LayoutSubview {
    /// The value the subview gives `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        MainThreadLayout.run { node.layoutValue(forKey: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
    }
}

nonisolated extension View {
    /// Gives this view a value for `key`, read by the layout container that places it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}

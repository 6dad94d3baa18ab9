/// A named value a view produces for its ancestors (`preference(key:value:)`), combined up the tree with
/// `reduce` where several views of a subtree produce one.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view produces one.
    static var defaultValue: Value { get }
    /// Combines the next sibling's value into the values so far, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value == Void {
    /// No value.
    public static var defaultValue: Void { () }
    /// Nothing to combine.
    public static func reduce(value: inout Void, nextValue: () -> Void) {}
}

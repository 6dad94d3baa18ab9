import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be: text styles take iOS's point
/// size for it, and a custom font made with `Font.custom(_:size:relativeTo:)` scales with its text style.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// A larger accessibility size.
    case accessibility2
    /// A larger accessibility size.
    case accessibility3
    /// A larger accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position of the size in `allCases`, which indexes `Font.TextStyle`'s size table.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The current Dynamic Type size (default `.large`, where text styles have their usual sizes).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.dynamicTypeSize, value: size))
    }

    /// Limits the Dynamic Type size within the view to the given range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lower = allowed.first, let upper = allowed.last else { return }
            size = min(max(size, lower), upper)
        }
    }
}

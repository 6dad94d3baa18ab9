import Foundation

/// Shows a hover effect while the pointer is over the content; what `hoverEffect(_:isEnabled:)` applies. The
/// pointer keeps its shape (there is no pointer morphing on a desktop): a highlight is a platter drawn behind
/// the view, a lift a slight scale, both only while hover effects are enabled in the environment.
struct _HoverEffectModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let effect: HoverEffect
    let isEnabled: Bool
    @State private var isHovered = false
    @Environment(\.isHoverEffectEnabled) private var effectsEnabled

    /// How far the highlight platter reaches past the view, its corner radius, and how much a lift scales.
    static let platterOutset: CGFloat = 4
    static let platterCornerRadius: CGFloat = 8
    static let liftScale: CGFloat = 1.04

    @MainActor func body(content: Content) -> some View {
        let active = isHovered && isEnabled && effectsEnabled
        return content
            .background {
                if active, effect.kind != .lift {
                    RoundedRectangle(cornerRadius: Self.platterCornerRadius, style: .continuous)
                        .fill(Color.primary.opacity(0.08))
                        .padding(-Self.platterOutset)
                }
            }
            .scaleEffect(active && effect.kind == .lift ? Self.liftScale : 1)
            .onHover { isHovered = $0 }
    }
}

/// The environment key behind `isHoverEffectEnabled`.
private struct IsHoverEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows hover effects
    /// to be displayed (the built-in styles' hover highlights among them).
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Applies a hover effect to this view when the pointer is over it, if `isEnabled`.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }

    /// Adds a condition that controls whether this view can display hover effects (the built-in styles'
    /// highlights included); an outer `hoverEffectDisabled()` holds for everything inside it.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { enabled in
            if disabled { enabled = false }
        }
    }
}

import Foundation

/// The kind of an action an assistive technology can ask of an element.
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case `default`, escape, magicTap, delete, showMenu, named(String) }
    let kind: Kind
    private init(kind: Kind) { self.kind = kind }
    /// The element's primary action (a double tap in VoiceOver, "click" over AT-SPI).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismisses what the element belongs to.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The app's most important action at the moment.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// Deletes the element's content.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// Shows the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)
    /// A program's own action, by its name.
    public init(named name: Text) { kind = .named(name.plainString) }
}

/// The direction an adjustable element is asked to move in.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up a step.
    case increment
    /// Down a step.
    case decrement
}

/// Actions a view's elements offer to assistive technologies (`accessibilityAction`,
/// `accessibilityAdjustableAction`, `accessibilityScrollAction`).
struct _AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
    enum Action {
        case kind(AccessibilityActionKind, @MainActor () -> Void)
        case adjustable(@MainActor (AccessibilityAdjustmentDirection) -> Void)
        case scroll(@MainActor (Edge) -> Void)
    }
    let action: Action
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityActionNode(context: context) }
}

/// The node of an accessibility action: the action is added to the elements of the view below (the view
/// becomes one element if it has none).
@MainActor final class AccessibilityActionNode: ModifierNode<_AccessibilityActionModifier>, SemanticsNode {
    // The closures are new with each body: the semantics are made again, nothing else.
    override var modifierChangeAffects: Invalidation { .semantics }

    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        guard let action = modifier?.action else { return builder.childElements(of: self) }
        var elements = builder.childElements(of: self)
        if elements.isEmpty {
            elements = [SemanticsElement(id: builder.elementID(for: self), role: .group, frameNodes: [self])]
        }
        return elements.map { element in
            let e = element.copy()
            switch action {
            case .kind(let kind, let perform):
                switch kind.kind {
                case .default:
                    e.performers.activate = perform
                    e.role = SemanticsComposition.role(e.role, traits: e.traits.union(.isButton))
                case .escape: e.performers.escape = perform
                case .magicTap: e.performers.named.append(("magic tap", perform))
                case .delete: e.performers.named.append(("delete", perform))
                case .showMenu: e.performers.named.append(("show menu", perform))
                case .named(let name): e.performers.named.append((name, perform))
                }
            case .adjustable(let adjust):
                e.performers.increment = { adjust(.increment) }
                e.performers.decrement = { adjust(.decrement) }
                if e.role == .staticText || e.role == .group { e.role = .slider }
            case .scroll(let scroll):
                for edge in Edge.allCases { e.performers.scroll.append((edge, { scroll(edge) })) }
            }
            return e
        }
    }
}

nonisolated extension View {
    /// Adds an action of a kind (the default one, escape...) to the view's element.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(action: .kind(actionKind, handler)))
    }
    /// Adds a named action to the view's element.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }
    /// Adds a named action to the view's element, named with a string.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: Text(String(name))), handler)
    }
    /// Makes the view's element adjustable: an assistive technology increments and decrements it.
    public func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(_AccessibilityActionModifier(action: .adjustable(handler)))
    }
    /// Lets an assistive technology scroll the view's content towards an edge.
    public func accessibilityScrollAction(_ handler: @escaping @MainActor (Edge) -> Void) -> some View {
        modifier(_AccessibilityActionModifier(action: .scroll(handler)))
    }
}

import Foundation

// The one mechanism behind every style protocol (ButtonStyle, PrimitiveButtonStyle, ToggleStyle, LabelStyle,
// ListStyle, TabViewStyle..., and ControlStyle for a program's own controls). The environment keeps, per kind of
// style, a stack of type-erased styles, the nearest last. A style modifier pushes; a control draws the
// nearest style of its kind (its kind's automatic style when the stack is empty), and the style's body
// sees the stack without that style, so that a control of the same kind inside it resolves to the next
// style further out: never to itself, and nothing recurses. Styles do not chain on their own.
//
// A kind is all a style protocol adds: an enum naming its configuration, erasing a style of the protocol
// (how such a style draws) and naming its automatic style. The public protocols stay independent of each
// other and of any protocol here, so that one type may be a ButtonStyle and a ToggleStyle at once.

/// A kind of style with a stack of its own in the environment: one per style protocol.
@MainActor protocol StyleKind {
    /// What a style of this kind turns into a view.
    associatedtype Configuration
    /// The style a control of this kind gets where no style was set.
    static var automatic: AnyStyle<Self> { get }
}

/// A style of some kind with its type erased: the style value, and how it draws a configuration. Two are
/// equal when their values are, field by field as views compare, so that an equal style set again does not
/// re-evaluate the bodies below; the drawing is left out since a kind draws every value of a type alike.
struct AnyStyle<Kind: StyleKind>: Equatable {
    /// The style value.
    let value: Any
    /// The view for a configuration.
    let makeView: @MainActor (Kind.Configuration) -> any View

    /// Erases `style`, drawn by `draw` in a node of its own, where the style's `@State`, `@Environment` and
    /// `@GestureState` live for that control.
    nonisolated init<S>(_ style: S, draw: @escaping @MainActor (S, Kind.Configuration) -> any View) {
        value = style
        // The style value is made in the program's view code and drawn on the main actor only.
        nonisolated(unsafe) let style = style
        makeView = { configuration in StyleBody(style: style, configuration: configuration, render: draw) }
    }

    /// Erases `style`, whose view `makeView` makes without installing the style's properties: for a view
    /// that evaluates the style in a node of its own further down.
    nonisolated init<S>(_ style: S, makeView: @escaping @MainActor (Kind.Configuration) -> any View) {
        value = style
        self.makeView = makeView
    }

    static func == (a: Self, b: Self) -> Bool { ViewEquality.equal(a.value, b.value) }
}

/// The style stacks of an environment, one per kind, the nearest style last.
struct StyleStacks: @unchecked Sendable {
    private var stacks: [ObjectIdentifier: [Any]] = [:]
    /// A new number after every change, so that a saved copy can be told apart cheaply.
    private(set) var id: UInt64 = 0
    nonisolated(unsafe) private static var nextID: UInt64 = 1

    /// How many styles of a kind are in effect.
    func depth<K: StyleKind>(of kind: K.Type) -> Int { stacks[ObjectIdentifier(kind)]?.count ?? 0 }

    /// The nearest style of a kind and how many styles of the kind are further out; the kind's
    /// automatic style (with none further out) when no style was set.
    @MainActor func resolve<K: StyleKind>(_ kind: K.Type) -> (style: AnyStyle<K>, outer: Int) {
        guard let stack = stacks[ObjectIdentifier(kind)], let last = stack.last as? AnyStyle<K> else {
            return (K.automatic, 0)
        }
        return (last, stack.count - 1)
    }

    /// Puts a style of a kind in effect, nearest of all.
    mutating func push<K: StyleKind>(_ style: AnyStyle<K>) {
        stacks[ObjectIdentifier(K.self), default: []].append(style)
        changed()
    }

    /// Keeps only the `count` outermost styles of a kind.
    mutating func truncate<K: StyleKind>(_ kind: K.Type, to count: Int) {
        let key = ObjectIdentifier(kind)
        guard let stack = stacks[key], stack.count > count else { return }
        stacks[key] = Array(stack.prefix(max(0, count)))
        changed()
    }

    private mutating func changed() {
        id = StyleStacks.nextID
        StyleStacks.nextID &+= 1
    }
}

private struct StyleStacksKey: EnvironmentKey {
    static var defaultValue: StyleStacks { StyleStacks() }
}

extension EnvironmentValues {
    /// The style stacks in effect, one per kind of style.
    var styleStacks: StyleStacks {
        get { self[StyleStacksKey.self] }
        set { self[StyleStacksKey.self] = newValue }
    }
}

/// Puts a style in effect for the content, nearest of its kind; what every style modifier applies.
struct StyleModifier<Kind: StyleKind>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The style.
    let style: AnyStyle<Kind>
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.styleStacks.push(m.style)
        })
    }
}

/// Gives a style's body the stack of its kind without that style (and any nearer one).
struct StyleStackTruncation<Kind: StyleKind>: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// How many of the kind's styles stay in effect.
    let count: Int
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.styleStacks.truncate(Kind.self, to: m.count)
        })
    }
}

/// Puts back the style stacks a control saw, for content the control hands to its style (a label):
/// a control inside a label resolves as it would where the label was written.
struct StyleStackRestoration: Equatable {
    /// The stacks to restore.
    let stacks: StyleStacks
    static func == (a: Self, b: Self) -> Bool { a.stacks.id == b.stacks.id }
}

/// The node of a style's label: an environment writer that puts back the style stacks its control saw.
@MainActor func makeStyleLabelNode(context: NodeContext) -> ViewNode {
    EnvironmentWriterNode(context: context, write: { env, modifier in
        if let restoration = modifier as? StyleStackRestoration { env.styleStacks = restoration.stacks }
    })
}

/// A part of a style's configuration (a label, a content): the view the control was given, drawn with the
/// style stacks the control saw, so that a control inside it resolves as it would where it was written.
@MainActor protocol StyleConfigurationPart: PrimitiveView, ModifiedView {
    /// The view the control was given.
    var content: any View { get }
    /// The style stacks the control saw.
    var stacks: StyleStacks { get }
}

extension StyleConfigurationPart {
    func makeNode(in context: NodeContext) -> ViewNode { makeStyleLabelNode(context: context) }
    var anyModifier: Any { StyleStackRestoration(stacks: stacks) }
    var anyContent: any View { content }
}

/// A style's body for one configuration, evaluated by its own node: the style value owns the dynamic
/// properties (installed per control, kept across updates), `render` calls its `makeBody`.
struct StyleBody<Style, Configuration>: View, CustomBodyProvider {
    let style: Style
    let configuration: Configuration
    let render: @MainActor (Style, Configuration) -> any View

    var body: Never { fatalError("StyleBody is evaluated through makeBody(installing:)") }
    func makeBody(installing installation: PropertyInstallation) -> any View {
        var owner = style
        installation.install(into: &owner)
        return render(owner, configuration)
    }
}

extension StyleStacks {
    /// The view of a control of kind `K`: its nearest style's body for the configuration that `make`
    /// builds (given these stacks, for the control's label), seeing the stack without that style.
    @MainActor func body<K: StyleKind>(for kind: K.Type, _ make: (StyleStacks) -> K.Configuration) -> some View {
        let (style, outer) = resolve(kind)
        let view: any View = style.makeView(make(self))
        return AnyView(view).modifier(StyleStackTruncation<K>(count: outer))
    }
}

extension View {
    /// Puts a style in effect for this view and the views inside it: what every style modifier returns.
    nonisolated func style<K: StyleKind>(_ style: AnyStyle<K>) -> some View { modifier(StyleModifier(style: style)) }
}

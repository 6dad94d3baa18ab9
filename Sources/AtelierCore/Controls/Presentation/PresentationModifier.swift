import Foundation

/// Presents a view over the window while its condition holds (the one mechanism behind sheet,
/// fullScreenCover, popover, alert and confirmationDialog): the presented view gets the environment of the
/// view that presents it, a `dismiss` action that turns the condition off, and the keyboard while it shows;
/// focus comes back where it was when it goes.
struct PresentationModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Whether the view shows.
    let isPresented: Bool
    /// Turns the condition off (dismissing from inside, or by Escape).
    let dismiss: @MainActor () -> Void
    /// Runs after the view has gone.
    let onDismiss: (@MainActor () -> Void)?
    /// The presented view, in its container (a sheet's, an alert's), given the dismiss action.
    let content: @MainActor () -> AnyView
    let transition: AnyTransition
    /// A sheet (or a full-screen cover): one at a time from one place (`SheetSlots`).
    var isSheet = false
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PresentationModifierNode(context: context) }
}

/// The node of a presentation: presents and dismisses its view in the graph's root overlays.
@MainActor final class PresentationModifierNode: TransparentModifierNode<PresentationModifier> {
    private var presented = false
    /// What had keyboard focus when the view was presented.
    private weak var focusBefore: (any KeyboardFocusable)?

    /// Where this presenter's sheet comes from (see `SheetSlots`), as of its latest update.
    private var sheetContext: ObjectIdentifier?

    override func contentDidUpdate() {
        guard let modifier else { return }
        if modifier.isPresented {
            present(modifier)
        } else if presented {
            takeAway()
        } else if modifier.isSheet {
            graph.sheetSlots.release(self, in: sheetContext, graph: graph)  // no longer waiting
        }
    }

    override func willDetach() -> [ViewNode] {
        if presented { takeAway() } else if modifier?.isSheet == true { graph.sheetSlots.release(self, in: sheetContext, graph: graph) }
        return super.willDetach()
    }

    /// Presents now if the condition still holds: a waiting sheet's turn.
    func presentIfWanted() {
        guard isAttached, !presented, let modifier, modifier.isPresented else { return }
        present(modifier)
    }

    private func present(_ modifier: PresentationModifier) {
        if modifier.isSheet, !presented {
            sheetContext = environment.sheetContext
            guard graph.sheetSlots.claim(self, in: sheetContext) else { return }
        }
        var env = childEnvironment
        env.dismiss = DismissAction(action: modifier.dismiss)
        env.isPresented = true
        env.sheetContext = ObjectIdentifier(self)
        // The content closure reads the presenter's state: a change there evaluates the presenter again.
        let content = evaluateForOwningBody { modifier.content() }
        let view = AnyView(content.modifier(EnvironmentReplacement(environment: env)).transition(modifier.transition))
        let entry = RootOverlays.Entry(id: ObjectIdentifier(self), view: view, isModal: true)
        if !presented {
            presented = true
            focusBefore = graph.keyboardFocus.focused
            graph.keyboardFocus.focused = nil
            withPresentationAnimation { graph.rootOverlays.present(entry) }
        } else {
            graph.rootOverlays.present(entry)
        }
    }

    private func takeAway() {
        presented = false
        withPresentationAnimation { graph.rootOverlays.dismiss(ObjectIdentifier(self)) }
        if modifier?.isSheet == true { graph.sheetSlots.release(self, in: sheetContext, graph: graph) }
        if let before = focusBefore, before.isAttached { graph.keyboardFocus.focused = before } else { graph.keyboardFocus.focused = nil }
        if let onDismiss = modifier?.onDismiss {
            graph.postUpdateActions.enqueue(in: graph) { onDismiss() }
        }
    }

    /// Presentations come and go with the system's animation unless the change disabled animations.
    private func withPresentationAnimation(_ change: () -> Void) {
        if TransactionStack.current?.disablesAnimations == true || updateTransaction.disablesAnimations {
            change()
        } else {
            withAnimation(.easeInOut(duration: 0.35), change)
        }
    }
}

/// Gives a presented view the whole environment of the view that presented it.
struct EnvironmentReplacement: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let environment: EnvironmentValues
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            if let m = modifier as? EnvironmentReplacement { env = m.environment }
        })
    }
}

/// A way out of a presentation from the keyboard: Escape dismisses (after the presented view's own
/// cancel button, which comes first).
struct PresentationEscape: View {
    let action: @MainActor () -> Void
    var body: some View {
        Button(action: action) { EmptyView() }
            .keyboardShortcut(.cancelAction)
            .hidden()
            .frame(width: 0, height: 0)
    }
}

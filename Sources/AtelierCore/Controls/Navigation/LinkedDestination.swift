import Foundation
import Observation

/// The destination of a view link while it is pushed: the link puts its current destination here each time it
/// is evaluated, and the pushed level shows what is here, so the level follows the link as in SwiftUI (a
/// `.navigationLink` Picker's options list shows the options of now, not those of the tap).
@MainActor final class LinkedDestination: Observable {
    private let registrar = ObservationRegistrar()
    private var current: AnyView?
    /// How many levels show it (a link tapped again pushes again); the link updates it only while some do.
    var pushes = 0

    /// Made with each link value (a link's initializers are nonisolated); the state keeps the first.
    nonisolated init() {}

    /// The destination as the link last made it; reading it in a body evaluates that body again when it changes.
    var view: AnyView {
        get {
            registrar.access(self, keyPath: \.view)
            return current ?? AnyView(EmptyView())
        }
        set {
            registrar.withMutation(of: self, keyPath: \.view) { current = newValue }
        }
    }
}

/// A pushed level that shows a link's current destination.
struct LinkedDestinationView: View {
    let destination: LinkedDestination
    var body: some View { destination.view }
}

/// Keeps a pushed link's destination current: on each update of the link, while a level shows it, the
/// destination is made again from the link's closure (after the link's body, so that no body is being
/// evaluated when the pushed level is told).
struct LinkedDestinationUpdate: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let destination: LinkedDestination?
    let make: (@MainActor () -> AnyView)?
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { LinkedDestinationUpdateNode(context: context) }
}

/// The node of `LinkedDestinationUpdate`.
@MainActor final class LinkedDestinationUpdateNode: TransparentModifierNode<LinkedDestinationUpdate> {
    override func modifierDidChange(from previous: LinkedDestinationUpdate?) {
        guard previous != nil, let modifier, let destination = modifier.destination, destination.pushes > 0,
              let make = modifier.make else { return }
        // What the closure reads is read for the link's body, so a change there evaluates the link again.
        let view = evaluateForOwningBody { make() }
        destination.view = view
    }
}

import Foundation

/// Groups of controls that you can add to existing command menus: before, after or in place of the
/// standard commands at a placement.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    nonisolated(unsafe) let content: Content

    /// A value describing the addition of the given views to the beginning of the indicated group.
    nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .before, content: addition())
    }

    /// A value describing the addition of the given views to the end of the indicated group.
    nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .after, content: addition())
    }

    /// A value describing the complete replacement of the contents of the indicated group with the given views.
    nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .replacing, content: addition())
    }

    nonisolated init(placement: CommandGroupPlacement, position: CommandGroupPosition, content: Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }

    /// Built-in: the menu bar asks for its view.
    public var body: Never { return primitiveCommandsBody }

    var commandsView: AnyView { AnyView(CommandContentView(owner: .group(placement, position), content: content)) }
}

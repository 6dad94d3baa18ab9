import Foundation

/// Conforming types represent a group of related commands that can be exposed to the user via the main menu
/// (on Linux, the menu bar drawn in each window) and their keyboard shortcuts.
@MainActor @preconcurrency public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Built-in commands say which views they stand for instead of having a body.
@MainActor protocol PrimitiveCommands {
    /// The views of these commands; each `CommandMenu` and `CommandGroup` among them shows its content only
    /// where the environment's `commandsSelection` asks for it.
    var commandsView: AnyView { get }
}

extension PrimitiveCommands {
    /// Built-in commands have no body; the menu bar asks them for their views instead.
    var primitiveCommandsBody: Never {
        fatalError("\(type(of: self)) is a built-in command group; its body is never evaluated")
    }
}

/// The views of any commands: a built-in's own, or a program's commands evaluated as a view, so that their
/// dynamic properties (`@FocusedValue`, `@Environment`, `@State`) live in a node as a view's do.
@MainActor func viewOfCommands(_ commands: any Commands) -> AnyView {
    if let primitive = commands as? any PrimitiveCommands { return primitive.commandsView }
    return AnyView(CommandsBodyView(commands: commands))
}

/// A program's commands as a view: the node installs its storage into a copy of the commands, whose body
/// then becomes views.
struct CommandsBodyView: View, CustomBodyProvider {
    let commands: any Commands

    var body: Never { fatalError("CommandsBodyView is evaluated through makeBody(installing:)") }

    func makeBody(installing installation: PropertyInstallation) -> any View { Self.body(of: commands, installation) }

    private static func body<C: Commands>(of commands: C, _ installation: PropertyInstallation) -> any View {
        var copy = commands
        installation.install(into: &copy)
        return viewOfCommands(copy.body)
    }
}

/// Commands that contain nothing.
public struct EmptyCommands: Commands, PrimitiveCommands, _RemoveGlobalActorIsolation {
    /// Creates an empty command hierarchy.
    public init() {}
    /// Built-in: nothing to show.
    public var body: Never { return primitiveCommandsBody }
    var commandsView: AnyView { AnyView(EmptyView()) }
}

/// Several commands built by `CommandsBuilder`, in order.
public struct _CommandsGroup: Commands, PrimitiveCommands, _RemoveGlobalActorIsolation {
    let items: [any Commands]
    /// Built-in: its items' views, in order.
    public var body: Never { return primitiveCommandsBody }
    var commandsView: AnyView {
        let views = items.map(viewOfCommands)
        return AnyView(ForEach(views.indices, id: \.self) { views[$0] })
    }
}

import Foundation

/// A part of an app's user interface with a life cycle managed by the system; a window group is one.
@MainActor @preconcurrency public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Built-in scenes say which windows they describe instead of having a body.
@MainActor protocol PrimitiveScene {
    /// The windows this scene describes, outermost modifiers applied.
    func windowDescriptions() -> [WindowDescription]
}

extension PrimitiveScene {
    /// Built-in scenes have no body; hosts ask them for their windows instead.
    var primitiveSceneBody: Never {
        fatalError("\(type(of: self)) is a built-in scene; its body is never evaluated")
    }
}

extension Scene {
    /// The windows a scene describes: its own if built in, else its body's.
    @_spi(Backend) public var windowDescriptions: [WindowDescription] {
        if let primitive = self as? any PrimitiveScene { return primitive.windowDescriptions() }
        return body.windowDescriptions
    }
}

import Foundation

/// A scene whose windows are adjusted by a modifier such as `defaultSize(_:)`.
@MainActor @preconcurrency public struct _SceneWindowModifier<Content: Scene>: Scene, PrimitiveScene {
    nonisolated(unsafe) let content: Content
    let adjust: @MainActor (inout WindowDescription) -> Void

    nonisolated init(content: Content, adjust: @escaping @MainActor (inout WindowDescription) -> Void) {
        self.content = content
        self.adjust = adjust
    }

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        content.windowDescriptions.map { var w = $0; adjust(&w); return w }
    }
}

nonisolated extension Scene {
    /// Sets a default size for a window created from this scene.
    public func defaultSize(_ size: CGSize) -> some Scene {
        // As with view modifiers, the innermost setting wins.
        _SceneWindowModifier(content: self) { window in
            if window.defaultSize == nil { window.defaultSize = size }
        }
    }

    /// Sets a default width and height for a window created from this scene.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// Sets the kind of resizability to use for a window created from this scene.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _SceneWindowModifier(content: self) { window in
            if window.resizability == nil { window.resizability = resizability }
        }
    }

    /// Sets a default position for a window created from this scene (a point of the screen's visible area).
    @_disfavoredOverload
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        _SceneWindowModifier(content: self) { window in
            if window.defaultPosition == nil { window.defaultPosition = position }
        }
    }
}

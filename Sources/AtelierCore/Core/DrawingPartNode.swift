import Foundation

/// A node its parent positions itself, outside layout (a text field's paragraphs and caret): it draws where
/// the parent says and has no frame of its own.
@MainActor protocol DrawingPartNode: ViewNode {}

extension ViewNode {
    /// Whether layout gives the node its frame, so that it is drawn only once placed: not the root (the host
    /// gives it the window's rect), a node containers see through (they place its views, not it), or a part
    /// its parent positions itself.
    final var takesItsFrameFromLayout: Bool {
        depth > 0 && !isTransparentToContainers && !(self is DrawingPartNode)
    }
}

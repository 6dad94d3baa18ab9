import Foundation
@_spi(Backend) import AtelierCore

extension TestHost {
    /// Moves the pointer, no button down, to a point (in points), as a mouse does before it clicks; then brings
    /// the tree up to date: hover regions hear it enter, move or leave, and the pointer style follows.
    public func hover(at point: CGPoint) {
        refresh()
        graph.hover(at: point)
        refresh()
    }

    /// Moves the pointer out of the window: hover ends everywhere and a tooltip goes.
    public func pointerExit() {
        refresh()
        MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.pointerExited() }
        refresh()
    }

    /// The pointer style (cursor) a window would show now, for the views under the resting pointer.
    public var pointerStyle: PointerStyle {
        refresh()
        return graph.pointerStyle
    }

    /// Moves the pointer to a point and returns the pointer style shown there.
    public func pointerStyle(at point: CGPoint) -> PointerStyle {
        hover(at: point)
        return graph.pointerStyle
    }

    /// The text of the tooltip shown now, as plain text; nil when none shows.
    public var tooltip: String? {
        refresh()
        return graph.tooltipText
    }
}

import Foundation

// The resting pointer as hosts report it and read it back: motion with no button down, the pointer leaving the
// window, the refresh after each change of the tree, and the pointer style to show.

extension ViewGraph {
    /// The pointer moved to a window point with no button down. The views under it hear it at the next
    /// `refreshPointer(in:)` (a burst of motion costs one hit test); a non-finite point is ignored with a warning.
    @_spi(Backend) public func hover(at point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.warn("hover(at:) was given a non-finite point \(point); the event is ignored", key: "pointer-non-finite")
            return
        }
        pointerTracker.move(to: point)
        scrollBarInteraction.pointerMoved(to: point)
    }

    /// The pointer left the window: hover ends everywhere, a tooltip goes, the pointer style resets.
    @_spi(Backend) public func pointerExited() {
        pointerTracker.exit()
    }

    /// Finds the views under the pointer again if it moved or the tree changed under it since the last time,
    /// laying out in `size` first: hosts call it once per turn of their loop, before drawing. Hover actions run
    /// here; returns whether any ran or a tooltip came or went.
    @_spi(Backend) @discardableResult
    public func refreshPointer(in size: CGSize? = nil) -> Bool {
        pointerTracker.refresh(in: size)
    }

    /// The pointer style the views under the pointer ask for (`.default` when none does, or outside the window).
    @_spi(Backend) public var pointerStyle: PointerStyle { pointerTracker.pointerStyle }

    /// Called when `pointerStyle` changes, with the new style: a window host sets its cursor here.
    @_spi(Backend) public var onPointerStyleChange: ((PointerStyle) -> Void)? {
        get { pointerTracker.onPointerStyleChange }
        set { pointerTracker.onPointerStyleChange = newValue }
    }

    /// The text of the tooltip shown now, as plain text; nil when none shows.
    @_spi(Backend) public var tooltipText: String? { pointerTracker.tooltips.shownText?.plainString }

    /// A key went down: a tooltip goes, as on every desktop.
    func keyPressedForPointer() {
        pointerTracker.tooltips.dismiss()
    }
}

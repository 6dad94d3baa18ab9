import Foundation

extension ScrollViewNode: PreferenceObserver {
    /// The geometry `onScrollGeometryChange` reports. Where the viewport reaches under the safe area, the
    /// container is the viewport and the reach is part of the insets, as in SwiftUI: at rest under a status bar,
    /// the offset is minus its height.
    var scrollGeometry: ScrollGeometry {
        let m = contentMargins, r = safeAreaReach
        return ScrollGeometry(contentOffset: CGPoint(x: contentOffset.x - r.leading, y: contentOffset.y - r.top),
                              contentSize: CGSize(width: max(0, contentSize.width - m.leading - m.trailing),
                                                  height: max(0, contentSize.height - m.top - m.bottom)),
                              contentInsets: EdgeInsets(top: m.top + r.top, leading: m.leading + r.leading,
                                                        bottom: m.bottom + r.bottom, trailing: m.trailing + r.trailing),
                              containerSize: viewport.size)
    }

    /// After each layout: a program's write to the position binding scrolls; the user's scroll writes the
    /// binding; each geometry action whose value changed runs. Returns whether anything ran or scrolled.
    func readPreferences() -> Bool {
        guard let observation, isAttached, hasBeenPlaced else { return false }
        var acted = false
        if let position = configuration.position { acted = followPosition(position, observation) || acted }
        let geometry = scrollGeometry
        for (i, action) in configuration.geometryActions.enumerated() where i < observation.geometryValues.count {
            let value = action.value(geometry)
            guard let old = observation.geometryValues[i] else {
                observation.geometryValues[i] = value
                continue
            }
            guard !action.equal(old, value) else { continue }
            observation.geometryValues[i] = value
            action.action(old, value)
            acted = true
        }
        observation.isDirty = false
        return acted
    }

    /// Follows the position binding: a new value from the program scrolls there; a scroll by the user writes it.
    private func followPosition(_ binding: ScrollPositionBinding, _ observation: ScrollObservation) -> Bool {
        let value = binding.get()
        var acted = false
        if value != observation.lastPosition {
            observation.lastPosition = value
            observation.userScrolled = false
            acted = scroll(toPosition: value, anchor: binding.anchor, observation)
        } else if let pending = observation.pendingView {
            acted = scroll(toView: pending.id, anchor: pending.anchor, stepsLeft: pending.stepsLeft, observation)
        }
        guard observation.userScrolled, observation.pendingView == nil else { return acted }
        observation.userScrolled = false
        binding.set(contentOffset, topTargetID(anchor: binding.anchor))
        observation.lastPosition = binding.get()
        return true
    }

    /// Scrolls where a program's position says; returns whether it scrolled.
    private func scroll(toPosition value: ScrollPositionBinding.Value, anchor: UnitPoint?, _ observation: ScrollObservation) -> Bool {
        let before = contentOffset
        switch value {
        case .id(nil):
            return false
        case .id(let id?):
            return scroll(toView: id, anchor: anchor, stepsLeft: 3, observation)
        case .position(let position):
            guard !position.isPositionedByUser else { return false }
            switch position.target {
            case .none: return false
            case .view(let id, let viewAnchor):
                return scroll(toView: id, anchor: viewAnchor ?? anchor, stepsLeft: 3, observation)
            case .edge(let edge):
                let m = maximumContentOffset
                switch edge {
                case .top: scroll(to: CGPoint(x: contentOffset.x, y: 0))
                case .bottom: scroll(to: CGPoint(x: contentOffset.x, y: m.y))
                case .leading: scroll(to: CGPoint(x: 0, y: contentOffset.y))
                case .trailing: scroll(to: CGPoint(x: m.x, y: contentOffset.y))
                }
            case .point(let x, let y):
                scroll(to: CGPoint(x: x ?? contentOffset.x, y: y ?? contentOffset.y))
            }
        }
        return contentOffset != before
    }

    /// Scrolls the target view of identity `id` to the anchor (the top-leading corner when nil). A lazy row
    /// not made yet is where the estimate puts it: the next layout makes it, and the next delivery corrects.
    private func scroll(toView id: AnyHashable, anchor: UnitPoint?, stepsLeft: Int, _ observation: ScrollObservation) -> Bool {
        observation.pendingView = nil
        guard let frame = targetFrame(of: id) else {
            Diagnostics.warn("scrollPosition found no view with the ID \(id) in the scroll view's scrollTargetLayout(); it does not scroll",
                             key: "scroll-position-missing-\(id)")
            return false
        }
        let target = ScrollTarget(rect: frame.offsetBy(dx: -self.frame.minX, dy: -self.frame.minY), anchor: anchor ?? .topLeading)
        var offset = self.offset(showing: target)
        if !axes.contains(.horizontal) { offset.x = contentOffset.x }
        if !axes.contains(.vertical) { offset.y = contentOffset.y }
        let before = contentOffset
        scroll(to: offset)
        let moved = abs(contentOffset.x - before.x) >= 0.5 || abs(contentOffset.y - before.y) >= 0.5
        if moved, stepsLeft > 1 { observation.pendingView = (id, anchor, stepsLeft - 1) }
        return moved
    }

    /// The frame (absolute, unscrolled) of the target view of identity `id`: a made view's, or a lazy row's
    /// estimate.
    private func targetFrame(of id: AnyHashable) -> CGRect? {
        guard let layout = targetLayout, layout.isAttached else { return nil }
        if let found = layout.targets.first(where: { $0.id == id }) { return found.frame }
        var items: [ViewNode] = []
        layout.collectLayoutItems(into: &items)
        for case let lazy as LazyStackNode in items {
            if let index = lazy.rowIndex(ofID: id) { return lazy.frameOfRow(at: index) }
        }
        return nil
    }

    /// The identity of the first target view whose frame reaches past the anchor's point of the view (the top
    /// edge when nil): the top-most (leading-most) view in view.
    func topTargetID(anchor: UnitPoint?) -> AnyHashable? {
        guard let layout = targetLayout, layout.isAttached else { return nil }
        let unit = anchor ?? .topLeading
        let vertical = axes.contains(.vertical)
        let line = vertical ? frame.minY + contentOffset.y + unit.y * frame.height
                            : frame.minX + contentOffset.x + unit.x * frame.width
        let targets = layout.targets
        // The view across the line; at a boundary, the one on the visible side of it (below a top line, above
        // a bottom one).
        let fromEnd = (vertical ? unit.y : unit.x) > 0.5
        let hit = fromEnd
            ? targets.last { vertical ? $0.frame.minY < line - 0.5 : $0.frame.minX < line - 0.5 }
            : targets.first { vertical ? $0.frame.maxY > line + 0.5 : $0.frame.maxX > line + 0.5 }
        return (hit ?? (fromEnd ? targets.first : targets.last))?.id
    }
}

import Foundation

// The safe area as a view sees it where it is placed. Declarations (`SafeAreaDeclaration`) are rects with unsafe
// bands inside them; a view placed in a rect may reach out through a band on each edge where it touches the band's
// inner edge, and from there on through the next declaration out, as SwiftUI resolves a view's safe area: a view
// in the middle of the screen gets nothing, one filling the safe area gets the whole band.

extension ViewNode {
    /// How far a view of this node, placed in `rect` (absolute layout coordinates, as given to `place(in:)`), may
    /// reach into the safe area on each of `edges` for `regions`: on an edge where it touches the safe area's inner
    /// edge (within half a pixel), out to its outer edge, declaration after declaration out to the root. Zero where
    /// it does not touch, and everywhere when no safe area was declared (a desktop window).
    final func safeAreaInsets(of rect: CGRect, regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> EdgeInsets {
        // Every band Atelier declares is the container's: the keyboard region alone reaches nothing.
        guard graph.mayDeclareSafeAreas, regions.contains(.container), !edges.isEmpty,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return EdgeInsets() }
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        let epsilon = pixelLength / 2 + 0.001
        var below: ViewNode = self
        while let node = below.parent {
            if let declaring = node as? SafeAreaDeclaring, let declaration = declaring.safeAreaDeclaration(for: below) {
                let inner = declaration.innerRect, outer = declaration.bounds
                if edges.contains(.top), minY - epsilon < inner.minY, outer.minY < minY + epsilon { minY = outer.minY }
                if edges.contains(.bottom), inner.maxY < maxY + epsilon, maxY - epsilon < outer.maxY { maxY = outer.maxY }
                if edges.contains(.leading), minX - epsilon < inner.minX, outer.minX < minX + epsilon { minX = outer.minX }
                if edges.contains(.trailing), inner.maxX < maxX + epsilon, maxX - epsilon < outer.maxX { maxX = outer.maxX }
                if declaration.endsChain { break }
            }
            below = node
        }
        return EdgeInsets(top: max(0, rect.minY - minY), leading: max(0, rect.minX - minX),
                          bottom: max(0, maxY - rect.maxY), trailing: max(0, maxX - rect.maxX))
    }

    /// Places this node's children (`body`); when the safe area it declares for them changed (the node keeps
    /// the new one before calling), every node below is placed again: what each resolved of the safe area may
    /// have changed even where its rect did not.
    final func placeChildren(safeAreaChanged: Bool, _ body: () -> Void) {
        let graph = self.graph
        guard safeAreaChanged, !graph.placesUnchangedNodes else { return body() }
        graph.placesUnchangedNodes = true
        body()
        graph.placesUnchangedNodes = false
    }
}

extension CGRect {
    /// The rect grown by `insets` on each edge.
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.leading, y: minY - insets.top, width: width + insets.leading + insets.trailing,
               height: height + insets.top + insets.bottom)
    }
}

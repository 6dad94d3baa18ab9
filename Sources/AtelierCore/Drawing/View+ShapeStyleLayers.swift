import Foundation

// The shape-style forms of overlay and background: the style fills the content's bounds (or a shape in them).
// A style filling the bounds reaches into the safe area the content touches on `ignoresSafeAreaEdges` (every
// edge by default, as in SwiftUI: a screen's background runs under the status bar); a shape's does not.

nonisolated extension View {
    /// Layers the specified style in front of this view, filling its bounds.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_OverlayModifier(overlay: Rectangle().fill(style), alignment: .center, ignoresSafeAreaEdges: edges))
    }

    /// Layers a shape that you specify, filled with a style, in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(overlay: shape.fill(style, style: fillStyle), alignment: .center))
    }

    /// Sets the view's background to the default background style (the system background: white in light mode).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(background: Rectangle().fill(Color(uiColor: .systemBackground)), alignment: .center,
                                     ignoresSafeAreaEdges: edges))
    }

    /// Sets the view's background to a style, filling its bounds.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(background: Rectangle().fill(style), alignment: .center, ignoresSafeAreaEdges: edges))
    }

    /// Sets the view's background to a shape filled with the default background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(Color(uiColor: .systemBackground), style: fillStyle),
                                     alignment: .center))
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle), alignment: .center))
    }
}

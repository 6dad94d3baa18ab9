import Foundation

/// One drawing command.
@_spi(Backend) public indirect enum DisplayItem: Sendable {
    /// Fills a path with a paint.
    case fill(Path, ResolvedPaint, FillStyle)
    /// Strokes a path with a paint.
    case stroke(Path, ResolvedPaint, StrokeStyle)
    /// Draws laid-out text with its top-left corner at `origin`; runs without a colour of their own use `paint`.
    case text(TextLayout, origin: CGPoint, paint: ResolvedPaint)
    /// Draws an image scaled into `rect`; a template image is drawn as a mask filled with `tint`.
    case image(LoadedImage, rect: CGRect, interpolation: ImageInterpolation, tint: ResolvedPaint?)
    /// Draws `content` with an effect applied.
    case effect(DisplayEffect, DisplayList)
    /// Draws a node's drawing kept from an earlier frame (skipped where its bounds cannot be seen).
    case retained(RetainedDisplayList)
}

import Foundation

extension GraphicsContext {
    /// A text view prepared for drawing: its runs resolved against the context's environment and laid out
    /// by the text engine that lays out Text views.
    public struct ResolvedText {
        let runs: [TextRun]
        let environment: EnvironmentValues
        /// The shading to fill uncoloured text regions with (the foreground style, or the text's own style).
        public var shading: Shading

        init(_ text: Text, environment: EnvironmentValues) {
            let (runs, shared) = text.resolvedRuns(in: environment)
            self.runs = runs
            self.environment = environment
            shading = shared.map { .style($0) } ?? .foreground
        }

        /// The size of the text laid out to fit `size` (wrapped at its width, as many lines as fit its height).
        public func measure(in size: CGSize) -> CGSize { layout(fitting: size).size }

        /// The distance from the top of the text, laid out in `size`, to its first baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(fitting: size).firstBaseline }

        /// The distance from the top of the text, laid out in `size`, to its last baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(fitting: size).lastBaseline }

        /// The text laid out as a Text view proposed `size` would be: wrapped at a finite width, and cut to the
        /// lines a finite height holds (at least one, the last truncated).
        func layout(fitting size: CGSize) -> TextLayout {
            let width: CGFloat? = size.width.isFinite ? max(0, size.width) : nil
            let spacing = environment.lineSpacing.isFinite ? max(0, environment.lineSpacing) : 0
            let limit = environment.lineLimitSetting.limit.map { max(1, $0) }
            func make(_ lines: Int?) -> TextLayout {
                GraphicsServices.textEngine.layout(TextRequest(runs: runs, maxWidth: width, lineLimit: lines,
                                                               truncation: environment.truncationMode,
                                                               alignment: environment.multilineTextAlignment, lineSpacing: spacing))
            }
            let full = make(limit)
            guard size.height.isFinite, full.lineCount > 1, full.size.height > size.height + 0.01 else { return full }
            let pitch = (full.size.height + spacing) / CGFloat(full.lineCount)
            let fitting = max(1, Int(((max(0, size.height) + spacing) / pitch + 0.001).rounded(.down)))
            return fitting < full.lineCount ? make(min(limit ?? fitting, fitting)) : full
        }
    }

    /// Gets a version of a text view that's fixed with the current values of the graphics context's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text, environment: environment) }

    /// Draws resolved text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.isFinite else { return Self.warnBadRect(rect, "draw(_:in:)") }
        let layout = text.layout(fitting: rect.size)
        // Lines narrower than the frame keep the paragraph's alignment within it, as a Text view's do.
        var x = rect.minX
        let extra = rect.width - layout.size.width
        if extra > 0.01 {
            switch text.environment.multilineTextAlignment {
            case .leading: break
            case .center: x += extra / 2
            case .trailing: x += extra
            }
        }
        drawText(layout, text: text, at: CGPoint(x: x, y: rect.minY))
    }

    /// Draws resolved text into the context, aligning an anchor within the ideal size of the text to a point.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.isFinite else { return Self.warnBadRect(CGRect(origin: point, size: .zero), "draw(_:at:)") }
        let layout = text.layout(fitting: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
        drawText(layout, text: text, at: origin)
    }

    /// Draws text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws text into the context, aligning an anchor within the ideal size of the text to a point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    private func drawText(_ layout: TextLayout, text: ResolvedText, at origin: CGPoint) {
        guard layout.lineCount > 0, !layout.displayedString.isEmpty else { return }
        let bounds = CGRect(origin: origin, size: layout.size)
        let paint = text.shading.paint(in: environment, bounds: bounds) ?? .color(.clear)
        record(DisplayList([.text(layout, origin: origin, paint: paint)]))
    }

    /// One warning for a rectangle or point that is not finite (the drawing is left out).
    static func warnBadRect(_ rect: CGRect, _ method: String) {
        Diagnostics.warn("GraphicsContext.\(method) was given \(rect), which is not finite; nothing is drawn",
                         key: "canvas-bad-rect-\(method)")
    }
}

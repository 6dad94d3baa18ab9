import Foundation

extension ScrollBarsNode: DrawingNode {
    /// The thumbs at their opacity (wide, over a faint track, where the pointer is over a bar or drags it), in
    /// the colours of macOS's overlay scrollers: dark on a light scheme, light on a dark one.
    func draw(into list: inout DisplayList) {
        guard let scrollView else { return }
        let alpha = Double(opacity(at: graph.time))
        guard alpha > 0 else { return }
        let dark = scrollView.environment.colorScheme == .dark
        let thumbColor = dark ? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5 * alpha) : RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.45 * alpha)
        let trackColor = dark ? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.08 * alpha) : RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.05 * alpha)
        for bar in scrollView.scrollBarGeometries {
            let wide = hoveredAxis == bar.axis || draggedAxis == bar.axis
            if wide { list.append(.fill(Path(bar.track), .color(trackColor), FillStyle())) }
            let thumb = bar.thumb(wide: wide)
            let radius = min(thumb.width, thumb.height) / 2
            list.append(.fill(Path(roundedRect: thumb, cornerRadius: radius, style: .circular), .color(thumbColor), FillStyle()))
        }
    }
}

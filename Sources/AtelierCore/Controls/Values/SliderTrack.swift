import Foundation

/// A slider's track and thumb, filling the proposed width: dragging the thumb moves it with the pointer
/// (keeping where it was grabbed), a press on the track jumps the thumb there and drags from there, and
/// with keyboard focus the arrows move the value by its step.
struct SliderTrack: View {
    let value: SliderValue
    let onEditingChanged: (Bool) -> Void
    /// While dragging: how far right of the thumb's centre the pointer grabbed it.
    @State private var grabOffset: CGFloat?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    var body: some View {
        let value = self.value
        let diameter = SliderMetrics.thumbDiameter
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - diameter, 0)
            let thumbX = travel * value.fraction
            let shadow = SliderMetrics.thumbShadow
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(SliderMetrics.maximumTrack)
                    .frame(height: SliderMetrics.trackHeight)
                Capsule()
                    .fill(isEnabled ? (tint ?? Color.accentColor) : SliderMetrics.disabledMinimumTrack)
                    .frame(width: thumbX + diameter / 2, height: SliderMetrics.trackHeight)
                Circle()
                    .fill(SliderMetrics.thumb)
                    .shadow(color: SliderMetrics.thumbRim, radius: 0.5, x: 0, y: 0)
                    .shadow(color: shadow.color, radius: shadow.radius, x: 0, y: shadow.y)
                    .frame(width: diameter, height: diameter)
                    .offset(x: thumbX)
            }
            .frame(width: proxy.size.width, height: diameter)
            .contentShape(Rectangle())
            .gesture(drag(travel: travel, thumbX: thumbX))
        }
        .frame(height: diameter)
        .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled, action: {}, keys: { key, modifiers in
            guard modifiers.isEmpty else { return false }
            switch key {
            case .rightArrow, .upArrow: value.move(by: 1)
            case .leftArrow, .downArrow: value.move(by: -1)
            default: return false
            }
            return true
        }))
    }

    /// The drag that moves the thumb, in the track's coordinates (the thumb's left edge at `thumbX`).
    private func drag(travel: CGFloat, thumbX: CGFloat) -> some Gesture {
        let value = self.value, onEditingChanged = self.onEditingChanged
        let grab = $grabOffset
        let radius = SliderMetrics.thumbDiameter / 2
        return DragGesture(minimumDistance: 0)
            .onChanged { drag in
                if grab.wrappedValue == nil {
                    // On the thumb it keeps the grab; anywhere else on the track the thumb comes under the pointer.
                    let fromCentre = drag.startLocation.x - (thumbX + radius)
                    grab.wrappedValue = abs(fromCentre) <= radius ? fromCentre : 0
                    onEditingChanged(true)
                }
                guard travel > 0 else { return }
                let centre = drag.location.x - (grab.wrappedValue ?? 0)
                value.set(fraction: Double((centre - radius) / travel))
            }
            .onEnded { _ in
                grab.wrappedValue = nil
                onEditingChanged(false)
            }
    }
}

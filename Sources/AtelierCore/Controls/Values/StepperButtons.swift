import Foundation

/// A stepper's pair of buttons: a rounded bar of two halves, minus and plus, split by a hairline. A press
/// on an enabled half acts at once, and again every `StepperMetrics.repeatInterval` after the first
/// `StepperMetrics.repeatDelay` while held; with keyboard focus, the up and down (and right and left)
/// arrows act.
struct StepperButtons: View {
    let actions: StepperActions
    /// The half held down, if any.
    @State private var pressed: StepperHalf?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let actions = self.actions, isEnabled = self.isEnabled
        return HStack(spacing: 0) {
            half(.decrement)
            Rectangle()
                .fill(StepperMetrics.separator)
                .frame(width: StepperMetrics.separatorWidth, height: StepperMetrics.separatorHeight)
            half(.increment)
        }
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(StepperMetrics.fill, in: RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius))
        .background {
            // While a half is held, a timeline whose dates start a repeat delay after the press repeats its action.
            if let pressed, let action = pressed.action(in: actions) {
                TimelineView(StepperRepeatSchedule()) { context in
                    Color.clear.onChange(of: context.date) { action() }
                }
            }
        }
        .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled, action: {}, keys: { key, modifiers in
            guard modifiers.isEmpty else { return false }
            switch key {
            case .upArrow, .rightArrow: actions.increment?()
            case .downArrow, .leftArrow: actions.decrement?()
            default: return false
            }
            return true
        }))
    }

    /// One half: its symbol centred, pressed by a touch anywhere in it.
    private func half(_ which: StepperHalf) -> some View {
        let action = which.action(in: actions)
        let enabled = isEnabled && action != nil
        let pressed = $pressed, onEditingChanged = actions.onEditingChanged
        let halfWidth = (StepperMetrics.size.width - StepperMetrics.separatorWidth) / 2
        return StepperSymbol(showsVertical: which == .increment)
            .fill(enabled ? StepperMetrics.symbol : StepperMetrics.disabledSymbol)
            .frame(width: StepperMetrics.symbolSide, height: StepperMetrics.symbolSide)
            .frame(width: halfWidth, height: StepperMetrics.size.height)
            .background(self.pressed == which && enabled ? StepperMetrics.pressedFill : Color.clear)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { _ in
                    guard enabled, pressed.wrappedValue == nil else { return }
                    pressed.wrappedValue = which
                    onEditingChanged(true)
                    action?()
                }
                .onEnded { _ in
                    guard pressed.wrappedValue != nil else { return }
                    pressed.wrappedValue = nil
                    onEditingChanged(false)
                })
    }
}

/// Which half of a stepper.
enum StepperHalf: Equatable {
    case decrement, increment

    /// The half's action; nil when it is disabled.
    @MainActor func action(in actions: StepperActions) -> (() -> Void)? {
        self == .increment ? actions.increment : actions.decrement
    }
}

/// The minus (and, with the vertical bar, the plus) of a stepper, as two rounded bars.
struct StepperSymbol: Shape {
    let showsVertical: Bool

    nonisolated func path(in rect: CGRect) -> Path {
        let t = StepperMetrics.symbolThickness
        var path = Path()
        path.addRoundedRect(in: CGRect(x: rect.minX, y: rect.midY - t / 2, width: rect.width, height: t),
                            cornerSize: CGSize(width: t / 2, height: t / 2))
        if showsVertical {
            path.addRoundedRect(in: CGRect(x: rect.midX - t / 2, y: rect.minY, width: t, height: rect.height),
                                cornerSize: CGSize(width: t / 2, height: t / 2))
        }
        return path
    }
}

/// The dates at which a held stepper half acts again: a delay after the press, then at a steady interval.
struct StepperRepeatSchedule: TimelineSchedule, Equatable {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = startDate.addingTimeInterval(StepperMetrics.repeatDelay)
        return AnyIterator {
            defer { next = next.addingTimeInterval(StepperMetrics.repeatInterval) }
            return next
        }
    }
}

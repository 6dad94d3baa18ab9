import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture; `onPressingChanged`
    /// reports true when the pointer goes down and false when the press ends or fails.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(_PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                 pressing: onPressingChanged, action: action))
    }

    /// Adds an action to perform when this view recognizes a long press gesture (deprecated in SwiftUI:
    /// use `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        gesture(_PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                 pressing: pressing, action: action))
    }
}

/// A long press that reports its pressing state (true on touch-down, false when it ends or fails) and
/// runs an action when it succeeds; what `onLongPressGesture` attaches.
struct _PressingGesture: Gesture, _RemoveGlobalActorIsolation {
    let base: LongPressGesture
    var pressing: ((Bool) -> Void)?
    var action: () -> Void
    typealias Value = Bool
    typealias Body = Never
}

extension _PressingGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        PressingRecognizer(gesture: self, child: makeGestureRecognizer(base, in: context), context: context)
    }
}

@MainActor final class PressingRecognizer: WrapperRecognizer<Bool, Bool> {
    private var gesture: _PressingGesture
    private var reportedPressing = false
    private var fired = false

    init(gesture: _PressingGesture, child: GestureRecognizer<Bool>, context: RecognizerContext) {
        self.gesture = gesture
        super.init(child: child, context: context)
    }

    override func mapValue(_ value: Bool) -> Bool? { value }

    override func runCallbacks() {
        if state == .active, !reportedPressing {
            reportedPressing = true
            gesture.pressing?(true)
        }
        if state == .ended, !fired {
            fired = true
            gesture.action()
        }
    }

    override func didFinish() {
        // Pressing ends with the press, whether it succeeded, failed or was cancelled.
        // A press cancelled because its view left the tree reports nothing.
        guard reportedPressing, !isCancelled || context.node?.isAttached == true else { return }
        reportedPressing = false
        gesture.pressing?(false)
    }

    override func refresh(with newGesture: Any) {
        guard let g = newGesture as? _PressingGesture else { return }
        gesture = g
    }
}

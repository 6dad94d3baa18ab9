import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture (`count` taps).
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        // The program's action, made in its view code and run on the main actor when the tap ends.
        nonisolated(unsafe) let action = action
        return gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action with
    /// the location of the interaction (iOS 17).
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace).onEnded { action($0.location) })
    }
}

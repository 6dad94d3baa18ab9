import Foundation

/// The default progress view style in the current context: on iOS, linear for determinate progress and
/// circular (a spinner) for indeterminate progress.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    nonisolated public init() {}
    /// Creates a view representing the body of a progress view.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

import Foundation

/// The default gauge view style in the current context of the view being styled: on iOS, the linear
/// capacity style.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    nonisolated public init() {}

    /// Creates a view representing the body of a gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

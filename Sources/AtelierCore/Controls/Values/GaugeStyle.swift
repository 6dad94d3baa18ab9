import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy: its body turns a gauge's
/// value (a fraction of its range) and labels into the gauge's look.
@MainActor @preconcurrency public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a Gauge resolves.
enum GaugeStyleKind: StyleKind {
    typealias Configuration = GaugeStyleConfiguration
    nonisolated static func erase(_ style: some GaugeStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultGaugeStyle()) }
}

extension View {
    /// Sets the style for gauges within this view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self.style(GaugeStyleKind.erase(style)) }
}

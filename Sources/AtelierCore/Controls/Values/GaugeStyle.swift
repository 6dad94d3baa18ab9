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
    static var automatic: AnyStyle<GaugeStyleConfiguration> { GaugeStyleBox(style: DefaultGaugeStyle()).erased }
}

/// A gauge style, as a style modifier holds it.
struct GaugeStyleBox<S: GaugeStyle>: StyleBox {
    typealias Kind = GaugeStyleKind
    let style: S
    var erased: AnyStyle<GaugeStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self.style(GaugeStyleBox(style: style))
    }
}

import Foundation

/// A progress view that visually indicates its progress using a horizontal bar: on iOS, a 4-point
/// capsule track (tertiarySystemFill) across the proposed width, filled with the tint from the leading
/// edge in proportion to the completed fraction; the label above it, the current value label below in
/// the caption font and the secondary colour.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates a linear progress view style.
    nonisolated public init() { tint = nil }

    /// Creates a linear progress view style with a tint color.
    @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
    nonisolated public init(tint: Color) { self.tint = tint }

    /// Creates a view representing the body of a progress view.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: ProgressViewMetrics.linearSpacing) {
            if let label = configuration.label {
                label
            }
            LinearProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
            if let currentValueLabel = configuration.currentValueLabel {
                currentValueLabel
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A linear progress view's bar: the track with the tinted fill over it.
struct LinearProgressBar: View {
    let fraction: Double
    let tint: Color?
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        ZStack {
            Capsule().fill(ProgressViewMetrics.track)
            ProgressBarFill(fraction: fraction, fromTrailing: direction == .rightToLeft)
                .fill(tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle()))
        }
        .frame(height: ProgressViewMetrics.barHeight)
    }
}

/// The filled part of a linear progress view's track: a capsule from the leading edge.
struct ProgressBarFill: Shape {
    var fraction: Double
    var fromTrailing: Bool

    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(min(max(fraction, 0), 1))
        guard width > 0 else { return Path() }
        let x = fromTrailing ? rect.maxX - width : rect.minX
        return Capsule().path(in: CGRect(x: x, y: rect.minY, width: width, height: rect.height))
    }
}

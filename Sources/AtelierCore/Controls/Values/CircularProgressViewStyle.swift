import Foundation

/// A progress view that uses a circular gauge to indicate the partial completion of an activity: for
/// indeterminate progress, iOS's spinner (8 spokes in a 20-point square, 37 at `.controlSize(.large)`, systemGray fading around the
/// circle, turning a spoke at a time while it shows); for determinate progress, a ring whose tinted arc
/// runs clockwise from the top in proportion to the completed fraction. The labels go below, in the
/// secondary colour.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates a circular progress view style.
    nonisolated public init() { tint = nil }

    /// Creates a circular progress view style with a tint color.
    @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
    nonisolated public init(tint: Color) { self.tint = tint }

    /// Creates a view representing the body of a progress view.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ProgressViewMetrics.circularSpacing) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(fraction: fraction, tint: tint)
            } else {
                ActivitySpinner(tint: tint)
            }
            if let label = configuration.label {
                label.foregroundStyle(.secondary)
            }
            if let currentValueLabel = configuration.currentValueLabel {
                currentValueLabel
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an
    /// activity.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The indeterminate spinner: spokes around a circle, the first opaque and the rest fading, turning.
struct ActivitySpinner: View {
    let tint: Color?
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let count = ProgressViewMetrics.spokeCount
        let color = tint ?? ProgressViewMetrics.spinner
        let side = ProgressViewMetrics.circularSide(for: controlSize)
        // The large style's spokes are as much thicker as it is larger.
        let spokeWidth = ProgressViewMetrics.spokeWidth * side / ProgressViewMetrics.circularSide
        return ZStack {
            ForEach(0..<count, id: \.self) { index in
                SpinnerSpoke(index: index, count: count, lineWidth: spokeWidth)
                    .stroke(color.opacity(1 - 0.7 * Double(index) / Double(count)),
                            style: StrokeStyle(lineWidth: spokeWidth, lineCap: .round))
            }
        }
        .frame(width: side, height: side)
        .modifier(SpinnerTurn(steps: count))
    }
}

/// One spoke of the spinner: a radial line; spoke 0 points up and the others follow anticlockwise, so
/// that the fade trails the opaque spoke as it turns clockwise.
struct SpinnerSpoke: Shape {
    let index: Int
    let count: Int
    var lineWidth: CGFloat = 2.25

    nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        guard side > 0, side.isFinite, count > 0 else { return Path() }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let outer = side / 2 - lineWidth / 2
        let inner = side * 0.25
        let angle = -Double.pi / 2 - 2 * Double.pi * Double(index) / Double(count)
        let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
        var path = Path()
        path.move(to: CGPoint(x: centre.x + c * inner, y: centre.y + s * inner))
        path.addLine(to: CGPoint(x: centre.x + c * outer, y: centre.y + s * outer))
        return path
    }
}

/// A determinate circular progress view: the track ring with the tinted arc over it.
struct ProgressRing: View {
    let fraction: Double
    let tint: Color?
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let side = ProgressViewMetrics.circularSide(for: controlSize)
        let width = ProgressViewMetrics.ringWidth
        return ZStack {
            Circle().inset(by: width / 2).stroke(ProgressViewMetrics.track, lineWidth: width)
            ProgressArc(fraction: fraction)
                .stroke(tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle()),
                        style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
        .frame(width: side, height: side)
    }
}

/// The arc of a determinate ring: clockwise from the top, `fraction` of the full circle, its stroke
/// inside the frame.
struct ProgressArc: Shape {
    var fraction: Double

    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let f = min(max(fraction, 0), 1)
        let radius = min(rect.width, rect.height) / 2 - ProgressViewMetrics.ringWidth / 2
        guard f > 0, radius > 0, radius.isFinite else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * f), clockwise: false)
        return path
    }
}

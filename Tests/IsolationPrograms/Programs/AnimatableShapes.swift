import SwiftUI

// A Shape with its own animatable data: SwiftUI's Shape is Sendable and not main-actor isolated, so the
// `Animatable` conformance and `path(in:)` are written without any isolation annotation.
struct ProgressBarShape: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addRect(CGRect(x: rect.minX, y: rect.minY, width: rect.width * progress, height: rect.height))
        }
    }
}

// Two animated values through AnimatablePair, as pie-slice and wedge shapes do.
struct Wedge: Shape {
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { start = newValue.first; end = newValue.second }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(CGRect(x: rect.minX + rect.width * start, y: rect.minY,
                            width: rect.width * (end - start), height: rect.height))
        return path
    }
}

/// A 100-point bar at half progress; a tap animates it to full over one second (linear).
public struct AnimatableShapeProgram: View {
    @State private var progress = 0.5
    public init() {}
    public var body: some View {
        VStack(spacing: 0) {
            ProgressBarShape(progress: progress)
                .fill(Color.green)
                .frame(width: 100, height: 20)
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { progress = 1 }
                }
            Wedge(start: 0.25, end: 0.75)
                .fill(Color.purple)
                .frame(width: 100, height: 20)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

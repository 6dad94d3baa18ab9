import SwiftUI

// An environment value declared both ways public code does it: an EnvironmentKey with a `static let`
// default, and the @Entry macro.
struct HighlightKey: EnvironmentKey {
    static let defaultValue: Color = .orange
}

extension EnvironmentValues {
    var highlight: Color {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }

    @Entry var swatchSize: CGFloat = 20
}

struct Swatch: View {
    @Environment(\.highlight) private var highlight
    @Environment(\.swatchSize) private var size
    var body: some View {
        highlight.frame(width: size, height: size)
    }
}

/// A default orange 20-point swatch, then a purple 30-point one set through the environment.
public struct EnvironmentProgram: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Swatch()
            Swatch()
                .environment(\.highlight, .purple)
                .environment(\.swatchSize, 30)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

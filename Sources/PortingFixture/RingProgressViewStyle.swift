import SwiftUI

/// A component library's own progress style, with the static member libraries declare for it: another
/// module (a program's) uses `.progressViewStyle(.ring)` unambiguously.
public struct RingProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Text("ring \(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))%")
    }
}

extension ProgressViewStyle where Self == RingProgressViewStyle {
    /// The ring style.
    public static var ring: RingProgressViewStyle { .init() }
}

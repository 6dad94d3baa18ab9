import SwiftUI

extension View {
    /// A modifier of the library's own, under a name SwiftUI does not have.
    public func cardStyle() -> some View { padding(8).background(SwiftUICore.Color(red: 0.2, green: 0.4, blue: 0.6)) }
}

extension EnvironmentValues {
    /// An action of the library's own under a name SwiftUI has on macOS only (`openSettings`).
    @Entry public var openSettings: @MainActor @Sendable () -> Void = {}
}

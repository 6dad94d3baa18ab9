import SwiftUI

// Screens erased to AnyView by a nonisolated router, and a protocol whose requirement returns a view.
protocol BadgeProvider {
    associatedtype Badge: View
    func makeBadge() -> Badge
}

struct NewBadge: BadgeProvider {
    func makeBadge() -> some View {
        Text("NEW").font(.caption2).padding(2).background(Color.red)
    }
}

enum Router {
    static func screen(for index: Int) -> AnyView {
        switch index {
        case 0: return AnyView(Color.red.frame(width: 20, height: 20))
        default: return AnyView(Color.blue.frame(width: 20, height: 20))
        }
    }

    static let screens: [Int] = [0, 1]
}

/// Two erased 20-point squares (red, blue) and a badge.
public struct ErasedScreensProgram: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                ForEach(Router.screens, id: \.self) { Router.screen(for: $0) }
            }
            NewBadge().makeBadge()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

import SwiftUI

// Views built in a nonisolated static helper of a plain enum, the way icon factories in public apps are written:
// view initializers and modifiers are nonisolated in SwiftUI, so no `@MainActor` is needed here.
enum IconKind: Sendable {
    case star, heart
}

enum IconFactory {
    static func styledIcon(for kind: IconKind) -> some View {
        ZStack {
            Circle()
                .fill(kind == .star ? Color.blue : Color.red)
                .frame(width: 20, height: 20)
            Image(systemName: kind == .star ? "star.fill" : "heart.fill")
                .font(.system(size: 10))
                .foregroundColor(.white)
        }
    }

    static func caption(_ text: String) -> some View {
        Text(text)
            .font(.caption)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 4)
    }
}

/// Two icons from the static helper, side by side at the top-leading corner.
public struct StaticHelperProgram: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                IconFactory.styledIcon(for: .star)
                IconFactory.styledIcon(for: .heart)
            }
            IconFactory.caption("Icons")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

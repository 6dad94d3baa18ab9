import SwiftUI

// Views built by a free function and by `nonisolated` members of a view: neither runs on the main actor.
func pill(_ text: String, color: Color) -> some View {
    Text(text)
        .font(.caption)
        .padding(4)
        .background(Capsule().fill(color))
}

@ViewBuilder
func statusRow(online: Bool) -> some View {
    if online {
        Color.green.frame(width: 30, height: 10)
    } else {
        Color.gray.frame(width: 30, height: 10)
    }
    Divider()
}

/// A pill, a status row, and a swatch from a nonisolated method of the view itself.
public struct NonisolatedBuilderProgram: View {
    public init() {}

    nonisolated func swatch(_ color: Color) -> some View {
        Rectangle().fill(color).frame(width: 30, height: 10)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            statusRow(online: true)
            swatch(.blue)
            pill("New", color: .yellow)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

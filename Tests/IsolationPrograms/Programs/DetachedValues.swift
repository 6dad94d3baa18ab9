import SwiftUI

// View values made off the main actor and sent back: Text, Image, Color and Font are Sendable in SwiftUI.
public enum DetachedValues {
    /// A Text and an Image made in a detached task, and a caption made in a nonisolated async function.
    public static func make() async -> (Text, Image, Text) {
        let made = await Task.detached {
            (Text("Made off main").font(.headline), Image(systemName: "star.fill"))
        }.value
        return (made.0, made.1, await caption())
    }

    static func caption() async -> Text {
        let color: Color = .red
        return Text("Caption").foregroundColor(color)
    }

    /// A closure that can be called from any isolation to build a label.
    static let makeLabel: @Sendable (String) -> Text = { Text($0).italic() }
}

/// Shows what `DetachedValues.make()` returned.
public struct DetachedValuesProgram: View {
    let title: Text
    let icon: Image
    let caption: Text
    public init(title: Text, icon: Image, caption: Text) {
        self.title = title
        self.icon = icon
        self.caption = caption
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                icon
                title
            }
            caption
            DetachedValues.makeLabel("Sendable closure")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

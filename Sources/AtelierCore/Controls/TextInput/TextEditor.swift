import Foundation

/// A view that edits long text: lines wrap, and the page scrolls when they are more than it shows. It
/// fills the space it is offered, on the system background unless `scrollContentBackground(.hidden)`.
@MainActor @preconcurrency public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.scrollContentBackgroundVisibility) private var background

    /// Creates an editor for a text.
    nonisolated public init(text: Binding<String>) { self.text = text }

    /// The scrolling page with the text on it.
    public var body: some View {
        let configuration = TextInputConfiguration(text: text, prompt: nil, kind: .editor)
        return GeometryReader { proxy in
            ScrollView(.vertical) {
                TextInputView(configuration: configuration)
                    .frame(minHeight: max(0, proxy.size.height - 16), alignment: .topLeading)
                    // The text sits inside UIKit's text container inset: 8 points above and below, 5 at the sides.
                    .padding(.horizontal, 5)
                    .padding(.vertical, 8)
            }
        }
        .background(background == .hidden ? nil : Color(uiColor: .systemBackground))
        .pointerStyle(.horizontalText)
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether scrollable views (TextEditor, List, Form) draw their own background.
    var scrollContentBackgroundVisibility: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of scrollable views inside this view (a TextEditor's page).
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.scrollContentBackgroundVisibility, value: visibility))
    }
}

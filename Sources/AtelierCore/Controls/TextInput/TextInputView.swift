import Foundation

/// The bare editing view of a text field or editor: the text, its caret and selection, and the pointer
/// gestures that place the caret (click), select (drag, Shift-click) and select words and lines (double
/// and triple click).
struct TextInputView: View {
    let configuration: TextInputConfiguration
    /// The bridge from the gesture to the node, one per field for as long as its identity holds.
    @State private var handle = TextInputHandle()

    var body: some View {
        let handle = self.handle
        // Read here, in a body, so that a change of the text anywhere evaluates this body again (a
        // binding compares by what it is bound to, not by its value).
        return _TextInputPrimitive(configuration: configuration, text: configuration.text.wrappedValue, handle: handle)
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { value in handle.pointer(at: value.location, start: value.startLocation, time: value.time) }
                .onEnded { _ in handle.pointerEnded() })
            .pointerStyle(.horizontalText)
    }
}

/// Carries pointer events from a field's gesture to its node (the node registers itself here).
@MainActor final class TextInputHandle {
    weak var node: TextInputNode?
    private var dragging = false

    func pointer(at location: CGPoint, start: CGPoint, time: Date) {
        guard let node else { return }
        if !dragging {
            dragging = true
            node.pointerDown(at: start, time: time)
        }
        if location != start { node.pointerDragged(to: location) }
    }

    func pointerEnded() { dragging = false }
}

/// The primitive view of a field's editing area: its node lays out, draws and edits.
struct _TextInputPrimitive: View, PrimitiveView {
    let configuration: TextInputConfiguration
    /// The binding's value as the body read it.
    let text: String
    let handle: TextInputHandle
    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { TextInputNode(context: context) }
}

import Foundation

extension View {
    /// Controls whether the texts inside can be selected. Selectable text offers a Copy menu, as iOS does:
    /// a secondary click copies the text under the pointer, a long press the view's selectable texts.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(TextSelectionModifier(allowsSelection: S.allowsSelection))
    }
}

/// Writes the selectability and, while it allows selection, offers the Copy menu.
struct TextSelectionModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let allowsSelection: Bool
    @State private var source = SelectableTextSource()
    @State private var isOpen = false
    @State private var anchor = CGRect.zero
    @State private var selection = ""

    @MainActor func body(content: Content) -> some View {
        let allows = allowsSelection, source = self.source
        return content
            .environment(\.allowsTextSelection, allowsSelection)
            .modifier(SelectableTextScope(source: source))
            .onSecondaryClick { point in
                guard allows, let text = source.text(at: point) else { return }
                selection = text.string
                anchor = CGRect(origin: point, size: .zero)
                isOpen = true
            }
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
                guard allows, let text = source.text(at: nil) else { return }
                selection = text.string
                anchor = CGRect(x: text.frame.midX, y: text.frame.maxY, width: 0, height: 0)
                isOpen = true
            })
            .menuPopup(isPresented: $isOpen, anchor: anchor, content: Button("Copy") { UIPasteboard.general.string = selection })
    }
}

/// The texts a selectable view shows, read from its nodes when the menu opens.
@MainActor final class SelectableTextSource {
    weak var node: ViewNode?

    /// The selectable text under `point` (window coordinates), or, without a point, every selectable text in
    /// tree order, one a line, with the frame they cover in the window; nil where there is none.
    func text(at point: CGPoint?) -> (string: String, frame: CGRect)? {
        guard let node else { return nil }
        node.graph.flush(through: .layout)
        var found: [(string: String, frame: CGRect)] = []
        var stack: [ViewNode] = [node]
        while let n = stack.popLast() {
            if n.hidesSubtree { continue }
            if let text = n as? any TextDisplaying, text.isAttached, text.environment.allowsTextSelection {
                found.append((text.displayedString, text.renderedFrame()))
            }
            stack.append(contentsOf: n.children.reversed())
        }
        if let point {
            return found.last(where: { $0.frame.contains(point) })
        }
        guard let first = found.first else { return nil }
        return (found.map(\.string).joined(separator: "\n"), found.dropFirst().reduce(first.frame) { $0.union($1.frame) })
    }
}

/// Hands the source the node of the selectable content.
struct SelectableTextScope: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let source: SelectableTextSource
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SelectableTextScopeNode(context: context) }
}

/// Lays out and draws its content as it is.
@MainActor final class SelectableTextScopeNode: TransparentModifierNode<SelectableTextScope> {
    override func modifierDidChange(from previous: SelectableTextScope?) {
        modifier?.source.node = self
    }
}

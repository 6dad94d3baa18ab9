import Foundation

/// The semantics phase, which the frame owner runs after layout and drawing: builds again the elements of the
/// nodes marked since the last frame (and their ancestors), and keeps the window's element.
@MainActor final class SemanticsPass: FramePhasePass {
    unowned(unsafe) private let graph: ViewGraph
    private let builder = SemanticsBuilder()
    /// The window's element, as of the latest phase.
    private(set) var window: SemanticsElement
    /// Counts the phases that changed the tree (a bridge compares it to the one it last read).
    private(set) var version = 0
    /// Called after a phase that changed the tree.
    var onChange: (() -> Void)?
    /// The window's title, which the host sets (the window element's label).
    var windowTitle = ""
    /// How many nodes the latest phase built again.
    private(set) var nodesBuiltInLastPass = 0

    init(graph: ViewGraph) {
        self.graph = graph
        window = SemanticsElement(id: AccessibilityElementID(rawValue: 0), role: .window, frameNodes: [])
    }

    func performPass() {
        let root = graph.root!
        guard root.semanticsChanged || root.keptSemantics == nil else { nodesBuiltInLastPass = 0; return }
        let before = builder.nodesBuilt
        var elements = builder.elements(of: root)
        // A modal presentation (a sheet, an alert) hides what is behind it. Presentations live in the root's
        // overlay, the tail of the root's elements: only those are searched, not the whole window's list.
        if let overlay = root.overlayChild, overlay.isAttached {
            let overlayElements = builder.elements(of: overlay)
            if let modal = overlayElements.lastIndex(where: { $0.states.contains(.modal) }) {
                elements = Array(overlayElements[modal...])
            }
        }
        let window = SemanticsElement(id: AccessibilityElementID(rawValue: 0), role: .window,
                                      label: windowTitle, frameNodes: [root], children: elements)
        self.window = window
        nodesBuiltInLastPass = builder.nodesBuilt - before
        version += 1
        // Told once, outside any phase it starts: a listener reading the tree runs the phase again, which must
        // not tell it again (that recursed until the stack guard cut the tree).
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        onChange?()
    }

    private var isNotifying = false
}

extension ViewGraph {
    /// The graph's semantics phase, registered with the frame owner the first time something asks for the
    /// accessibility tree; from then on changes mark the semantics they touch.
    var semanticsPass: SemanticsPass {
        if let pass = frameOwner.registeredPass(for: .semantics) as? SemanticsPass { return pass }
        let pass = SemanticsPass(graph: self)
        frameOwner.register(pass, for: .semantics)
        tracksSemantics = true
        return pass
    }

    /// The window's accessibility element with the tree under it, after a frame through the semantics phase.
    public var accessibilityTree: AccessibilityElement {
        let pass = semanticsPass
        flush(through: .semantics)
        return pass.window.exported(focus: accessibilityFocus.element)
    }

    /// How many nodes the latest semantics phase built again (tests check a change builds only its path).
    @_spi(Backend) public var semanticsNodesBuiltInLastPass: Int { semanticsPass.nodesBuiltInLastPass }

    /// The element with `id` as the latest phase built it.
    func semanticsElement(_ id: AccessibilityElementID) -> SemanticsElement? {
        let pass = semanticsPass
        flush(through: .semantics)
        return pass.window.find(id)
    }

    /// Performs an element's action as an assistive technology asks; false when the element is gone or cannot.
    public func performAccessibilityAction(_ action: AccessibilityElementAction, on id: AccessibilityElementID) -> Bool {
        guard let element = semanticsElement(id) else { return false }
        let p = element.performers
        let performer: (@MainActor () -> Void)?
        switch action {
        case .activate: performer = p.activate
        case .increment: performer = p.increment
        case .decrement: performer = p.decrement
        case .escape: performer = p.escape
        case .named(let name): performer = p.named.first(where: { $0.0 == name })?.1
        case .scroll(let edge): performer = p.scroll.first(where: { $0.0 == edge })?.1
        }
        guard let performer else { return false }
        performer()
        requestFrame()
        return true
    }

    /// Sets an adjustable element's value; false when the element is gone or has none to set.
    public func setAccessibilityValue(_ value: Double, on id: AccessibilityElementID) -> Bool {
        guard value.isFinite, let set = semanticsElement(id)?.performers.setValue else { return false }
        set(value)
        requestFrame()
        return true
    }

    /// Replaces a text element's text; false when the element is gone or its text cannot be edited.
    public func setAccessibilityText(_ text: String, on id: AccessibilityElementID) -> Bool {
        guard let set = semanticsElement(id)?.performers.setText else { return false }
        set(text)
        requestFrame()
        return true
    }
}

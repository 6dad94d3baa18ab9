import Foundation

/// A node kind, or a modifier or layout value, that shows in a tree dump the values deciding what it does.
/// Each kind adopts it beside its own declaration, so a dump needs no list of kinds.
@MainActor protocol TreeDumpDescribing {
    /// Those values as short text in a fixed order: `"A"` for a text, `top: 4, leading: 4...` for a padding.
    var treeDumpValues: String { get }
}

/// A node that stands for a value of a type it knows: a body node for its view, a modifier node for its
/// modifier. A dump names that type beside the node's class, and shows the value's values when it has some.
@MainActor protocol TreeDumpStandIn {
    /// The type of the view or modifier the node stands for.
    var treeDumpSubjectType: Any.Type { get }
    /// The value itself, when the node keeps it; it is described when it adopts `TreeDumpDescribing`.
    var treeDumpSubject: Any? { get }
    /// States of the kind a dump lists beside the node's own flags (a body waiting to be evaluated).
    var treeDumpStates: [String] { get }
}

extension TreeDumpStandIn {
    var treeDumpStates: [String] { [] }
}

/// Text helpers shared by the dumps, so that every kind writes numbers and rectangles alike.
enum TreeDump {
    /// A number in points: whole numbers without a fraction, others to two decimals (a dump reads the same on
    /// every run, whatever the platform prints for a double).
    static func number(_ x: CGFloat) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        let rounded = (x * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A number that may be missing (a frame's free dimension).
    static func number(_ x: CGFloat?) -> String { x.map { number($0) } ?? "nil" }

    /// A rectangle as `(x, y, width, height)`.
    static func rect(_ r: CGRect) -> String {
        if r.isNull { return "(null)" }
        if r.isInfinite { return "(infinite)" }
        return "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    /// A size as `width x height`.
    static func size(_ s: CGSize) -> String { "\(number(s.width))x\(number(s.height))" }

    /// A point as `(x, y)`.
    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// Insets as `top: 4, leading: 4, bottom: 4, trailing: 4`.
    static func insets(_ i: EdgeInsets) -> String {
        "top: \(number(i.top)), leading: \(number(i.leading)), bottom: \(number(i.bottom)), trailing: \(number(i.trailing))"
    }

    /// The name of a built-in horizontal alignment, or `custom`.
    static func name(_ a: HorizontalAlignment) -> String {
        switch a {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        default: return "custom"
        }
    }

    /// The name of a built-in vertical alignment, or `custom`.
    static func name(_ a: VerticalAlignment) -> String {
        switch a {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        default: return "custom"
        }
    }

    /// An alignment in both axes: `center`, or its two names (`top leading`).
    static func name(_ a: Alignment) -> String {
        a == .center ? "center" : "\(name(a.vertical)) \(name(a.horizontal))"
    }

    /// A type's name as Swift writes it in source, without the module, generic arguments nested deeper than two
    /// levels cut (`A<B<C<…>>, D>`): a view's full type can run to a page.
    static func typeName(_ type: Any.Type) -> String {
        var name = "", depth = 0
        for character in String(describing: type) {
            switch character {
            case "<":
                depth += 1
                if depth <= 3 { name.append(character) }
                if depth == 3 { name.append("…") }
            case ">":
                if depth <= 3 { name.append(character) }
                depth -= 1
            default:
                if depth < 3 { name.append(character) }
            }
        }
        return name
    }
}

extension ViewNode {
    /// The node's kind as a dump names it: its class, with the view or modifier type it stands for in angle
    /// brackets when the class does not already carry one (`BodyNode<ContentView>`, `UnaryLayoutNode<_PaddingLayout>`).
    final var treeDumpKind: String {
        let name = TreeDump.typeName(type(of: self))
        guard !name.contains("<"), let standIn = self as? TreeDumpStandIn else { return name }
        return "\(name)<\(TreeDump.typeName(standIn.treeDumpSubjectType))>"
    }

    /// The values a dump shows for the node: its kind's own, else those of the value it stands for.
    final var treeDumpShownValues: String {
        if let described = self as? TreeDumpDescribing { return described.treeDumpValues }
        if let subject = (self as? TreeDumpStandIn)?.treeDumpSubject as? TreeDumpDescribing { return subject.treeDumpValues }
        return ""
    }

    /// The flags set on the node, by name, in a fixed order. A node never drawn shows `undrawn` alone of the
    /// drawing flags, which are all set on a new node.
    final var treeDumpFlags: [String] {
        var names: [String] = []
        if layoutIsDirty { names.append("needs-layout") }
        if isQueuedForLayout { names.append("layout-queued") }
        if hasBeenDrawn {
            if needsDisplay { names.append("needs-display") }
            if drawnChildrenChanged { names.append("children-changed") }
        } else {
            names.append("undrawn")
        }
        if isQueuedForDisplay { names.append("display-queued") }
        if !isAttached { names.append("detached") }
        if let standIn = self as? TreeDumpStandIn { names += standIn.treeDumpStates }
        return names
    }

    /// One line of a tree dump, without indentation: kind, values, frame in points and the flags set.
    final var treeDumpLine: String {
        var line = treeDumpKind
        let values = treeDumpShownValues
        if !values.isEmpty { line += "(\(values))" }
        // A node containers see through, or a part its parent positions, is never placed: it has no frame.
        line += hasBeenPlaced || depth == 0 ? " frame \(TreeDump.rect(frame))" : " frame none"
        let flags = treeDumpFlags
        if !flags.isEmpty { line += " [\(flags.joined(separator: ", "))]" }
        return line
    }

    /// The subtree as indented text, two spaces a level, in tree order; walked without recursion.
    final func dumpSubtree() -> String {
        var text = ""
        var pending: [(node: ViewNode, level: Int)] = [(self, 0)]
        while let entry = pending.popLast() {
            let (node, level) = entry
            text += String(repeating: "  ", count: level) + node.treeDumpLine + "\n"
            for child in node.children.reversed() { pending.append((child, level + 1)) }
        }
        return text
    }
}

extension ViewGraph {
    /// The node tree as indented text, one node a line: kind, key values, frame in points, flags set.
    /// The tree as it stands: nothing is updated or laid out first, so marks waiting for a frame show.
    public func dumpTree() -> String { root.dumpSubtree() }
}

extension BodyNode: TreeDumpStandIn {
    var treeDumpSubjectType: Any.Type { viewType }
    var treeDumpSubject: Any? { view }
    var treeDumpStates: [String] { needsEvaluation ? ["needs-evaluation"] : [] }
}

extension ModifierNode: TreeDumpStandIn {
    var treeDumpSubjectType: Any.Type { modifier.map { type(of: $0 as Any) } ?? Modifier.self }
    var treeDumpSubject: Any? { modifier }
}

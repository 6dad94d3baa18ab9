import Foundation

/// A node of a tree with its pre-order number (its accessibility identifier in the built view), its
/// parent's number and how the parent holds it.
struct NumberedNode {
    /// How a node sits in its parent.
    enum Role {
        case root
        /// A child of a stack, at an index.
        case stackChild(Int)
        /// The content of a modifier, ScrollView or GeometryReader.
        case content
        /// The view of an overlay or background.
        case layer
    }
    var number: Int
    var tree: FuzzTree
    var parent: Int?
    var role: Role
}

extension FuzzTree {
    /// Every node in pre-order, numbered as `makeView()` marks them.
    func numbered() -> [NumberedNode] {
        var out: [NumberedNode] = []
        var stack: [(FuzzTree, Int?, NumberedNode.Role)] = [(self, nil, .root)]
        while let (tree, parent, role) = stack.popLast() {
            let number = out.count
            out.append(NumberedNode(number: number, tree: tree, parent: parent, role: role))
            let subs = tree.subtrees
            var items: [(FuzzTree, Int?, NumberedNode.Role)] = []
            for (i, s) in subs.enumerated() {
                let r: NumberedNode.Role
                if case .stack = tree { r = .stackChild(i) } else if case .modified = tree, i == 1 { r = .layer } else { r = .content }
                items.append((s, number, r))
            }
            stack.append(contentsOf: items.reversed())
        }
        return out
    }

    /// A short name for the node's kind, for signatures (`HStack`, `Text`, `padding`...).
    var kindName: String {
        switch self {
        case .text: return "Text"
        case .color: return "Color"
        case .shape(let s, _):
            switch s {
            case .rectangle: return "Rectangle"
            case .circle: return "Circle"
            case .roundedRectangle: return "RoundedRectangle"
            }
        case .spacer: return "Spacer"
        case .button: return "Button"
        case .counter: return "FuzzCounter"
        case .textField(_, let style): return style == .editor ? "TextEditor" : style == .secure ? "SecureField" : "TextField"
        case .navigation: return "NavigationStack"
        case .presenter(_, let kind, _, _): return kind == .sheet ? "sheet" : kind == .alert ? "alert" : "confirmationDialog"
        case .list: return "List"
        case .stack(let k, _, _, _): return k == .hstack ? "HStack" : k == .vstack ? "VStack" : "ZStack"
        case .scrollView: return "ScrollView"
        case .geometryReader: return "GeometryReader"
        case .modified(_, let m): return m.kindName
        }
    }
}

extension FuzzModifier {
    /// The modifier's name, for signatures.
    var kindName: String {
        switch self {
        case .frame: return "frame"
        case .flexibleFrame: return "flexibleFrame"
        case .padding, .edgePadding: return "padding"
        case .overlay: return "overlay"
        case .background: return "background"
        case .offset: return "offset"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .aspectRatio(_, let fill): return fill ? "aspectRatio(fill)" : "aspectRatio(fit)"
        case .scaleEffect: return "scaleEffect"
        case .rotationEffect: return "rotationEffect"
        case .opacity: return "opacity"
        case .clipped: return "clipped"
        }
    }
}

import Foundation

/// A generated view tree: leaves, containers and modified views, as plain data, so that it can be
/// built into views, printed as a Swift program, shrunk, and sent to a child process as JSON.
indirect enum FuzzTree: Codable, Hashable, Sendable {
    case text(String)
    case color(FuzzColor)
    case shape(FuzzShape, FuzzColor)
    case spacer(minLength: Double?)
    case button(String)
    case counter
    case stack(FuzzStackKind, spacing: Double?, alignment: FuzzAlignment, children: [FuzzTree])
    case scrollView(FuzzScrollAxes, content: FuzzTree)
    case geometryReader(content: FuzzTree)
    case modified(FuzzTree, FuzzModifier)
    /// A text input bound to its own state (`FuzzTextField`, `FuzzTextEditor`); `tag` names it in input.
    case textField(tag: Int, style: FuzzFieldStyle)
    /// A NavigationStack bound to a path, whose pushed levels show `destination` (`FuzzNavigation`).
    case navigation(tag: Int, root: FuzzTree, destination: FuzzTree)
    /// A view with a button that presents a sheet (showing `presented`), an alert or a confirmation dialog.
    case presenter(tag: Int, kind: FuzzPresentation, content: FuzzTree, presented: FuzzTree)
    /// An editable List of `rows` rows with onDelete and onMove (`FuzzList`).
    case list(tag: Int, rows: Int)

    /// The trees directly under this one (a modifier's content first, then an overlay's or background's view).
    var subtrees: [FuzzTree] {
        switch self {
        case .text, .color, .shape, .spacer, .button, .counter, .textField, .list: return []
        case .navigation(_, let root, let destination): return [root, destination]
        case .presenter(_, let kind, let content, let presented): return kind == .sheet ? [content, presented] : [content]
        case .stack(_, _, _, let children): return children
        case .scrollView(_, let content), .geometryReader(let content): return [content]
        case .modified(let content, let modifier):
            if let layer = modifier.layer { return [content, layer] }
            return [content]
        }
    }

    /// How many nodes the tree has (the shrinker prefers fewer).
    var size: Int { 1 + subtrees.reduce(0) { $0 + $1.size } }

    /// The helper views the printed program needs the definitions of, in the order they are printed.
    var helpers: [FuzzHelper] {
        var found = Set<FuzzHelper>()
        func visit(_ t: FuzzTree) {
            switch t {
            case .counter: found.insert(.counter)
            case .textField(_, let style): found.insert(style == .editor ? .textEditor : .textField)
            case .navigation: found.insert(.navigation)
            case .presenter(_, let kind, _, _):
                switch kind {
                case .sheet: found.insert(.sheet); found.insert(.dismissButton)
                case .alert: found.insert(.alert)
                case .dialog: found.insert(.dialog)
                }
            case .list: found.insert(.list)
            default: break
            }
            t.subtrees.forEach(visit)
        }
        visit(self)
        return FuzzHelper.allCases.filter(found.contains)
    }

    /// The tags of the text inputs in the tree, in pre-order.
    var fieldTags: [Int] {
        if case .textField(let tag, _) = self { return [tag] }
        return subtrees.flatMap(\.fieldTags)
    }

    /// The texts of the buttons, links and rows the tree's interactive views show (what input taps on).
    var labels: [String] {
        var own: [String] = []
        switch self {
        case .button(let title): own = [title]
        case .counter: own = ["Tap"]
        case .navigation(let t, _, _): own = ["Link \(t)", "Deep \(t)", "Pop \(t)", "Home \(t)", "Back"]
        case .presenter(let t, let kind, _, _):
            switch kind {
            case .sheet: own = ["Present \(t)", "Dismiss \(t)", "Toggle \(t)"]
            case .alert: own = ["Present \(t)", "OK \(t)", "Cancel \(t)"]
            case .dialog: own = ["Present \(t)", "Remove \(t)", "Again \(t)", "Cancel \(t)"]
            }
        case .list(let t, let rows):
            own = ["Edit", "Done", "Delete", "Add \(t)", "Edit \(t)", "Reverse \(t)", "Remove first \(t)"]
                + (0..<min(rows + 1, 12)).map { "Item \(t).\($0)" }
        default: break
        }
        return own + subtrees.flatMap(\.labels)
    }

    /// The texts of the rows of the tree's lists.
    var rowLabels: [String] {
        if case .list(let t, let rows) = self { return (0..<min(rows + 1, 12)).map { "Item \(t).\($0)" } }
        return subtrees.flatMap(\.rowLabels)
    }
}

/// What kind of text input a `.textField` node is.
enum FuzzFieldStyle: String, Codable, CaseIterable, Sendable {
    /// `TextField` on one line.
    case field
    /// `TextField(axis: .vertical)`, which grows with its lines.
    case vertical
    /// `SecureField`.
    case secure
    /// `TextEditor`.
    case editor
}

/// What a `.presenter` node presents.
enum FuzzPresentation: String, Codable, CaseIterable, Sendable {
    case sheet, alert, dialog
}

/// The colours a leaf can have (system colours, and clear which draws nothing).
enum FuzzColor: String, Codable, CaseIterable, Sendable {
    case red, blue, green, orange, clear
}

/// The shapes a leaf can be.
enum FuzzShape: Codable, Hashable, Sendable {
    case rectangle
    case circle
    case roundedRectangle(cornerRadius: Double)
}

/// The three stacks.
enum FuzzStackKind: String, Codable, Sendable {
    case hstack, vstack, zstack
}

/// What a ScrollView scrolls.
enum FuzzScrollAxes: String, Codable, CaseIterable, Sendable {
    case vertical, horizontal, both
}

import Foundation

extension FuzzTree {
    /// The tree as the lines of a SwiftUI view expression, indented by four spaces per level.
    func swiftLines() -> [String] {
        switch self {
        case .text(let s): return ["Text(\(Self.literal(s)))"]
        case .color(let c): return ["Color.\(c.rawValue)"]
        case .shape(let s, let c):
            switch s {
            case .rectangle: return ["Rectangle().fill(.\(c.rawValue))"]
            case .circle: return ["Circle().fill(.\(c.rawValue))"]
            case .roundedRectangle(let r): return ["RoundedRectangle(cornerRadius: \(Self.number(r))).fill(.\(c.rawValue))"]
            }
        case .spacer(let m): return [m.map { "Spacer(minLength: \(Self.number($0)))" } ?? "Spacer()"]
        case .button(let title): return ["Button(\(Self.literal(title))) {}"]
        case .counter: return ["FuzzCounter()"]
        case .textField(let tag, let style):
            switch style {
            case .field: return ["FuzzTextField(tag: \(tag))"]
            case .vertical: return ["FuzzTextField(tag: \(tag), axis: .vertical)"]
            case .secure: return ["FuzzTextField(tag: \(tag), secure: true)"]
            case .editor: return ["FuzzTextEditor(tag: \(tag))"]
            }
        case .navigation(let tag, let root, let destination):
            return ["FuzzNavigation(tag: \(tag)) {"] + root.swiftLines().map { "    " + $0 }
                + ["} destination: {"] + destination.swiftLines().map { "    " + $0 } + ["}"]
        case .presenter(let tag, let kind, let content, let presented):
            switch kind {
            case .sheet:
                return ["FuzzSheet(tag: \(tag)) {"] + content.swiftLines().map { "    " + $0 }
                    + ["} sheet: {"] + presented.swiftLines().map { "    " + $0 } + ["}"]
            case .alert: return Self.block("FuzzAlert(tag: \(tag)) {", content.swiftLines())
            case .dialog: return Self.block("FuzzDialog(tag: \(tag)) {", content.swiftLines())
            }
        case .list(let tag, let rows): return ["FuzzList(tag: \(tag), rows: \(rows))"]
        case .stack(let kind, let spacing, let alignment, let children):
            var args: [String] = []
            switch kind {
            case .hstack, .vstack: if alignment != .center { args.append("alignment: .\(alignment.rawValue)") }
            case .zstack: if alignment != .center { args.append("alignment: .\(alignment.rawValue)") }
            }
            if let spacing, kind != .zstack { args.append("spacing: \(Self.number(spacing))") }
            let name = kind == .hstack ? "HStack" : kind == .vstack ? "VStack" : "ZStack"
            let head = args.isEmpty ? "\(name) {" : "\(name)(\(args.joined(separator: ", "))) {"
            return Self.block(head, children.flatMap { $0.swiftLines() })
        case .scrollView(let axes, let content):
            let head: String
            switch axes {
            case .vertical: head = "ScrollView {"
            case .horizontal: head = "ScrollView(.horizontal) {"
            case .both: head = "ScrollView([.horizontal, .vertical]) {"
            }
            return Self.block(head, content.swiftLines())
        case .geometryReader(let content):
            return Self.block("GeometryReader { _ in", content.swiftLines())
        case .modified(let content, let modifier):
            return content.swiftLines() + modifier.swiftLines().map { "    " + $0 }
        }
    }

    /// A whole program: the view as `ContentView`, with the host size and input as a comment.
    func swiftProgram(comment: [String] = []) -> String {
        var out = ["import SwiftUI", ""]
        for helper in helpers { out += helper.source.components(separatedBy: "\n") + [""] }
        out += comment.map { "// " + $0 }
        out.append("struct ContentView: View {")
        out.append("    var body: some View {")
        out += swiftLines().map { "        " + $0 }
        out.append("    }")
        out.append("}")
        return out.joined(separator: "\n")
    }

    static func block(_ head: String, _ body: [String]) -> [String] {
        [head] + body.map { "    " + $0 } + ["}"]
    }

    /// A Swift string literal for `s`.
    static func literal(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F { out += "\\u{\(String(u.value, radix: 16))}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// A Swift literal for a number as CGFloat or Double takes it (`.nan`, `.infinity`, whole numbers bare).
    static func number(_ d: Double) -> String {
        if d.isNaN { return ".nan" }
        if d.isInfinite { return d < 0 ? "-.infinity" : ".infinity" }
        if d == 0 && d.sign == .minus { return "-0.0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }
}

extension FuzzModifier {
    /// The modifier as the lines of a `.modifier(...)` call, continuing a view expression.
    func swiftLines() -> [String] {
        let n = FuzzTree.number
        func opt(_ label: String, _ v: Double?) -> String? { v.map { "\(label): \(n($0))" } }
        func align(_ a: FuzzAlignment) -> String? { a == .center ? nil : "alignment: .\(a.rawValue)" }
        switch self {
        case .frame(let w, let h, let a):
            return [".frame(" + [opt("width", w), opt("height", h), align(a)].compactMap { $0 }.joined(separator: ", ") + ")"]
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, let a):
            let args = [opt("minWidth", minW), opt("maxWidth", maxW), opt("minHeight", minH), opt("maxHeight", maxH), align(a)]
            let list = args.compactMap { $0 }
            // frame() with no argument is deprecated and means nothing; keep the call meaningful.
            return [".frame(" + (list.isEmpty ? "minWidth: nil" : list.joined(separator: ", ")) + ")"]
        case .padding(let p): return [".padding(\(n(p)))"]
        case .edgePadding(let t, let l, let b, let r):
            return [".padding(EdgeInsets(top: \(n(t)), leading: \(n(l)), bottom: \(n(b)), trailing: \(n(r))))"]
        case .overlay(let t, let a):
            return FuzzTree.block(".overlay(\(align(a) ?? "")) {".replacingOccurrences(of: "() {", with: " {"), t.swiftLines())
        case .background(let t, let a):
            return FuzzTree.block(".background(\(align(a) ?? "")) {".replacingOccurrences(of: "() {", with: " {"), t.swiftLines())
        case .offset(let x, let y): return [".offset(x: \(n(x)), y: \(n(y)))"]
        case .fixedSize(let h, let v):
            return [h && v ? ".fixedSize()" : ".fixedSize(horizontal: \(h), vertical: \(v))"]
        case .layoutPriority(let p): return [".layoutPriority(\(n(p)))"]
        case .aspectRatio(let r, let fill):
            return [".aspectRatio(" + (r.map { n($0) + ", " } ?? "") + "contentMode: .\(fill ? "fill" : "fit"))"]
        case .scaleEffect(let s): return [".scaleEffect(\(n(s)))"]
        case .rotationEffect(let d): return [".rotationEffect(.degrees(\(n(d))))"]
        case .opacity(let o): return [".opacity(\(n(o)))"]
        case .clipped: return [".clipped()"]
        }
    }
}

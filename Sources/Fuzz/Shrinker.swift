import Foundation

/// Shrinks a failing case to a small one that still fails the same way: greedy, one simplification at a
/// time (a subtree replaced by one of its children or by a leaf, a stack child or a modifier dropped, a
/// number made rounder, the input dropped), kept when the failure reproduces. Each kept step makes the
/// printed program shorter, so the search ends.
struct Shrinker {
    /// Whether a candidate still fails as the original did.
    var reproduces: (FuzzCase) -> Bool
    /// How many candidates may be tried in all.
    var budget = 600

    func shrink(_ original: FuzzCase) -> FuzzCase {
        var current = original
        var tried = 0
        var improved = true
        while improved && tried < budget {
            improved = false
            for candidate in Self.candidates(current) where Self.cost(candidate) < Self.cost(current) {
                tried += 1
                if reproduces(candidate) {
                    current = candidate
                    improved = true
                    break
                }
                if tried >= budget { break }
            }
        }
        return current
    }

    /// How complex a case reads: the length of its program, input included; between programs of one
    /// length, a smaller host reads simpler (1x1 becomes 0x0, so that equal failures print alike).
    static func cost(_ c: FuzzCase) -> Double {
        let length = c.tree.swiftLines().reduce(0) { $0 + $1.trimmingCharacters(in: .whitespaces).count + 1 }
            + c.inputs.map(\.summary.count).reduce(0, +) + 20 * c.inputs.count
            + FuzzTree.number(c.width).count + FuzzTree.number(c.height).count
        return Double(length) + (min(c.width, 10_000) + min(c.height, 10_000)) / 100_000
    }

    /// Simpler cases, the biggest steps first.
    static func candidates(_ c: FuzzCase) -> [FuzzCase] {
        var out: [FuzzCase] = []
        if !c.inputs.isEmpty {
            out.append(FuzzCase(tree: c.tree, width: c.width, height: c.height, inputs: []))
            for i in c.inputs.indices {
                var d = c; d.inputs.remove(at: i); out.append(d)
            }
            for i in c.inputs.indices {
                for simpler in c.inputs[i].simplifications() { var d = c; d.inputs[i] = simpler; out.append(d) }
            }
        }
        for t in treeCandidates(c.tree) { out.append(FuzzCase(tree: t, width: c.width, height: c.height, inputs: c.inputs)) }
        for w in simpler(c.width) where w >= 0 { var d = c; d.width = w; out.append(d) }
        for h in simpler(c.height) where h >= 0 { var d = c; d.height = h; out.append(d) }
        return out
    }

    /// Every tree one simplification away, at any node.
    static func treeCandidates(_ t: FuzzTree) -> [FuzzTree] {
        var out = local(t)
        let subs = t.subtrees
        for (i, s) in subs.enumerated() {
            for r in treeCandidates(s) { out.append(t.replacingSubtree(at: i, with: r)) }
        }
        return out
    }

    /// Simplifications of the node itself.
    static func local(_ t: FuzzTree) -> [FuzzTree] {
        var out: [FuzzTree] = t.subtrees
        switch t {
        case .color(let c): if c != .blue { out.append(.color(.blue)) }
        case .text(let s):
            if s != "Hi" { out.append(.text("Hi")) }
            if s.count > 2 { out.append(.text(String(s.prefix(s.count / 2)))) }
        case .shape(let s, let c):
            out.append(.color(c))
            if case .roundedRectangle(let r) = s { for v in simpler(r) { out.append(.shape(.roundedRectangle(cornerRadius: v), c)) } }
        case .spacer(let m):
            if let m { out.append(.spacer(minLength: nil)); for v in simpler(m) { out.append(.spacer(minLength: v)) } }
        case .button, .counter: out.append(.text("Hi"))
        case .textField(let tag, let style):
            if style != .field { out.append(.textField(tag: tag, style: .field)) }
            out.append(.text("Hi"))
        case .navigation, .presenter: break
        case .list(let tag, let rows):
            for r in Set([0, 1, rows / 2]) where r < rows { out.append(.list(tag: tag, rows: r)) }
        case .stack(let kind, let spacing, let alignment, let children):
            for i in children.indices {
                var c = children; c.remove(at: i)
                out.append(.stack(kind, spacing: spacing, alignment: alignment, children: c))
            }
            if let spacing {
                out.append(.stack(kind, spacing: nil, alignment: alignment, children: children))
                for v in simpler(spacing) { out.append(.stack(kind, spacing: v, alignment: alignment, children: children)) }
            }
            if alignment != .center { out.append(.stack(kind, spacing: spacing, alignment: .center, children: children)) }
            for k in [FuzzStackKind.hstack, .vstack, .zstack] where k != kind {
                out.append(.stack(k, spacing: k == .zstack ? nil : spacing, alignment: .center, children: children))
            }
        case .scrollView(let axes, let content):
            if axes != .vertical { out.append(.scrollView(.vertical, content: content)) }
        case .geometryReader: break
        case .modified(let content, let m):
            for s in m.simplifications() { out.append(.modified(content, s)) }
        }
        out.append(.color(.blue))
        return out
    }

    /// Rounder numbers than `v` (0, 1, 10, 100, the whole part, the half).
    static func simpler(_ v: Double) -> [Double] {
        var out: [Double] = [0, 1, 10, 100]
        if v.isFinite {
            out.append(v.rounded())
            out.append((v / 2).rounded())
            if v < 0 { out.append(-v) }
        } else {
            out.append(v.isNaN ? .infinity : 1e6)
        }
        var seen = Set<String>()
        return out.filter { $0 != v && !(v.isNaN && $0.isNaN) && seen.insert(FuzzTree.number($0)).inserted }
    }
}

extension FuzzTree {
    /// The same tree with its `i`th subtree (in `subtrees` order) replaced.
    func replacingSubtree(at i: Int, with t: FuzzTree) -> FuzzTree {
        switch self {
        case .stack(let k, let s, let a, var children):
            children[i] = t
            return .stack(k, spacing: s, alignment: a, children: children)
        case .scrollView(let axes, _): return .scrollView(axes, content: t)
        case .geometryReader: return .geometryReader(content: t)
        case .modified(let content, let m):
            return i == 0 ? .modified(t, m) : .modified(content, m.replacingLayer(t))
        case .navigation(let tag, let root, let destination):
            return i == 0 ? .navigation(tag: tag, root: t, destination: destination) : .navigation(tag: tag, root: root, destination: t)
        case .presenter(let tag, let kind, let content, let presented):
            return i == 0 ? .presenter(tag: tag, kind: kind, content: t, presented: presented)
                : .presenter(tag: tag, kind: kind, content: content, presented: t)
        default: return self
        }
    }
}

extension FuzzModifier {
    /// The same modifier with one value made simpler.
    func simplifications() -> [FuzzModifier] {
        let s = Shrinker.simpler
        func opt(_ v: Double?) -> [Double?] { v.map { [nil] + s($0).map { Optional($0) } } ?? [] }
        var out: [FuzzModifier] = []
        switch self {
        case .frame(let w, let h, let a):
            for v in opt(w) { out.append(.frame(width: v, height: h, alignment: a)) }
            for v in opt(h) { out.append(.frame(width: w, height: v, alignment: a)) }
            if a != .center { out.append(.frame(width: w, height: h, alignment: .center)) }
        case .flexibleFrame(let a, let b, let c, let d, let al):
            for v in opt(a) { out.append(.flexibleFrame(minWidth: v, maxWidth: b, minHeight: c, maxHeight: d, alignment: al)) }
            for v in opt(b) { out.append(.flexibleFrame(minWidth: a, maxWidth: v, minHeight: c, maxHeight: d, alignment: al)) }
            for v in opt(c) { out.append(.flexibleFrame(minWidth: a, maxWidth: b, minHeight: v, maxHeight: d, alignment: al)) }
            for v in opt(d) { out.append(.flexibleFrame(minWidth: a, maxWidth: b, minHeight: c, maxHeight: v, alignment: al)) }
            if al != .center { out.append(.flexibleFrame(minWidth: a, maxWidth: b, minHeight: c, maxHeight: d, alignment: .center)) }
            out.append(.frame(width: a ?? b, height: c ?? d, alignment: al))
        case .padding(let p): for v in s(p) { out.append(.padding(v)) }
        case .edgePadding(let t, let l, let b, let r):
            if t == l && l == b && b == r { out.append(.padding(t)) }
            for v in s(t) { out.append(.edgePadding(top: v, leading: l, bottom: b, trailing: r)) }
            for v in s(l) { out.append(.edgePadding(top: t, leading: v, bottom: b, trailing: r)) }
            for v in s(b) { out.append(.edgePadding(top: t, leading: l, bottom: v, trailing: r)) }
            for v in s(r) { out.append(.edgePadding(top: t, leading: l, bottom: b, trailing: v)) }
        case .overlay(let t, let a):
            if a != .center { out.append(.overlay(t, alignment: .center)) }
            out.append(.background(t, alignment: a))
        case .background(let t, let a):
            if a != .center { out.append(.background(t, alignment: .center)) }
        case .offset(let x, let y):
            for v in s(x) { out.append(.offset(x: v, y: y)) }
            for v in s(y) { out.append(.offset(x: x, y: v)) }
        case .fixedSize(let h, let v):
            if !(h && v) { out.append(.fixedSize(horizontal: true, vertical: true)) }
        case .layoutPriority(let p): for v in s(p) { out.append(.layoutPriority(v)) }
        case .aspectRatio(let r, let fill):
            for v in opt(r) { out.append(.aspectRatio(v, fill: fill)) }
        case .scaleEffect(let v): for x in s(v) { out.append(.scaleEffect(x)) }
        case .rotationEffect(let d): for x in s(d) { out.append(.rotationEffect(degrees: x)) }
        case .opacity(let o): for x in s(o) { out.append(.opacity(x)) }
        case .clipped: break
        }
        return out
    }
}

extension FuzzInput {
    /// The same input made simpler: shorter text, fewer repeats, plainer keys.
    func simplifications() -> [FuzzInput] {
        switch self {
        case .type(let s):
            var out: [FuzzInput] = []
            if s.count > 1 { out.append(.type(String(s.prefix(s.count / 2)))); out.append(.type(String(s.suffix(s.count / 2)))) }
            if s != "a" { out.append(.type("a")) }
            return out
        case .paste(let unit, let count):
            var out: [FuzzInput] = []
            for n in Set([1, count / 2, count / 10]) where n >= 1 && n < count { out.append(.paste(unit: unit, count: n)) }
            if unit != "x" { out.append(.paste(unit: "x", count: count)) }
            return out
        case .compose(let r, let c, let commit):
            var out: [FuzzInput] = []
            if r.count > 1 { out.append(.compose(reading: String(r.prefix(1)), candidate: c, commit: commit)) }
            if c.count > 1 { out.append(.compose(reading: r, candidate: String(c.prefix(1)), commit: commit)) }
            return out
        case .moveRow(let l, let to, let byHandle):
            return byHandle ? [.moveRow(label: l, to: to, byHandle: false)] : []
        case .swipeRow(let l, let full):
            return full ? [.swipeRow(label: l, full: false)] : []
        case .advance(let s):
            return s == 0 ? [] : [.advance(seconds: 0)]
        default: return []
        }
    }
}

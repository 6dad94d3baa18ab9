import Foundation

extension ViewGraph {
    /// The display list of the last frame drawn as indented text: each item with its kind, its values and its
    /// paint bounds; each retained part with a number, the node that keeps it and the frame that last made it.
    public func dumpDisplayList() -> String {
        // The frame's list is what the root's `render` appends: the first kept drawing down the single-child
        // chain from the root. Found without drawing, so that the dump changes nothing.
        var node: ViewNode? = root
        while let n = node {
            if let kept = n.keptDrawing {
                var dump = DisplayListDump(keepers: keepersByDrawing())
                dump.write(.retained(kept), level: 0)
                return dump.text
            }
            guard n.retainedDrawing != nil else { break }
            node = n.children.first
        }
        return "(no frame drawn yet)\n"
    }

    /// The node keeping each retained drawing, by the drawing's identity.
    private func keepersByDrawing() -> [ObjectIdentifier: String] {
        var keepers: [ObjectIdentifier: String] = [:]
        var pending: [ViewNode] = [root]
        while let node = pending.popLast() {
            if let kept = node.keptDrawing { keepers[ObjectIdentifier(kept)] = node.treeDumpKind }
            pending += node.children
        }
        return keepers
    }
}

/// Writes a display list as indented text. Retained parts are numbered in the order the dump meets them,
/// so two dumps of the same drawing read the same (no addresses).
private struct DisplayListDump {
    let keepers: [ObjectIdentifier: String]
    var numbers: [ObjectIdentifier: Int] = [:]
    var text = ""

    init(keepers: [ObjectIdentifier: String]) { self.keepers = keepers }

    mutating func write(_ item: DisplayItem, level: Int) {
        let bounds = "bounds \(TreeDump.rect(item.paintBounds))"
        switch item {
        case .fill(_, let paint, let style):
            line(level, "fill \(describe(paint))\(style.isEOFilled ? " even-odd" : "") \(bounds)")
        case .stroke(_, let paint, let style):
            line(level, "stroke \(describe(paint)) width \(TreeDump.number(style.lineWidth)) \(bounds)")
        case .text(let layout, let origin, let paint):
            line(level, "text \(layout.displayedString.debugDescription) at \(TreeDump.point(origin)) size \(TreeDump.size(layout.size)) \(describe(paint)) \(bounds)")
        case .image(let image, let rect, _, let tint):
            let tinted = tint.map { " tint \(describe($0))" } ?? ""
            line(level, "image \(image.pixelWidth)x\(image.pixelHeight) pixels in \(TreeDump.rect(rect))\(tinted) \(bounds)")
        case .effect(let effect, let content):
            line(level, "\(describe(effect)) \(bounds)")
            if case .mask(let mask) = effect {
                line(level + 1, "mask:")
                for inner in mask.items { write(inner, level: level + 2) }
                line(level + 1, "content:")
                for inner in content.items { write(inner, level: level + 2) }
            } else {
                for inner in content.items { write(inner, level: level + 1) }
            }
        case .retained(let kept):
            let id = ObjectIdentifier(kept)
            if let number = numbers[id] {
                line(level, "retained #\(number) again")
                return
            }
            let number = numbers.count + 1
            numbers[id] = number
            let keeper = keepers[id].map { " of \($0)" } ?? ""
            line(level, "retained #\(number)\(keeper) version \(kept.changedInFrame) \(bounds)")
            for inner in kept.list.items { write(inner, level: level + 1) }
        }
    }

    private mutating func line(_ level: Int, _ content: String) {
        text += String(repeating: "  ", count: level) + content + "\n"
    }

    private func describe(_ paint: ResolvedPaint) -> String {
        switch paint {
        case .color(let c): return ColorMath.hexString(c)
        case .linearGradient(let stops, _, _): return "linear gradient of \(stops.count) stops"
        case .radialGradient(let stops, _, _, _): return "radial gradient of \(stops.count) stops"
        case .angularGradient(let stops, _, _, _): return "angular gradient of \(stops.count) stops"
        case .image(let image, let tile, _): return "image paint \(image.pixelWidth)x\(image.pixelHeight) in tiles \(TreeDump.rect(tile))"
        }
    }

    private func describe(_ effect: DisplayEffect) -> String {
        let n: (CGFloat) -> String = TreeDump.number
        switch effect {
        case .transform(let t):
            if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "translate (\(n(t.tx)), \(n(t.ty)))" }
            return "transform (\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty)))"
        case .projection: return "projection"
        case .opacity(let o): return "opacity \(n(CGFloat(o)))"
        case .clip(let path, _): return "clip to \(TreeDump.rect(path.controlPointBounds))"
        case .mask: return "mask"
        case .blend(let mode): return "blend \(mode)"
        case .composite(let op): return "composite \(op)"
        case .shadow(let color, let radius, let offset):
            return "shadow \(ColorMath.hexString(color)) radius \(n(radius)) offset \(TreeDump.size(offset))"
        case .compositingGroup: return "compositing group"
        case .blur(let radius, let opaque): return "blur radius \(n(radius))\(opaque ? " opaque" : "")"
        case .colorMatrix: return "color matrix"
        }
    }
}

import Foundation
@_spi(Backend) import AtelierTesting

/// Makes random trees, hosts and input from a seeded generator: mostly ordinary values, with a steady
/// share of the extreme ones programs get wrong (0, negative, huge, infinity, NaN).
struct TreeGenerator {
    var rng: SplitMix64
    /// Nodes still to spend on the tree being made (keeps trees small enough to check and to read).
    private var budget = 0
    /// The tag the next interactive view gets (its titles and input name it).
    private var nextTag = 1

    init(seed: UInt64, index: Int) { rng = SplitMix64(seed: seed, index: index) }

    mutating func makeCase() -> FuzzCase {
        budget = 6 + int(0...24)
        nextTag = 1
        let tree = makeTree(depth: 0)
        let (w, h) = hostSize()
        var inputs: [FuzzInput] = []
        let labels = tree.labels, fields = tree.fieldTags, rows = tree.rowLabels
        let interactive = !labels.isEmpty || !fields.isEmpty
        for _ in 0..<(interactive ? int(0...8) : int(0...4)) {
            if interactive && chance(0.75) {
                inputs.append(targetedInput(labels: labels, fields: fields, rows: rows))
            } else {
                inputs.append(input(width: w, height: h))
            }
        }
        return FuzzCase(tree: tree, width: w, height: h, inputs: inputs)
    }

    // MARK: Trees

    mutating func makeTree(depth: Int) -> FuzzTree {
        budget -= 1
        if depth >= 6 || budget <= 0 || chance(0.12 + 0.1 * Double(depth)) { return leaf() }
        if chance(0.07) { return interactiveContainer(depth: depth) }
        let roll = double()
        if roll < 0.38 {
            let kind = [FuzzStackKind.hstack, .vstack, .zstack][int(0...2)]
            let n = chance(0.04) ? 0 : int(1...5)
            var children: [FuzzTree] = []
            for _ in 0..<n { children.append(makeTree(depth: depth + 1)) }
            let alignment: FuzzAlignment
            switch kind {
            case .hstack: alignment = pick(FuzzAlignment.vertical)
            case .vstack: alignment = pick(FuzzAlignment.horizontal)
            case .zstack: alignment = pick(FuzzAlignment.twoAxis)
            }
            return .stack(kind, spacing: chance(0.6) || kind == .zstack ? nil : length(), alignment: alignment, children: children)
        }
        if roll < 0.44 { return .scrollView(pick(FuzzScrollAxes.allCases), content: makeTree(depth: depth + 1)) }
        if roll < 0.48 { return .geometryReader(content: makeTree(depth: depth + 1)) }
        let content = makeTree(depth: depth + 1)
        return .modified(content, modifier(depth: depth))
    }

    /// A NavigationStack, a presenter or an editable List.
    mutating func interactiveContainer(depth: Int) -> FuzzTree {
        let tag = nextTag
        nextTag += 1
        let roll = double()
        if roll < 0.3 {
            let root = makeTree(depth: depth + 1)
            return .navigation(tag: tag, root: root, destination: makeTree(depth: depth + 1))
        }
        if roll < 0.75 {
            let kind = pick(FuzzPresentation.allCases)
            let content = makeTree(depth: depth + 1)
            return .presenter(tag: tag, kind: kind, content: content, presented: kind == .sheet ? makeTree(depth: depth + 1) : .color(.clear))
        }
        return .list(tag: tag, rows: pick([0, 1, 2, 3, 5, 8, 20]))
    }

    mutating func leaf() -> FuzzTree {
        if chance(0.09) {
            defer { nextTag += 1 }
            return .textField(tag: nextTag, style: pick(FuzzFieldStyle.allCases))
        }
        switch int(0...9) {
        case 0, 1, 2: return .text(text())
        case 3, 4: return .color(pick(FuzzColor.allCases))
        case 5:
            let shape: FuzzShape
            switch int(0...2) {
            case 0: shape = .rectangle
            case 1: shape = .circle
            default: shape = .roundedRectangle(cornerRadius: pick([0, 5, 20, 1e6, .nan, -5, .infinity]))
            }
            return .shape(shape, pick(FuzzColor.allCases))
        case 6, 7: return .spacer(minLength: chance(0.5) ? nil : length())
        case 8: return .button(pick(["OK", "Tap me", "A much longer button title"]))
        default: return .counter
        }
    }

    mutating func modifier(depth: Int) -> FuzzModifier {
        switch int(0...15) {
        case 0, 1:
            return .frame(width: chance(0.3) ? nil : length(), height: chance(0.3) ? nil : length(),
                          alignment: pick(FuzzAlignment.twoAxis))
        case 2:
            func bound() -> Double? { chance(0.5) ? nil : (chance(0.2) ? .infinity : length()) }
            return .flexibleFrame(minWidth: bound(), maxWidth: bound(), minHeight: bound(), maxHeight: bound(),
                                  alignment: pick(FuzzAlignment.twoAxis))
        case 3: return .padding(length())
        case 4: return .edgePadding(top: length(), leading: length(), bottom: length(), trailing: length())
        case 5: return .overlay(makeTree(depth: depth + 2), alignment: pick(FuzzAlignment.twoAxis))
        case 6: return .background(makeTree(depth: depth + 2), alignment: pick(FuzzAlignment.twoAxis))
        case 7: return .offset(x: chance(0.9) ? Double(int(-100...100)) : length(), y: chance(0.9) ? Double(int(-100...100)) : length())
        case 8: return .fixedSize(horizontal: chance(0.7), vertical: chance(0.7))
        case 9: return .layoutPriority(pick([-1, 0, 1, 2, 10, 1e300, .infinity, .nan]))
        case 10: return .aspectRatio(pick([nil, 1, 0.5, 2, 0, 1e6, .infinity, .nan, -1]), fill: chance(0.5))
        case 11: return .scaleEffect(pick([0, 0.5, 1, 2, -1, 10, 1e4, 1e6, .infinity, .nan, 1e-9]))
        case 12: return .rotationEffect(degrees: pick([0, 45, 90, 180, 360, 1e10, .nan, .infinity, Double(int(0...359))]))
        case 13: return .opacity(pick([0, 0.5, 1, -1, 2, .nan]))
        case 14: return .clipped
        default: return .padding(Double(int(0...20)))
        }
    }

    mutating func text() -> String {
        pick(["Hi", "Hello, world", "", String(repeating: "W", count: int(20...300)), "tab\there", "line\nbreak\nthree",
              "👩‍👩‍👧 family", "مرحبا بالعالم", "שלום עולם", "混合 text 中文",
              "The quick brown fox jumps over the lazy dog and keeps running far beyond the edge of the screen"])
    }

    /// A length: usually an ordinary number of points, sometimes 0, fractional, negative, huge, infinite or NaN.
    mutating func length() -> Double {
        let r = double()
        switch r {
        case ..<0.62: return Double(int(1...200))
        case ..<0.70: return 0
        case ..<0.76: return (double() * 100 * 1000).rounded() / 1000
        case ..<0.82: return -Double(int(1...100))
        case ..<0.88: return pick([1e4, 1e6, 1e12, 1e300])
        case ..<0.92: return .infinity
        case ..<0.95: return -.infinity
        default: return .nan
        }
    }

    // MARK: Hosts and input

    mutating func hostSize() -> (Double, Double) {
        switch int(0...19) {
        case 0: return (0, 0)
        case 1: return (1, 1)
        case 2: return (Double(int(0...10)), Double(int(200...600)))
        default: return (Double(int(20...500)), Double(int(20...500)))
        }
    }

    mutating func input(width w: Double, height h: Double) -> FuzzInput {
        func x() -> Double { Double(int(-10...Int(w) + 10)) }
        func y() -> Double { Double(int(-10...Int(h) + 10)) }
        switch int(0...5) {
        case 0, 1, 2: return .tap(x: x(), y: y())
        case 3: return .drag(fromX: x(), fromY: y(), toX: x(), toY: y())
        case 4: return .scroll(dx: Double(int(-200...200)), dy: Double(int(-200...200)), x: x(), y: y())
        default: return .advance(seconds: pick([0, 1.0 / 60, 0.5, 1]))
        }
    }

    /// Input aimed at the tree's interactive views: taps on their titles, focus, typing, pasting, composing,
    /// keys, swiping and dragging rows.
    mutating func targetedInput(labels: [String], fields: [Int], rows: [String]) -> FuzzInput {
        let roll = double()
        switch roll {
        case ..<0.30: return labels.isEmpty ? .key(pick(FuzzKey.allCases)) : .tapLabel(pick(labels))
        case ..<0.40: return fields.isEmpty ? .key(.tab) : .focus(tag: pick(fields))
        case ..<0.54: return .type(typedText())
        case ..<0.59:
            return .paste(unit: pick(["abc ", "line\n", "👍", "x", "\t", "é", "\u{202E}rtl", "\r\n"]),
                          count: pick([1, 10, 100, 1000, 3000]))
        case ..<0.65:
            return .compose(reading: pick(["n", "ni", "nihon", "kana", "hangul"]), candidate: pick(["你", "日本", "かな", "한글", "", "ni"]),
                            commit: chance(0.7))
        case ..<0.80: return .key(pick(FuzzKey.allCases))
        case ..<0.86:
            return rows.isEmpty ? .advance(seconds: 0.5) : .swipeRow(label: pick(rows), full: chance(0.5))
        case ..<0.91:
            return rows.isEmpty ? .advance(seconds: 0.5) : .moveRow(label: pick(rows), to: pick(rows), byHandle: chance(0.5))
        default: return .advance(seconds: pick([0, 1.0 / 60, 0.2, 0.5, 1]))
        }
    }

    /// Text a user types: ordinary words, other scripts, emoji, combining marks, line breaks, tabs, control
    /// characters, bidirectional overrides, long runs.
    mutating func typedText() -> String {
        pick(["a", "hello", "Hello, world!", "héllo wörld", "日本語の文", "👩‍👩‍👧👍🏽", "مرحبا", "שלום", "e\u{301}\u{302}\u{303}",
              "two\nlines", "a\tb", "\n\n\n", "bell\u{7}del\u{7F}", "\u{202E}abc", "\u{0}nul", "x\r\ny",
              String(repeating: "long ", count: int(5...20)), " ", "\u{FEFF}\u{200B}"])
    }

    // MARK: Random values

    mutating func double() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    mutating func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(rng.next() % UInt64(r.count)) }
    mutating func chance(_ p: Double) -> Bool { double() < p }
    mutating func pick<T>(_ a: [T]) -> T { a[int(0...(a.count - 1))] }
}

import Atelier

extension FuzzTree {
    /// The tree as a view. Every node is marked `accessibilityIdentifier("<n>")` with its number in
    /// pre-order (the numbering of `numbered()`), so that the checker can find the frame of each one; the
    /// identifier is a pass-through in layout, so the marked tree lays out as the printed program does.
    @MainActor func makeView() -> AnyView {
        var next = 0
        return makeView(next: &next)
    }

    @MainActor private func makeView(next: inout Int) -> AnyView {
        let id = next
        next += 1
        let view: AnyView
        switch self {
        case .text(let s): view = AnyView(Text(s))
        case .color(let c): view = AnyView(c.color)
        case .shape(let s, let c):
            switch s {
            case .rectangle: view = AnyView(Rectangle().fill(c.color))
            case .circle: view = AnyView(Circle().fill(c.color))
            case .roundedRectangle(let r): view = AnyView(RoundedRectangle(cornerRadius: CGFloat(r)).fill(c.color))
            }
        case .spacer(let m): view = AnyView(Spacer(minLength: m.map { CGFloat($0) }))
        case .button(let title): view = AnyView(Button(title) {})
        case .counter: view = AnyView(FuzzCounter())
        case .textField(let tag, let style):
            switch style {
            case .field: view = AnyView(FuzzTextField(tag: tag))
            case .vertical: view = AnyView(FuzzTextField(tag: tag, axis: .vertical))
            case .secure: view = AnyView(FuzzTextField(tag: tag, secure: true))
            case .editor: view = AnyView(FuzzTextEditor(tag: tag))
            }
        case .navigation(let tag, let root, let destination):
            let r = root.makeView(next: &next), d = destination.makeView(next: &next)
            view = AnyView(FuzzNavigation(tag: tag, root: { r }, destination: { d }))
        case .presenter(let tag, let kind, let content, let presented):
            let c = content.makeView(next: &next)
            switch kind {
            case .sheet:
                let p = presented.makeView(next: &next)
                view = AnyView(FuzzSheet(tag: tag, content: { c }, sheet: { p }))
            case .alert: view = AnyView(FuzzAlert(tag: tag, content: { c }))
            case .dialog: view = AnyView(FuzzDialog(tag: tag, content: { c }))
            }
        case .list(let tag, let rows): view = AnyView(FuzzList(tag: tag, rows: rows))
        case .stack(let kind, let spacing, let alignment, let children):
            var built: [AnyView] = []
            for c in children { built.append(c.makeView(next: &next)) }
            let content = Self.block(built)
            let s = spacing.map { CGFloat($0) }
            switch kind {
            case .hstack: view = AnyView(HStack(alignment: alignment.vertical, spacing: s) { content })
            case .vstack: view = AnyView(VStack(alignment: alignment.horizontal, spacing: s) { content })
            case .zstack: view = AnyView(ZStack(alignment: alignment.alignment) { content })
            }
        case .scrollView(let axes, let content):
            let c = content.makeView(next: &next)
            view = AnyView(ScrollView(axes.axisSet) { c })
        case .geometryReader(let content):
            let c = content.makeView(next: &next)
            view = AnyView(GeometryReader { _ in c })
        case .modified(let content, let modifier):
            let c = content.makeView(next: &next)
            let layer = modifier.layer?.makeView(next: &next)
            view = modifier.apply(to: c, layer: layer)
        }
        return AnyView(view.accessibilityIdentifier(String(id)))
    }

    /// Children as the block of a ViewBuilder closure would give them: one tuple of the views.
    @MainActor private static func block(_ v: [AnyView]) -> AnyView {
        switch v.count {
        case 0: return AnyView(EmptyView())
        case 1: return v[0]
        case 2: return AnyView(ViewBuilder.buildBlock(v[0], v[1]))
        case 3: return AnyView(ViewBuilder.buildBlock(v[0], v[1], v[2]))
        case 4: return AnyView(ViewBuilder.buildBlock(v[0], v[1], v[2], v[3]))
        case 5: return AnyView(ViewBuilder.buildBlock(v[0], v[1], v[2], v[3], v[4]))
        default: return AnyView(ViewBuilder.buildBlock(v[0], v[1], v[2], v[3], v[4], v[5]))
        }
    }
}

extension FuzzModifier {
    /// Applies the modifier to built content (and its built overlay or background view).
    @MainActor func apply(to c: AnyView, layer: AnyView?) -> AnyView {
        func f(_ v: Double?) -> CGFloat? { v.map { CGFloat($0) } }
        switch self {
        case .frame(let w, let h, let a): return AnyView(c.frame(width: f(w), height: f(h), alignment: a.alignment))
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, let a):
            return AnyView(c.frame(minWidth: f(minW), maxWidth: f(maxW), minHeight: f(minH), maxHeight: f(maxH),
                                   alignment: a.alignment))
        case .padding(let p): return AnyView(c.padding(CGFloat(p)))
        case .edgePadding(let t, let l, let b, let r):
            return AnyView(c.padding(EdgeInsets(top: CGFloat(t), leading: CGFloat(l), bottom: CGFloat(b), trailing: CGFloat(r))))
        case .overlay(_, let a): return AnyView(c.overlay(alignment: a.alignment) { layer ?? AnyView(EmptyView()) })
        case .background(_, let a): return AnyView(c.background(alignment: a.alignment) { layer ?? AnyView(EmptyView()) })
        case .offset(let x, let y): return AnyView(c.offset(x: CGFloat(x), y: CGFloat(y)))
        case .fixedSize(let h, let v): return AnyView(c.fixedSize(horizontal: h, vertical: v))
        case .layoutPriority(let p): return AnyView(c.layoutPriority(p))
        case .aspectRatio(let r, let fill): return AnyView(c.aspectRatio(f(r), contentMode: fill ? .fill : .fit))
        case .scaleEffect(let s): return AnyView(c.scaleEffect(CGFloat(s)))
        case .rotationEffect(let d): return AnyView(c.rotationEffect(.degrees(d)))
        case .opacity(let o): return AnyView(c.opacity(o))
        case .clipped: return AnyView(c.clipped())
        }
    }
}

extension FuzzColor {
    /// The colour as a view and a fill.
    var color: Color {
        switch self {
        case .red: return .red
        case .blue: return .blue
        case .green: return .green
        case .orange: return .orange
        case .clear: return .clear
        }
    }
}

extension FuzzAlignment {
    /// As a two-axis alignment (an axis-only name keeps the other axis centred).
    var alignment: Alignment {
        switch self {
        case .center, .firstTextBaseline, .lastTextBaseline: return .center
        case .leading: return .leading
        case .trailing: return .trailing
        case .top: return .top
        case .bottom: return .bottom
        case .topLeading: return .topLeading
        case .topTrailing: return .topTrailing
        case .bottomLeading: return .bottomLeading
        case .bottomTrailing: return .bottomTrailing
        }
    }
    /// As a VStack's alignment.
    var horizontal: HorizontalAlignment { alignment.horizontal }
    /// As an HStack's alignment.
    var vertical: VerticalAlignment {
        switch self {
        case .firstTextBaseline: return .firstTextBaseline
        case .lastTextBaseline: return .lastTextBaseline
        default: return alignment.vertical
        }
    }
}

extension FuzzScrollAxes {
    /// The axes as ScrollView takes them.
    var axisSet: Axis.Set {
        switch self {
        case .vertical: return .vertical
        case .horizontal: return .horizontal
        case .both: return [.horizontal, .vertical]
        }
    }
}

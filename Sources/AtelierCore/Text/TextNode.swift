import Foundation

extension Text: View, PrimitiveView {
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { TextNode(context: context) }
    func update(_ node: ViewNode) {
        guard let node = node as? TextNode else { return node.update(view: self) }
        node.update(text: self)
    }
}

// MARK: - Fonts

extension EnvironmentValues {
    /// The font a text run is drawn with: the run's font, else the environment's, else body; then the
    /// view-level weight/design/bold/italic modifiers; then the run's own, which win.
    func resolvedTextFont(_ attributes: Text.Attributes = Text.Attributes()) -> ResolvedFont {
        var font = attributes.font ?? self.font ?? .body
        if let w = fontWeightOverride { font.weightValue = w }
        if let d = fontDesignOverride { font.design = d }
        if let b = boldOverride { font.isBold = b }
        if let i = italicOverride { font.isItalic = i }
        if let m = monospacedOverride { font.isMonospaced = m }
        if let m = monospacedDigitOverride { font.isMonospacedDigit = m }
        if let w = attributes.weight { font.weightValue = w }
        if let d = attributes.design { font.design = d }
        if let b = attributes.bold { font.isBold = b }
        if let i = attributes.italic { font.isItalic = i }
        if let m = attributes.monospaced { font.isMonospaced = m }
        if let m = attributes.monospacedDigit { font.isMonospacedDigit = m }
        return font.resolved(in: self)
    }
}

extension Text {
    /// A non-colour style common to every run, which paints the whole text (a gradient across it).
    var sharedStyle: AnyShapeStyle? {
        guard let first = runs.first?.attributes.style,
              runs.allSatisfy({ $0.attributes.color == nil && $0.attributes.style.map { ViewEquality.equal($0.storage, first.storage) } == true })
        else { return nil }
        return first
    }

    /// The text's runs resolved against an environment (fonts, colours, case), and the one non-colour style
    /// shared by every run (a gradient across the whole text), which then paints the text.
    func resolvedRuns(in env: EnvironmentValues) -> (runs: [TextRun], sharedStyle: AnyShapeStyle?) {
        let shared = sharedStyle
        let context = ShapeStyleContext(environment: env, bounds: .zero)
        let result = runs.map { run -> TextRun in
            let a = run.attributes
            var string = run.string
            switch env.textCase {
            case .uppercase?: string = string.uppercased()
            case .lowercase?: string = string.lowercased()
            case nil: break
            }
            var color = a.color?.resolvedColor(in: env)
            if color == nil, shared == nil, let style = a.style { color = resolveColor(style, in: context) }
            let tracking = (a.tracking ?? 0) + (a.kerning ?? 0)
            return TextRun(string: string, font: env.resolvedTextFont(a), color: color,
                           underlined: a.underline?.on ?? false,
                           underline: a.underline?.on == true ? a.underline?.color?.resolvedColor(in: env) : nil,
                           struckThrough: a.strikethrough?.on ?? false,
                           strikethrough: a.strikethrough?.on == true ? a.strikethrough?.color?.resolvedColor(in: env) : nil,
                           tracking: tracking.isFinite ? tracking : 0,
                           baselineOffset: (a.baselineOffset ?? 0).isFinite ? (a.baselineOffset ?? 0) : 0)
        }
        return (result, shared)
    }
}

// MARK: - The node

/// The node of a Text: turns the runs and the environment into a TextRequest, lays it out through
/// the installed text engine for each proposal, and draws the layout chosen for its frame.
///
/// Sizes are fractional, as SwiftUI's are at scale 1 (body "Critical Maps" is 99.3 x 20.3 there).
/// The proposed width wraps the text (words, then characters when a word is wider than the line);
/// a proposed height shows only the lines that fit, the last one truncated with "…" (at least one
/// line is always shown). A zero width therefore gives one character per line when the height is
/// free, and a lone "…" when it allows a single line.
@MainActor final class TextNode: ViewNode, DrawingNode, TextDisplaying, AlignmentNode, SizingNode {
    private(set) var text = Text(verbatim: "")
    private var seenEnvironmentVersion: UInt64 = .max
    /// The newest layout measured and its proposal. Only one: the size cache answers the proposals asked before,
    /// and a layout asked again for one of them comes from the engine's cache. Every text of a long list kept a
    /// list of them from sizing to placement (a third of a kilobyte a text with the engine's layouts). Read and
    /// written only here, never while already being accessed: the runtime's exclusivity check showed in the profile.
    private var measured: (proposal: PackedProposal, layout: TextLayout)? {
        // No closures (`map`, `??`): one formed here checks the main executor at each call.
        get {
            guard let newestLayout else { return nil }
            return (newestProposal, newestLayout)
        }
        set {
            if let newValue {
                newestProposal = newValue.proposal
                newestLayout = newValue.layout
            } else {
                newestProposal = .none
                newestLayout = nil
            }
        }
    }
    /// `measured`, kept in the node: out of line, in an object made at the first measurement and let go when the
    /// node was placed, it took as many bytes as a hole among the nodes and layouts made between the two.
    @exclusivity(unchecked) private var newestLayout: TextLayout?
    @exclusivity(unchecked) private var newestProposal = PackedProposal.none
    /// The layout drawn in the node's frame, chosen when the node is placed. Once the node has drawn, it
    /// counts among the drawers of its layout, so that its shapes are kept; until then they are kept only
    /// when it is placed in the window (a text outside, as most of a long list's are, keeps its
    /// measurements, and the renderer shapes it again if it scrolls into view).
    private(set) var latestLayout: TextLayout? {
        didSet {
            guard latestLayout !== oldValue, countsAmongDrawers else { return }
            latestLayout?.drawingNodes += 1
            if let old = oldValue { Self.stopDrawing(old) }
        }
    }
    /// The proposal the latest layout was made for: once placed, the node keeps only that layout.
    private var latestLayoutProposal = PackedProposal.none

    /// The node no longer draws a layout: its shapes go when no other node draws it.
    private nonisolated static func stopDrawing(_ layout: TextLayout) {
        layout.drawingNodes -= 1
        if layout.drawingNodes <= 0 { layout.shapes?.discardShapes() }
    }

    deinit {
        if countsAmongDrawers, let latestLayout { Self.stopDrawing(latestLayout) }
    }

    /// Everything the text's layouts depend on: its resolved runs and the environment's paragraph settings.
    /// The line limit's two optional counts are kept as counts and flags, and the one-byte fields last: 44 bytes
    /// rather than 56, which with the order of the node's fields below puts a text node in the allocator's 336
    /// bytes, not 352.
    private struct LayoutInputs: Equatable {
        var runs: [TextRun]
        var lineSpacing: CGFloat
        var minimumScaleFactor: CGFloat
        private var limit: Int, reserved: Int
        private var hasLimit: Bool, hasReserved: Bool
        var truncation: Text.TruncationMode
        var alignment: TextAlignment

        var lineLimit: LineLimitSetting {
            LineLimitSetting(limit: hasLimit ? limit : nil, reserved: hasReserved ? reserved : nil)
        }

        init(runs: [TextRun], lineLimit: LineLimitSetting, truncation: Text.TruncationMode, alignment: TextAlignment,
             lineSpacing: CGFloat, minimumScaleFactor: CGFloat) {
            self.runs = runs
            self.lineSpacing = lineSpacing
            self.minimumScaleFactor = minimumScaleFactor
            limit = lineLimit.limit ?? 0
            hasLimit = lineLimit.limit != nil
            reserved = lineLimit.reserved ?? 0
            hasReserved = lineLimit.reserved != nil
            self.truncation = truncation
            self.alignment = alignment
        }
    }
    /// The resolved runs' hash, for the requests made from them.
    private var resolvedRunsHash = 0
    private var layoutInputs: LayoutInputs?
    /// Whether the node has drawn, and so counts among its latest layout's drawers.
    private var countsAmongDrawers = false

    override func update(view: any View) {
        if let newText = view as? Text { update(text: newText) }
    }

    /// Takes a new value of the text.
    func update(text newText: Text) {
        guard newText != text || environment.version != seenEnvironmentVersion || layoutInputs == nil else { return }
        text = newText
        seenEnvironmentVersion = environment.version
        let env = environment
        let resolved = resolveRuns()
        let inputs = LayoutInputs(runs: SharedTextRuns.shared(resolved, hash: resolvedRunsHash), lineLimit: env.lineLimitSetting,
                                  truncation: env.truncationMode, alignment: env.multilineTextAlignment,
                                  lineSpacing: env.lineSpacing, minimumScaleFactor: env.minimumScaleFactor)
        // The same layout inputs (a new foreground colour, say): the layouts hold, only the drawing changes.
        guard inputs != layoutInputs else { return setNeedsDisplay() }
        layoutInputs = inputs
        measured = nil
        latestLayoutProposal = .none
        invalidate([.layout, .display])
    }

    // MARK: Request

    /// The runs resolved against the environment (fonts, colours, case) at the latest update: the layout inputs'
    /// (kept once, not beside them as well).
    private var runs: [TextRun] { layoutInputs?.runs ?? resolveRuns() }

    /// Resolves the text's runs against the environment, and notes their hash.
    private func resolveRuns() -> [TextRun] {
        let (result, _) = text.resolvedRuns(in: environment)
        resolvedRunsHash = result.hashValue
        return result
    }

    /// The full string as it would display without truncation.
    var fullString: String { runs.map(\.string).joined() }

    /// The paragraph settings the layouts are made with, as read from the environment at the latest update
    /// (each read of the environment is a dictionary lookup, and a text is measured for several proposals).
    private var paragraph: LayoutInputs {
        if let layoutInputs { return layoutInputs }
        let env = environment
        return LayoutInputs(runs: runs, lineLimit: env.lineLimitSetting, truncation: env.truncationMode,
                            alignment: env.multilineTextAlignment, lineSpacing: env.lineSpacing,
                            minimumScaleFactor: env.minimumScaleFactor)
    }

    private func request(width: CGFloat?, lineLimit: Int?, scale: CGFloat, paragraph: LayoutInputs) -> TextRequest {
        var r = runs
        let spacing = paragraph.lineSpacing.isFinite ? max(0, paragraph.lineSpacing) : 0
        if scale != 1 {
            for i in r.indices { r[i].font.size *= scale }
            return TextRequest(runs: r, maxWidth: width, lineLimit: lineLimit, truncation: paragraph.truncation,
                               alignment: paragraph.alignment, lineSpacing: spacing)
        }
        return TextRequest(runs: r, runsHash: resolvedRunsHash, maxWidth: width, lineLimit: lineLimit,
                           truncation: paragraph.truncation, alignment: paragraph.alignment, lineSpacing: spacing)
    }

    /// A layout from the engine, which answers a request it answered before from its cache (a text measured at
    /// three heights for a stack's width asks the same unlimited question for each height).
    private func engineLayout(width: CGFloat?, lineLimit: Int?, scale: CGFloat, paragraph: LayoutInputs) -> TextLayout {
        let made = GraphicsServices.textEngine.layout(request(width: width, lineLimit: lineLimit, scale: scale, paragraph: paragraph))
        RecentTextShapes.note(made)
        return made
    }

    // MARK: Layout

    /// Lays the text out for a proposal (cached per proposal until the next update).
    func layout(for proposal: ProposedViewSize) -> TextLayout {
        if let latestLayout, latestLayoutProposal.proposal == proposal { return latestLayout }
        if let measured, measured.proposal.proposal == proposal { return measured.layout }
        let result = makeLayout(proposal)
        // A container measures for its probes (its minimum, its maximum) before its offer, and places the
        // text for the last: the shapes of the layout before go now, so that their memory is reused by the
        // next text's instead of staying in holes between the nodes made since.
        if let old = measured?.layout { discardShapes(of: old, except: result) }
        measured = (PackedProposal(proposal), result)
        return result
    }

    /// Lets the shapes of `layout` go unless it is `kept`, the placed one, or a node draws it; the sizes stay.
    private func discardShapes(of layout: TextLayout, except kept: TextLayout?) {
        guard layout !== kept, layout !== latestLayout || kept == nil, layout.drawingNodes <= 0 else { return }
        layout.shapes?.discardShapes()
    }

    private func makeLayout(_ proposal: ProposedViewSize) -> TextLayout {
        let paragraph = self.paragraph
        var width: CGFloat? = nil
        if let w = proposal.width, w.isFinite { width = max(0, w) }
        let limit = paragraph.lineLimit.limit.map { max(1, $0) }
        let spacing = paragraph.lineSpacing.isFinite ? max(0, paragraph.lineSpacing) : 0

        /// Lays out at a font scale, showing only the lines that fit the proposed height.
        func attempt(_ scale: CGFloat) -> TextLayout {
            var result = engineLayout(width: width, lineLimit: limit, scale: scale, paragraph: paragraph)
            if let h = proposal.height, h.isFinite, result.lineCount > 1, result.size.height > h + 0.01 {
                let pitch = (result.size.height + spacing) / CGFloat(result.lineCount)
                let fitting = max(1, Int(((h + spacing) / pitch + 0.001).rounded(.down)))
                if fitting < result.lineCount {
                    result = engineLayout(width: width, lineLimit: min(limit ?? fitting, fitting), scale: scale, paragraph: paragraph)
                }
            }
            return result
        }
        func fits(_ l: TextLayout) -> Bool {
            l.displayedString == fullString && (width.map { l.size.width <= $0 + 0.01 } ?? true)
        }

        let full = attempt(1)
        let factor = paragraph.minimumScaleFactor
        guard factor.isFinite, factor > 0, factor < 1, !fits(full) else { return full }
        // Shrink the font as far as the minimum scale factor allows, keeping the largest size that fits.
        let smallest = attempt(factor)
        guard fits(smallest) else { return smallest }
        var lo = factor, hi: CGFloat = 1, best = smallest
        for _ in 0..<8 {
            let mid = (lo + hi) / 2
            let candidate = attempt(mid)
            if fits(candidate) { lo = mid; best = candidate } else { hi = mid }
        }
        return best
    }

    /// The height reserved by `lineLimit(_:reservesSpace:)` and ranges' lower bounds.
    private var reservedHeight: CGFloat {
        guard let lines = paragraph.lineLimit.reserved, lines >= 1 else { return 0 }
        let font = runs.first?.font ?? environment.resolvedTextFont()
        let engine = GraphicsServices.textEngine
        let m = engine.metrics(of: font)
        let spacing = environment.lineSpacing.isFinite ? max(0, environment.lineSpacing) : 0
        return CGFloat(lines) * (m.ascent + m.descent) + CGFloat(lines - 1) * (spacing + engine.lineGap(of: font))
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = layout(for: proposal).size
        // SwiftUI rounds a text's size up to the pixel grid, so that placing it on whole pixels never cuts it.
        return CGSize(width: ceilToPixels(size.width), height: ceilToPixels(max(size.height, reservedHeight)))
    }

    /// The layout measured for a proposal that gave (about) this size: parents round frames to whole
    /// pixels, so a text measured 43.4 wide may be placed 43 wide and must not be laid out again and truncated.
    private func measuredLayout(for size: CGSize) -> (proposal: ProposedViewSize, layout: TextLayout)? {
        let reserved = reservedHeight
        var best: (error: CGFloat, proposal: ProposedViewSize, layout: TextLayout)?
        // The newest measured first, then the placed one (no closure: one formed here checks the executor).
        for k in 0..<2 {
            let candidate: (proposal: PackedProposal, layout: TextLayout)
            if k == 0, let measured {
                candidate = measured
            } else if k == 1, let latestLayout {
                candidate = (latestLayoutProposal, latestLayout)
            } else {
                continue
            }
            guard let proposal = candidate.proposal.proposal else { continue }
            let layout = candidate.layout
            let error = max(abs(layout.size.width - size.width), abs(max(layout.size.height, reserved) - size.height))
            if error < 1, error < (best?.error ?? .infinity) - 0.0001 { best = (error, proposal, layout) }
        }
        guard let best else { return nil }
        return (best.proposal, best.layout)
    }

    func placeChildren(in rect: CGRect) {
        let proposal = ProposedViewSize(width: rect.width, height: rect.height)
        let placed = measuredLayout(for: rect.size) ?? (proposal, layout(for: proposal))
        let before = latestLayout
        latestLayout = placed.layout
        latestLayoutProposal = PackedProposal(placed.proposal)
        // The layouts measured for other proposals are sizes now (the size cache answers them), and so is the
        // placed one of a text placed outside the window until it draws (most of a long list's: the renderer
        // shapes them again if they come into view).
        let inWindow = frame.intersects(CGRect(origin: .zero, size: graph.size))
        let kept = inWindow ? placed.layout : nil
        if let old = measured?.layout { discardShapes(of: old, except: kept) }
        if let before, before !== placed.layout { discardShapes(of: before, except: kept) }
        if !inWindow { discardShapes(of: placed.layout, except: nil) }
        measured = nil
    }

    var ownSpacing: ViewSpacing { .text }

    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        let l = measuredLayout(for: size)?.layout ?? layout(for: ProposedViewSize(size))
        if l.lineCount == 0 {
            let m = GraphicsServices.textEngine.metrics(of: runs.first?.font ?? environment.resolvedTextFont())
            return (m.ascent, m.ascent)
        }
        return (l.firstBaseline, l.lastBaseline)
    }

    // MARK: Drawing

    func draw(into list: inout DisplayList) {
        if !countsAmongDrawers, let placed = latestLayout {
            countsAmongDrawers = true
            placed.drawingNodes += 1
        }
        let layout = latestLayout ?? self.layout(for: ProposedViewSize(frame.size))
        guard layout.lineCount > 0, !layout.displayedString.isEmpty else { return }
        let context = ShapeStyleContext(environment: environment, bounds: frame)
        // A style shared by every run that is not a plain colour (a gradient) is the item's paint; asked of the
        // text here rather than kept (an optional style took 40 bytes in every text node).
        let paint = resolvePaint(text.sharedStyle ?? AnyShapeStyle(ForegroundStyle()), in: context) ?? .color(.clear)
        // A frame wider than the text (a parent that ignored its size) keeps the lines aligned as requested.
        var x = frame.minX
        let extra = frame.width - layout.size.width
        if extra > 0.01 {
            switch environment.multilineTextAlignment {
            case .leading: break
            case .center: x += extra / 2
            case .trailing: x += extra
            }
        }
        if environment.redactionReasons.contains(.placeholder) {
            drawPlaceholder(layout, at: CGPoint(x: x, y: frame.minY), paint: paint, into: &list)
            return
        }
        list.append(.text(layout, origin: CGPoint(x: x, y: frame.minY), paint: paint))
    }

    /// A redacted text: one rounded bar a line in a faint foreground, as SwiftUI's placeholder redaction draws
    /// (the last of several lines shorter, as a paragraph's usually is).
    private func drawPlaceholder(_ layout: TextLayout, at origin: CGPoint, paint: ResolvedPaint, into list: inout DisplayList) {
        let lineHeight = layout.size.height / CGFloat(layout.lineCount)
        let barHeight = (lineHeight * 0.75).rounded()
        for line in 0..<layout.lineCount {
            let width = line == layout.lineCount - 1 && layout.lineCount > 1 ? layout.size.width * 0.6 : layout.size.width
            let rect = CGRect(x: origin.x, y: origin.y + CGFloat(line) * lineHeight + (lineHeight - barHeight) / 2,
                              width: width, height: barHeight)
            list.append(.fill(Path(roundedRect: rect, cornerRadius: barHeight * 0.25), paint.multipliedAlpha(0.16), FillStyle()))
        }
    }

    /// The string as displayed in the latest layout (after case and truncation).
    var displayedString: String { latestLayout?.displayedString ?? fullString }
}

extension TextNode: TreeDumpDescribing {
    /// The string, and the one drawn when it differs (truncated, or not laid out since it changed).
    var treeDumpValues: String {
        let full = fullString, shown = displayedString
        return full == shown ? full.debugDescription : "\(full.debugDescription), shown: \(shown.debugDescription)"
    }
}

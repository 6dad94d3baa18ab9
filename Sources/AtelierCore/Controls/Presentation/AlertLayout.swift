import Foundation

/// An alert's card, laid out as UIKit lays out an alert controller: the title and message at the top, the text
/// fields among its actions below them in the card's margins, then the buttons below a hairline (side by side
/// when two fit, see `AlertButtonsLayout`). Its subviews are the header, the colour behind the buttons (their
/// hairlines), then the actions in order; an action is a field when `AlertFieldKey` says so.
struct AlertLayout: Layout {
    /// The width of an iOS alert.
    static let width: CGFloat = 270
    /// The room between the alert and the window's edges when it is as tall as the window allows.
    static let verticalMargin: CGFloat = 20
    /// The margin at the sides of the title, the message and the fields.
    static let margin: CGFloat = 16
    /// Below the message without fields, before the buttons' hairline.
    static let bottomPadding: CGFloat = 18
    /// Above the first field, below the message.
    static let fieldTop: CGFloat = 16
    /// Between fields, and below the last one.
    static let fieldSpacing: CGFloat = 8
    static let fieldBottom: CGFloat = 16

    /// One pixel of the display (`1 / displayScale`).
    var hairline: CGFloat = 0.5

    private struct Parts {
        var header: LayoutSubview?
        var separator: LayoutSubview?
        var fields: [LayoutSubview] = []
        var buttons: [LayoutSubview] = []
    }

    private func parts(_ subviews: Subviews) -> Parts {
        var parts = Parts()
        for (i, subview) in subviews.enumerated() {
            switch i {
            case 0: parts.header = subview
            case 1: parts.separator = subview
            default:
                if subview[AlertFieldKey.self] { parts.fields.append(subview) } else { parts.buttons.append(subview) }
            }
        }
        return parts
    }

    /// The heights of the header, each field, and the buttons, in `width`.
    private func heights(_ parts: Parts, width: CGFloat) -> (header: CGFloat, fields: [CGFloat], buttons: CGFloat) {
        let header = parts.header?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
        let fieldWidth = max(0, width - 2 * Self.margin)
        let fields = parts.fields.map { $0.sizeThatFits(ProposedViewSize(width: fieldWidth, height: nil)).height }
        let buttons = AlertButtonsLayout(hairline: hairline).height(of: parts.buttons, width: width)
        return (header, fields, buttons)
    }

    /// The height of the part above the buttons.
    private func contentHeight(header: CGFloat, fields: [CGFloat]) -> CGFloat {
        guard !fields.isEmpty else { return header + Self.bottomPadding }
        return header + Self.fieldTop + fields.reduce(0, +) + CGFloat(fields.count - 1) * Self.fieldSpacing + Self.fieldBottom
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width.map { $0.isFinite ? max(0, $0) : Self.width } ?? Self.width
        let h = heights(parts(subviews), width: width)
        return CGSize(width: width, height: contentHeight(header: h.header, fields: h.fields) + h.buttons)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = self.parts(subviews)
        let h = heights(parts, width: bounds.width)
        parts.header?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: h.header))
        var y = bounds.minY + h.header + Self.fieldTop
        for (field, height) in zip(parts.fields, h.fields) {
            field.place(at: CGPoint(x: bounds.minX + Self.margin, y: y),
                        proposal: ProposedViewSize(width: max(0, bounds.width - 2 * Self.margin), height: height))
            y += height + Self.fieldSpacing
        }
        let buttons = CGRect(x: bounds.minX, y: bounds.minY + contentHeight(header: h.header, fields: h.fields),
                             width: bounds.width, height: h.buttons)
        parts.separator?.place(at: buttons.origin, proposal: ProposedViewSize(buttons.size))
        AlertButtonsLayout(hairline: hairline).place(parts.buttons, in: buttons)
    }
}

/// Whether an alert's action is a text field, which the alert shows under its message rather than as a button.
struct AlertFieldKey: LayoutValueKey {
    static let defaultValue = false
}

/// Whether an alert's button has the cancel role, which the alert places apart from the others.
struct AlertCancelKey: LayoutValueKey {
    static let defaultValue = false
}

import Foundation

/// The looks a built-in list style can have.
enum ListAppearance: Equatable {
    /// Sections as rounded cards inset from the edges, on the grouped background (iOS's default).
    case insetGrouped
    /// Sections as bands from edge to edge, on the grouped background.
    case grouped
    /// Rows from edge to edge on the system background.
    case plain
    /// Rows inset from the edges on the system background.
    case inset
}

/// The geometry and colours of a list, iOS 17 light mode, in one place.
///
/// Measured from Apple's renders on iPhone screens, not published by Apple: inset grouped cards sit at UIKit's
/// system layout margins from the edges, 16 points on screens up to 375 points wide (iPhone SE, mini) and 20
/// on wider ones (from 20 to 370 on a 390-point iPhone 13), with a corner radius of 10; a row's content starts
/// the same margin into its card, rows are at least 44 points high, and separators (hairlines in the separator
/// colour) start where the row's content starts and run to the card's trailing edge. Section headers and
/// footers are footnote text (13 points) in the secondary label colour, aligned with the rows' content, 6
/// points from the card (a header's baseline 9 above it); headers are uppercased. Sections are 35 points apart;
/// a section with a one-line header starts 55 points below the previous card (the header's line sits at the
/// bottom of that band), and a first section with a header 37.33 below the list's top (35 without one).
/// Plain rows pad their content 11 points above and below (UIKit's cell margins: 11 + 22 + 11 = 44).
struct ListMetrics {
    let appearance: ListAppearance
    /// The horizontal distance from the list's edge to a section's card.
    let cardMargin: CGFloat
    /// The default leading and trailing inset of a row's content within its card.
    let rowInset: CGFloat
    /// The width of a row (the list's, less the card margins).
    let rowWidth: CGFloat

    init(_ appearance: ListAppearance, width: CGFloat) {
        self.appearance = appearance
        // UIKit's system minimum layout margins: 16 on the compact phones (375 points and narrower), 20 beyond.
        let wide = width.isFinite && width > ListMetrics.compactWidth
        let margin: CGFloat = wide ? 20 : 16
        switch appearance {
        case .insetGrouped, .inset: cardMargin = margin
        case .grouped, .plain: cardMargin = 0
        }
        rowInset = margin
        rowWidth = width.isFinite ? max(0, width - 2 * cardMargin) : 0
    }

    /// The widest screen that gets UIKit's narrower (16-point) layout margins.
    static let compactWidth: CGFloat = 375

    /// How far a press may move before it is a swipe rather than a tap.
    static let swipeSlop: CGFloat = 10
    /// The width of one revealed swipe action (Atelier's choice, near UIKit's Delete button).
    static let swipeActionWidth: CGFloat = 74
    /// How much of the row's width a full swipe crosses before it runs the first action.
    static let fullSwipeFraction: CGFloat = 0.6
    /// How far a list is pulled down before letting go refreshes it, and the height its spinner takes
    /// while the refresh runs (Atelier's choices, near UIKit's refresh control).
    static let refreshPullThreshold: CGFloat = 60
    static let refreshHeight: CGFloat = 60
    /// The space between an edit control (delete, reorder) and the row's content.
    static let editControlSpacing: CGFloat = 12

    /// The minimum height of a row (SwiftUI's `defaultMinListRowHeight`).
    static let minimumRowHeight: CGFloat = 44
    /// Space above and below a row's content in the grouped looks (a 31-point switch fills a 44-point row).
    static let rowVerticalInset: CGFloat = 6
    /// Space above and below a row's content in a plain list, as Apple's measured renders show.
    static let plainRowVerticalInset: CGFloat = 11
    /// Space above and below a row's content in this look.
    var verticalInset: CGFloat { appearance == .plain ? Self.plainRowVerticalInset : Self.rowVerticalInset }
    /// The corner radius of an inset grouped card.
    var cornerRadius: CGFloat { appearance == .insetGrouped ? 10 : 0 }
    /// Space between a header or footer and its card: Apple's header baseline sits 9 points above the card
    /// (SpeziViews' inline picker render, iPhone 13 Pro @3x), a footnote line's descent (3.1) above this.
    static let headerSpacing: CGFloat = 6

    /// Whether sections sit apart on a grouped background.
    var isGrouped: Bool { appearance == .insetGrouped || appearance == .grouped }

    /// The space above a section: above its header if it has one, else above its card.
    func spaceAbove(hasHeader: Bool, isFirst: Bool = false) -> CGFloat {
        if isGrouped { return hasHeader ? (isFirst ? Self.firstHeaderCardTop - Self.firstHeaderBand : 17) : 35 }
        return hasHeader ? 8 : 0
    }

    /// The least height of a grouped section's header, spacing below included: with `spaceAbove`, a one-line
    /// header puts its card 55 points below the previous one, whatever the font's line height, and the first
    /// section's card 37.33 below the list's top; longer headers grow downwards, keeping the space above.
    func headerMinimumHeight(isFirst: Bool = false) -> CGFloat {
        guard isGrouped else { return 0 }
        return isFirst ? Self.firstHeaderBand : 55 - 17
    }

    /// Where the first section's card starts below the list's top when the section has a one-line header
    /// (Apple's render at @3x: 112 pixels).
    static let firstHeaderCardTop: CGFloat = 112.0 / 3
    /// A one-line footnote header's band: its line (SF Pro's 15.51, 15.67 on the @3x pixel grid) and the 6 points
    /// below it.
    static let firstHeaderBand: CGFloat = 65.0 / 3

    /// The space after the last section.
    var bottomInset: CGFloat { isGrouped ? 35 : 0 }

    /// The colour behind the whole list: systemGroupedBackground (242, 242, 247) for the grouped looks,
    /// systemBackground (white) for the plain ones.
    var background: Color {
        Color(provider: .dynamic(isGrouped ? SystemPalette.systemGroupedBackground : SystemPalette.systemBackground))
    }

    /// A row's background: secondarySystemGroupedBackground (white) in a grouped list, systemBackground
    /// in a plain one.
    var rowBackground: Color {
        Color(provider: .dynamic(isGrouped ? SystemPalette.secondarySystemGroupedBackground : SystemPalette.systemBackground))
    }

    /// What a row that acts lays over its background while the pointer rests on it: the label colour, faintly.
    static var hoveredRowShade: Color { Color.primary.opacity(0.05) }
    /// A row's background while it is pressed: systemGray4.
    static var pressedRowBackground: Color { Color(provider: .dynamic(SystemPalette.gray4)) }
    /// The colour of a separator.
    static var separator: Color { Color(provider: .dynamic(SystemPalette.separator)) }
}

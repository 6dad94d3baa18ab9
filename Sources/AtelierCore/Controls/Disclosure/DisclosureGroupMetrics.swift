import Foundation

/// The look of iOS's disclosure group, in one place: the label leading and a chevron trailing in the
/// tint, pointing right when collapsed and turning a quarter down as the group expands; in a List the
/// nested rows are indented by `indentation` and at least a row tall. Measured from iOS 17, not published.
enum DisclosureGroupMetrics {
    /// How far a nested row's content is indented in a List.
    static let indentation: CGFloat = 20
    /// The space between the label row and the content outside a List.
    static let contentSpacing: CGFloat = 8
    /// How the chevron turns and the content appears.
    static var animation: Animation { .easeInOut(duration: 0.3) }
}

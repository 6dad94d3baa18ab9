import Foundation

/// A type-erased view representing the children in an outline subgroup: the outline of a disclosure
/// group's children, indented under its label. In a List each child is a row of its own, a hairline above
/// it and at least a row tall.
public struct OutlineSubgroupChildren: View {
    let outline: any View & ViewListContent
    @Environment(\.disclosureNesting) private var nesting
    @Environment(\.displayScale) private var displayScale

    /// The children, one under the other.
    public var body: some View {
        let elements = outline.listElements().map { OutlineChild(id: $0.id, view: AnyView($0.view)) }
        let inList = nesting == .listRows
        let hairline = 1 / max(displayScale.isFinite ? displayScale : 1, 1)
        return VStack(alignment: .leading, spacing: inList ? 0 : DisclosureGroupMetrics.contentSpacing) {
            ForEach(elements) { child in
                if inList {
                    VStack(alignment: .leading, spacing: 0) {
                        ListMetrics.separator.frame(height: hairline)
                        child.view
                            .padding(.vertical, ListMetrics.rowVerticalInset)
                            .frame(maxWidth: .infinity,
                                   minHeight: ListMetrics.minimumRowHeight - hairline, alignment: .leading)
                    }
                } else {
                    child.view
                }
            }
        }
        .padding(.leading, DisclosureGroupMetrics.indentation)
    }
}

/// One child of an outline subgroup, identified as its outline identifies it.
struct OutlineChild: Identifiable {
    let id: ElementID
    let view: AnyView
}

import Foundation

/// Reads a picker's content into options the way SwiftUI does: TupleView, ForEach, Group, conditionals
/// contribute each of their views; a Section makes a section; every other view is one option, tagged by
/// its outermost `tag(_:)` or, without one, by the id of the ForEach element that made it.
@MainActor struct PickerContentReader {
    private var sections: [PickerSection] = []
    private var pending: [PickerOption] = []
    private var count = 0

    /// The sections of a picker's content.
    static func sections(of content: any View) -> [PickerSection] {
        var reader = PickerContentReader()
        reader.visit(content, forEachID: nil, inSection: false)
        reader.closeSection(header: nil)
        return reader.sections
    }

    private mutating func visit(_ view: any View, forEachID: AnyHashable?, inSection: Bool) {
        if let section = view as? any ListSectionContent, !inSection {
            closeSection(header: nil)
            visit(section.sectionContent, forEachID: nil, inSection: true)
            closeSection(header: section.sectionHeader.map { AnyView($0) }, always: true)
            return
        }
        if let list = view as? any ViewListContent, !(view is AnyView) {
            let isForEach = list.makesElementsWithClosures
            for element in list.listElements() {
                var id = forEachID
                if isForEach, case .explicit(let value) = element.id { id = value }
                visit(element.view, forEachID: id, inSection: inSection)
            }
            return
        }
        pending.append(PickerOption(id: count, tag: Self.tag(of: view) ?? forEachID, content: AnyView(view)))
        count += 1
    }

    /// Ends the section being read: the options read since the last one become a section.
    private mutating func closeSection(header: AnyView?, always: Bool = false) {
        guard always || !pending.isEmpty else { return }
        sections.append(PickerSection(id: sections.count, header: header, options: pending))
        pending = []
    }

    /// The outermost `tag(_:)` written on a view; nil when it has none.
    static func tag(of view: any View) -> AnyHashable? {
        var current: any View = view
        while let modified = current as? any ModifiedView {
            if let tag = modified.anyModifier as? _TagModifier { return tag.tag }
            current = modified.anyContent
        }
        return nil
    }
}

/// What a nil tag or a nil selection is matched as: a picker's "None" option (`.tag(nil as Flavor?)`)
/// is selected by a nil selection.
struct PickerNilTag: Hashable {}

extension PickerOption {
    /// A tag or selection as options are matched by it: an optional's value, `PickerNilTag` for nil.
    static func matchKey(_ value: AnyHashable) -> AnyHashable {
        TabEntry.normalizedTag(value) ?? AnyHashable(PickerNilTag())
    }
}

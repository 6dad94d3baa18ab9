import Foundation

/// How a click on a row changes a List's selection.
enum ListSelectionClick {
    /// A plain click: the row alone is selected.
    case select
    /// Shift-click: the rows from the last clicked one to this one join the selection.
    case extend
    /// Command- or Control-click: the row joins or leaves the selection.
    case toggle
}

/// A List's selection as its rows see it, with the values types erased: whether a row's value is
/// selected, and what a click on a row does.
@MainActor struct ListSelectionModel {
    let isSelected: @MainActor (AnyHashable) -> Bool
    /// A click on the row of a value; the index is where the row was shown (its position in its section),
    /// which finds it without a search.
    let clickRow: @MainActor (AnyHashable, ListSelectionClick, Int?) -> Void
    /// The rows' selection values, read by position.
    let rows: ListSelectionRows
    /// Whether several rows may be selected (a Set binding): in edit mode its rows show selection circles.
    var allowsMultiple = false

    /// Selects the row after `id`'s (before it when `backward`), as the Down and Up arrows on a focused row
    /// do: alone, or joining the selection when `extending` (Shift) and several rows may be selected.
    /// Returns false when there is no such row.
    func step(from id: AnyHashable, at hint: Int? = nil, backward: Bool, extending: Bool) -> Bool {
        guard let index = rows.index(of: id, hint: hint) else { return false }
        let next = index + (backward ? -1 : 1)
        guard next >= 0, next < rows.count, let value = rows.value(at: next) else { return false }
        if extending && allowsMultiple {
            if !isSelected(id) { clickRow(id, .toggle, index) }
            if !isSelected(value) { clickRow(value, .toggle, next) }
        } else {
            clickRow(value, .select, next)
        }
        return true
    }

    /// A click on the row of a value, found by a search.
    func click(_ id: AnyHashable, _ kind: ListSelectionClick) { clickRow(id, kind, nil) }

    /// The most rows a List checks its selection against (a larger one is not read whole for a warning).
    static let checkedRowLimit = 1000
}

extension ListSelection {
    /// The model of this selection: `rows` reads the rows' selection values by position (only for arrows and
    /// a Shift-click), `anchor` keeps the last clicked row and where it was. Nil for a List without a selection.
    @MainActor func model(rows: ListSelectionRows, anchor: Binding<ListSelectionAnchor?>) -> ListSelectionModel? {
        switch self {
        case .none:
            return nil
        case .single(let binding):
            return ListSelectionModel(isSelected: { binding.wrappedValue.map { AnyHashable($0) } == $0 }, clickRow: { id, click, hint in
                guard let value = Self.value(id) else { return }
                anchor.wrappedValue = ListSelectionAnchor(id: id, index: hint)
                binding.wrappedValue = click == .toggle && binding.wrappedValue == value ? nil : value
            }, rows: rows)
        case .multiple(let binding):
            return ListSelectionModel(isSelected: { id in Self.value(id).map(binding.wrappedValue.contains) ?? false },
                                      clickRow: { id, click, hint in
                guard let value = Self.value(id) else { return }
                switch click {
                case .select:
                    binding.wrappedValue = [value]
                    anchor.wrappedValue = ListSelectionAnchor(id: id, index: hint)
                case .toggle:
                    if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                    anchor.wrappedValue = ListSelectionAnchor(id: id, index: hint)
                case .extend:
                    // The two rows are found where they were shown; only the rows between them are read.
                    guard let from = anchor.wrappedValue.flatMap({ rows.index(of: $0.id, hint: $0.index) }),
                          let to = rows.index(of: id, hint: hint) else {
                        binding.wrappedValue.insert(value)
                        anchor.wrappedValue = ListSelectionAnchor(id: id, index: hint)
                        return
                    }
                    var selected = binding.wrappedValue
                    for id in rows.values(in: min(from, to)...max(from, to)) {
                        if let value = Self.value(id) { selected.insert(value) }
                    }
                    binding.wrappedValue = selected
                }
            }, rows: rows, allowsMultiple: true)
        }
    }

    /// Warns once for each selected value that no row has (a tag or ID that is not in the list): nothing
    /// is highlighted for it.
    @MainActor func warnAboutUnmatchedValues(in values: [AnyHashable]) {
        let selected: [Value]
        switch self {
        case .none: return
        case .single(let binding): selected = binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding): selected = Array(binding.wrappedValue)
        }
        guard !selected.isEmpty else { return }
        let present = Set(values)
        for value in selected where !present.contains(AnyHashable(value)) {
            Diagnostics.warn("a List's selection holds \(value), which no row has as its tag or ID; no row is selected for it",
                             key: "list-selection-unmatched-\(value)")
        }
    }

    /// A row's selection value as the List's selection type; a row of another type is not selectable
    /// (one warning says so).
    private static func value(_ id: AnyHashable) -> Value? {
        if let value = id.base as? Value { return value }
        Diagnostics.warn("a List row's tag or ID \(id) is not of the selection's type \(Value.self); the row cannot be selected",
                         key: "list-selection-type-\(Value.self)-\(type(of: id.base))")
        return nil
    }
}

/// The row a Shift-click extends the selection from: its selection value, and its position in its section
/// when it was clicked (nil when not known).
struct ListSelectionAnchor: Hashable {
    let id: AnyHashable
    let index: Int?
}

private struct ListSelectionModelKey: EnvironmentKey {
    static var defaultValue: ListSelectionModel? { nil }
}

extension EnvironmentValues {
    /// The selection of the List around this view; nil outside one, or in one without a selection.
    var listSelectionModel: ListSelectionModel? {
        get { self[ListSelectionModelKey.self] }
        set { self[ListSelectionModelKey.self] = newValue }
    }
}

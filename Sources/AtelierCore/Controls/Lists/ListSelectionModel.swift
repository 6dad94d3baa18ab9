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
    let click: @MainActor (AnyHashable, ListSelectionClick) -> Void
    /// Every row's selection value, in order.
    let values: @MainActor () -> [AnyHashable]
    /// Whether several rows may be selected (a Set binding): in edit mode its rows show selection circles.
    var allowsMultiple = false

    /// Selects the row after `id`'s (before it when `backward`), as the Down and Up arrows on a focused row
    /// do: alone, or joining the selection when `extending` (Shift) and several rows may be selected.
    /// Returns false when there is no such row.
    func step(from id: AnyHashable, backward: Bool, extending: Bool) -> Bool {
        let all = values()
        guard let index = all.firstIndex(of: id) else { return false }
        let next = index + (backward ? -1 : 1)
        guard all.indices.contains(next) else { return false }
        if extending && allowsMultiple {
            if !isSelected(id) { click(id, .toggle) }
            if !isSelected(all[next]) { click(all[next], .toggle) }
        } else {
            click(all[next], .select)
        }
        return true
    }

    /// The most rows a List checks its selection against (a larger one is not read whole for a warning).
    static let checkedRowLimit = 1000
}

extension ListSelection {
    /// The model of this selection: `values` lists every row's selection value in order (read only for a
    /// Shift-click), `anchor` keeps the last clicked row. Nil for a List without a selection.
    @MainActor func model(values: @escaping @MainActor () -> [AnyHashable],
                          anchor: Binding<AnyHashable?>) -> ListSelectionModel? {
        switch self {
        case .none:
            return nil
        case .single(let binding):
            return ListSelectionModel(isSelected: { binding.wrappedValue.map { AnyHashable($0) } == $0 }, click: { id, click in
                guard let value = Self.value(id) else { return }
                anchor.wrappedValue = id
                binding.wrappedValue = click == .toggle && binding.wrappedValue == value ? nil : value
            }, values: values)
        case .multiple(let binding):
            return ListSelectionModel(isSelected: { id in Self.value(id).map(binding.wrappedValue.contains) ?? false },
                                      click: { id, click in
                guard let value = Self.value(id) else { return }
                switch click {
                case .select:
                    binding.wrappedValue = [value]
                    anchor.wrappedValue = id
                case .toggle:
                    if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                    anchor.wrappedValue = id
                case .extend:
                    let all = values()
                    guard let from = anchor.wrappedValue.flatMap(all.firstIndex(of:)), let to = all.firstIndex(of: id) else {
                        binding.wrappedValue.insert(value)
                        anchor.wrappedValue = id
                        return
                    }
                    binding.wrappedValue.formUnion(all[min(from, to)...max(from, to)].compactMap { Self.value($0) })
                }
            }, values: values, allowsMultiple: true)
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

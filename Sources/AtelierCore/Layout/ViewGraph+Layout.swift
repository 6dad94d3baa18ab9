import Foundation

extension ViewGraph {
    /// Creates a graph for a root view in an environment; several views without a container stack vertically.
    /// `startDate` is the date at virtual time 0 (now by default), what timelines count from.
    public convenience init<V: View>(root view: V, environment: EnvironmentValues = EnvironmentValues(),
                                     startDate: Date = Date()) {
        self.init(root: view, environment: environment,
                  looseContentLayout: StackLayoutEngine.vertical(alignment: .center, spacing: nil), startDate: startDate)
        frameOwner.register(LayoutPass(graph: self), for: .layout)
    }
}

extension StackLayoutEngine: LooseContentLayout {
    func place(in rect: CGRect, _ items: [ViewNode]) { place(in: rect, proposal: nil, items) }
}

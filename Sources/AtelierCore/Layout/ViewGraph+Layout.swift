import Foundation

extension ViewGraph {
    /// Creates a graph for a root view in an environment; several views without a container stack vertically.
    public convenience init<V: View>(root view: V, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(root: view, environment: environment,
                  looseContentLayout: StackLayoutEngine.vertical(alignment: .center, spacing: nil))
    }
}

extension StackLayoutEngine: LooseContentLayout {
    func place(in rect: CGRect, _ items: [ViewNode]) { place(in: rect, proposal: nil, items) }
}

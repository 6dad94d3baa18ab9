#if canImport(SwiftUI)
import SwiftUI

/// The library's own type named as a SwiftUI one: a library that declares one qualifies SwiftUI's as
/// `SwiftUI.Label`, and the qualified name must be Atelier's Label.
public struct Label: Equatable {
    public let text: String
    public init(_ text: String) { self.text = text }
}

/// A view file as written for Apple platforms, `import SwiftUI` unchanged, with qualified names.
public struct TaskListView: View {
    @ObservedObject var store: TaskStore
    let badge: Label

    public init(store: TaskStore, badge: Label) {
        self.store = store
        self.badge = badge
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            SwiftUI.Label(badge.text, systemImage: "checklist")
                .font(SwiftUICore.Font.headline)
            ForEach(store.tasks, id: \.self) { task in
                Text(task).font(SwiftUICore.Font.system(size: 24))
            }
            Text("\(store.tasks.count) tasks").foregroundStyle(SwiftUICore.Color.blue)
            Button("Add") { store.add("Task \(store.tasks.count + 1)") }
        }
    }
}
#endif

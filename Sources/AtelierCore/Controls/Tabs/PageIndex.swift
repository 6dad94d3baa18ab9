import Foundation

/// A paged tab view's index: the nearest index view style's view of its pages.
struct PageIndex: View {
    let configuration: IndexViewStyleConfiguration
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let configuration = self.configuration
        return stacks.body(for: IndexViewStyleKind.self) { _ in configuration }
    }
}

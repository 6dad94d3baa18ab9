import Foundation

/// A model file exactly as written for Apple platforms: it imports Foundation alone and uses Combine's
/// ObservableObject, @Published, AnyCancellable and `$property.sink`.
public final class TaskStore: ObservableObject {
    @Published public var tasks: [String]
    @Published public var filter = ""
    /// How many times `tasks` changed, counted through the `$tasks` publisher as model code does.
    public private(set) var changes = 0
    private var cancellables = Set<AnyCancellable>()

    public init(tasks: [String]) {
        self.tasks = tasks
        $tasks.sink { [weak self] _ in self?.changes += 1 }.store(in: &cancellables)
    }

    public func add(_ task: String) { tasks.append(task) }
}

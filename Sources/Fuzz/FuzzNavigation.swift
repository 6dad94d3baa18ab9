import Atelier

/// A NavigationStack bound to a path of levels: links push one level, buttons push three at once, pop one
/// or go back to the root by changing the path; each pushed level shows `destination`. The printed program
/// carries the same definition.
struct FuzzNavigation<Root: View, Destination: View>: View {
    let tag: Int
    let root: Root
    let destination: Destination
    @State private var path: [Int] = []

    init(tag: Int, @ViewBuilder root: () -> Root, @ViewBuilder destination: () -> Destination) {
        self.tag = tag
        self.root = root()
        self.destination = destination()
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Link \(tag)", value: 1)
                Button("Deep \(tag)") { path = [1, 2, 3] }
                root
            }
            .navigationDestination(for: Int.self) { level in
                VStack {
                    Text("Level \(tag).\(level)")
                    NavigationLink("Link \(tag)", value: level + 1)
                    Button("Deep \(tag)") { path += [level + 1, level + 2, level + 3] }
                    Button("Pop \(tag)") { if !path.isEmpty { path.removeLast() } }
                    Button("Home \(tag)") { path.removeAll() }
                    destination
                }
            }
        }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static var source: String { """
        struct FuzzNavigation<Root: View, Destination: View>: View {
            let tag: Int
            let root: Root
            let destination: Destination
            @State private var path: [Int] = []

            init(tag: Int, @ViewBuilder root: () -> Root, @ViewBuilder destination: () -> Destination) {
                self.tag = tag
                self.root = root()
                self.destination = destination()
            }

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Link \\(tag)", value: 1)
                        Button("Deep \\(tag)") { path = [1, 2, 3] }
                        root
                    }
                    .navigationDestination(for: Int.self) { level in
                        VStack {
                            Text("Level \\(tag).\\(level)")
                            NavigationLink("Link \\(tag)", value: level + 1)
                            Button("Deep \\(tag)") { path += [level + 1, level + 2, level + 3] }
                            Button("Pop \\(tag)") { if !path.isEmpty { path.removeLast() } }
                            Button("Home \\(tag)") { path.removeAll() }
                            destination
                        }
                    }
                }
            }
        }
        """ }
}

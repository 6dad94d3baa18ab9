// ObservableObject, @Published and AnyCancellable live in the module named Combine, as on Apple platforms;
// SwiftUI's own names need them (StateObject, ObservedObject, EnvironmentObject), and programs see them
// through `import Atelier` or `import SwiftUI` as they do through Apple's SwiftUI.
@_exported import Combine

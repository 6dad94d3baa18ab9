// The one file a port adds to a target whose model files import only Foundation (README, "Porting a SwiftUI
// app or library"): on Apple platforms Foundation re-exports Combine, so those files use ObservableObject and
// @Published without importing it; here this re-export makes Combine visible to every file of the target.
@_exported import Combine

// `import SwiftUI`, unchanged, imports Atelier: every SwiftUI name, Foundation, Observation and Combine's part
// that SwiftUI programs use, as Apple's SwiftUI re-exports them. `SwiftUI.Label` names Atelier's Label: a
// module's qualified names include those it re-exports.
@_exported import Atelier
@_exported import SwiftUICore
@_exported import Combine

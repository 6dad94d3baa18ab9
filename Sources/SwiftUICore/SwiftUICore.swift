// The module of Apple's name under SwiftUI (iOS 18 split SwiftUI into SwiftUI and SwiftUICore): libraries
// qualify names with it (`SwiftUICore.Font`, `SwiftUICore.Color`), and those names are Atelier's.
@_exported import AtelierCore

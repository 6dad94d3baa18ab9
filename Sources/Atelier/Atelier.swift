// The module a program imports in place of SwiftUI: everything SwiftUI-shaped, plus Foundation
// and Observation as SwiftUI re-exports them.
@_exported import AtelierCore
@_exported import Foundation
@_exported import Observation

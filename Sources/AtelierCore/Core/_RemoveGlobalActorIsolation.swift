/// A marker that, inherited beside a main-actor protocol, leaves a protocol and its conformers without inferred
/// global-actor isolation (isolated to two actors, inference picks none), as SwiftUI's Shape and GeometryEffect use it.
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

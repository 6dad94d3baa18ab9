import Foundation
import Observation

/// The node of an environment-writing modifier. It keeps the environment it made while its input and
/// the written value stay the same, so that bodies below are not evaluated again for nothing.
@MainActor final class EnvironmentWriterNode: TransparentModifierNode<Any> {
    let write: (inout EnvironmentValues, Any) -> Void
    private var output: EnvironmentValues?
    private var inputVersion: UInt64 = .max
    private var valueChanged = true

    init(context: NodeContext, write: @escaping (inout EnvironmentValues, Any) -> Void) {
        self.write = write
        super.init(context: context)
    }

    override func modifierDidChange(from previous: Any?) {
        valueChanged = modifierValueChanged
    }

    override var childEnvironment: EnvironmentValues {
        if let output, !valueChanged, inputVersion == environment.version { return output }
        var env = environment
        write(&env, modifier as Any)
        output = env
        inputVersion = environment.version
        valueChanged = false
        return env
    }
}

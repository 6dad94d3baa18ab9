import SwiftUI
import Observation

// An @Observable model held in @State and handed to a child through @Bindable, the iOS 17 pattern.
@Observable final class CounterModel {
    var count = 0
    var title = "Counter"
}

struct CounterEditor: View {
    @Bindable var model: CounterModel
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(model.title): \(model.count)")
            Button("Add") { model.count += 1 }
            TextField("Title", text: $model.title)
        }
    }
}

/// A counter whose model is an @Observable class.
public struct ObservableModelProgram: View {
    @State private var model = CounterModel()
    public init() {}
    public var body: some View {
        CounterEditor(model: model)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

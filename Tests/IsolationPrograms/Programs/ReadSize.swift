import SwiftUI

// The "readSize" helper of many libraries, in both forms: a background GeometryReader that reports its size
// in onAppear, and one that writes a preference read with onPreferenceChange.
struct SizePreferenceKey: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

/// Text showing the sizes read by the onAppear form and the preference form from a 120 x 40 view.
public struct ReadSizeProgram: View {
    @State private var appeared: CGSize = .zero
    @State private var preferred: CGSize = .zero
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Color.blue
                .frame(width: 120, height: 40)
                .background {
                    GeometryReader { proxy in
                        Color.clear.onAppear { appeared = proxy.size }
                    }
                }
            Color.green
                .frame(width: 120, height: 40)
                .readSize { preferred = $0 }
            Text("appear \(Int(appeared.width))x\(Int(appeared.height))")
            Text("preference \(Int(preferred.width))x\(Int(preferred.height))")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

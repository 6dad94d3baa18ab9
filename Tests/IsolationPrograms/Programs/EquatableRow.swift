import SwiftUI

// A view that is Equatable (synthesized ==, compared from nonisolated code), as list rows are made to skip updates.
struct ScoreRow: View, Equatable {
    let name: String
    let score: Int
    var body: some View {
        HStack(spacing: 4) {
            Text(name)
            Text("\(score)")
        }
    }
}

/// Whether two rows are equal, asked off the main actor.
public func scoreRowsEqual() async -> Bool {
    await Task.detached { ScoreRow(name: "Ada", score: 42) == ScoreRow(name: "Ada", score: 42) }.value
}

/// One equatable row.
public struct EquatableViewProgram: View {
    public init() {}
    public var body: some View {
        ScoreRow(name: "Ada", score: 42)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

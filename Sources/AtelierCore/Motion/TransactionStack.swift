import Foundation

/// Runs `body` with an animation for the state changes it makes and returns its result.
@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    return try withTransaction(&transaction, body)
}

/// Runs `body` inside a transaction and returns its result.
@MainActor public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var t = transaction
    return try withTransaction(&t, body)
}

@MainActor private func withTransaction<Result>(_ transaction: inout Transaction, _ body: () throws -> Result) rethrows -> Result {
    TransactionStack.stack.append(transaction)
    defer { TransactionStack.stack.removeLast() }
    return try body()
}

/// The transactions of the `withAnimation`/`withTransaction` calls being run.
@MainActor enum TransactionStack {
    static var stack: [Transaction] = []
    static var current: Transaction? { stack.last }
}

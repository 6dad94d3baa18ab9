/// Builds a view from the statements of a closure: several views become a TupleView,
/// `if` and `switch` a conditional view, `if` without `else` an optional one.
@resultBuilder public struct ViewBuilder {
    /// Passes a single expression through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty closure builds an EmptyView.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view stays itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views become a TupleView.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content), elements: PackTupleElements<repeat each Content>.self)
    }
    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The true branch of an `if`/`else` or the first branch of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The false branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// `if #available`: the content is erased so that its type does not leak.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

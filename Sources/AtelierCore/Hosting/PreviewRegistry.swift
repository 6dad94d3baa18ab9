/// What each `#Preview` expands to: a type that makes the preview and says where it was declared. The
/// preview catalogue finds these types at run time through their conformance records.
public protocol PreviewRegistry {
    /// The file the preview was declared in (`#fileID`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview.
    @MainActor static func makePreview() -> Preview
}

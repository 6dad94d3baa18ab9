import Foundation

/// One showing of the drawn chooser: its request, and the completion it answers exactly once (the sheet going
/// away without an answer, by Escape or a dismiss, is a cancel).
@MainActor final class FileChooserSession: Identifiable {
    let request: FileChooserRequest
    private var completion: (@MainActor (FileChooserResponse) -> Void)?

    init(request: FileChooserRequest, completion: @escaping @MainActor (FileChooserResponse) -> Void) {
        self.request = request
        self.completion = completion
    }

    /// Whether the chooser has answered.
    var isFinished: Bool { completion == nil }

    /// Answers, the first time only.
    func finish(_ response: FileChooserResponse) {
        guard let completion else { return }
        self.completion = nil
        completion(response)
    }
}

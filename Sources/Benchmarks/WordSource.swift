/// Deterministic filler text: words drawn from a fixed vocabulary by a linear congruential generator, so that
/// every run (and both sides of a comparison) gets the same texts for the same seed.
struct WordSource {
    static let vocabulary = [
        "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod",
        "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim", "ad", "minim", "veniam",
        "quis", "nostrud", "exercitation", "ullamco", "laboris", "nisi", "aliquip", "ex", "ea", "commodo",
        "consequat", "duis", "aute", "irure", "in", "reprehenderit", "voluptate", "velit", "esse", "cillum",
        "fugiat", "nulla", "pariatur", "excepteur", "sint", "occaecat", "cupidatat", "non", "proident", "sunt",
        "culpa", "qui", "officia", "deserunt", "mollit", "anim", "id", "est", "laborum",
    ]

    private var state: UInt64

    init(seed: UInt64) { state = seed &* 6364136223846793005 &+ 1442695040888963407 }

    /// The next number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// The next word.
    mutating func word() -> String { Self.vocabulary[next(Self.vocabulary.count)] }

    /// `count` words separated by spaces, the first capitalised, ending with a full stop.
    mutating func sentence(words count: Int) -> String {
        let text = (0..<count).map { _ in word() }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// Words until the text is `length` characters long (cut there), ending with a full stop.
    mutating func text(length: Int) -> String {
        // The characters counted as they are added: `text.count` at every word walked the whole text again, which
        // was a twentieth of the count of `Benchmarks --profile new-messages` (it makes its messages per build).
        var text = "", characters = 0
        while characters < length - 1 {
            let added = (text.isEmpty ? "" : " ") + word()
            text += added
            characters += added.count
        }
        return text.prefix(1).uppercased() + text.dropFirst().prefix(length - 2) + "."
    }
}

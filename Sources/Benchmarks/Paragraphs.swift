/// The paragraphs scene's texts and geometry: 40 paragraphs of 30 words wrapped at 600 points in Inter 15,
/// one under another. Each frame measured gets texts of its own (a seed per frame), so that both Atelier and
/// the reference shape every paragraph: none is a cache hit.
enum Paragraphs {
    static let count = 40
    static let words = 30
    static let width = 600.0
    /// Tall enough for every paragraph (the benchmark prints the height the reference drew).
    static let height = 2800
    static let fontSize = 15.0

    /// The paragraphs of frame `seed`.
    static func texts(seed: Int) -> [String] {
        var source = WordSource(seed: UInt64(seed))
        return (0..<count).map { _ in source.sentence(words: words) }
    }
}

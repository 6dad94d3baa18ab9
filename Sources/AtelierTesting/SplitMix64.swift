/// A small seeded random number generator (Steele, Lea and Flood's SplitMix64): the same seed gives the
/// same values on every machine and every run, which the system generator does not promise, so a test or
/// fuzz run that fails can be replayed from its seed.
@_spi(Backend) public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// The generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The generator for tree `index` of a run started with `seed`: trees of one run are independent, and
    /// any one of them can be made again without making those before it.
    public init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
        let base = mixer.next()
        state = base &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

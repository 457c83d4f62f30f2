/// A contiguous part of a fuzz run. Sequence `i` of a run is generated from `seed + i`, so the part
/// starting at sequence `first` is a run of its own from seed `seed + first`: splitting changes no
/// sequence.
struct FuzzShard: Equatable, Sendable {
    var seed: UInt64
    var sequences: Int

    /// `sequences` split into at most `jobs` parts whose sizes differ by at most one.
    static func split(seed: UInt64, sequences: Int, jobs: Int) -> [FuzzShard] {
        let parts = max(1, min(jobs, sequences))
        var shards: [FuzzShard] = []
        var first = 0
        for part in 0..<parts {
            let size = sequences / parts + (part < sequences % parts ? 1 : 0)
            shards.append(FuzzShard(seed: seed &+ UInt64(first), sequences: size))
            first += size
        }
        return shards
    }
}

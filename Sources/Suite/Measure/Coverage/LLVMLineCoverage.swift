import Results

/// llvm-cov's line coverage of one function, rebuilt from its regions: the regions become
/// segments (llvm's `SegmentBuilder` in CoverageMapping.cpp), and the segments give each line a
/// count (llvm's `LineCoverageStats`). Ported from LLVM 21 (the llvm-cov of Swift 6.3) so that a
/// summary recomputed here equals llvm-cov's own when no count is changed.
enum LLVMLineCoverage {
    typealias Region = LLVMCoverageExport.Region
    typealias Location = LLVMCoverageExport.Location

    /// Where the count shown for the source changes: `[line, col, count, hasCount, isRegionEntry, isGapRegion]`.
    struct Segment: Equatable {
        var line: Int
        var column: Int
        var count: UInt64
        var hasCount: Bool
        var isRegionEntry: Bool
        var isGapRegion: Bool
    }

    /// Lines with code (llvm's "mapped" lines) and those of them with a non-zero count.
    static func lines(of segments: [Segment]) -> CoverageCount {
        var result = CoverageCount()
        var index = 0
        guard var line = segments.first?.line else { return result }
        var wrapped: Segment?
        var previousLine: ArraySlice<Segment> = []
        while index < segments.count {
            if let last = previousLine.last { wrapped = last }
            let first = index
            while index < segments.count && segments[index].line == line { index += 1 }
            let current = segments[first..<index]
            if let count = count(of: current, wrapped: wrapped) {
                result.total += 1
                if count != 0 { result.covered += 1 }
            }
            previousLine = current
            line += 1
        }
        return result
    }

    /// A line's count, or nil when the line is not mapped (has no code).
    static func count(of line: ArraySlice<Segment>, wrapped: Segment?) -> UInt64? {
        func isStartOfRegion(_ segment: Segment) -> Bool {
            !segment.isGapRegion && segment.hasCount && segment.isRegionEntry
        }
        let regionStarts = line.filter(isStartOfRegion)
        let startOfSkippedRegion = line.first.map { !$0.hasCount && $0.isRegionEntry } ?? false
        var mapped = !startOfSkippedRegion && ((wrapped?.hasCount ?? false) || !regionStarts.isEmpty)
        mapped = mapped || line.contains { $0.isRegionEntry && $0.hasCount }
        guard mapped else { return nil }
        return regionStarts.reduce(wrapped?.count ?? 0) { max($0, $1.count) }
    }

    /// The segments of one function's regions in one file (those with that file id).
    static func segments(of regions: [Region]) -> [Segment] {
        var builder = SegmentBuilder()
        builder.build(combine(sortNested(regions)))
        return builder.segments
    }

    /// Start ascending; for the same start, the enclosing (later-ending) region first, then by kind.
    static func sortNested(_ regions: [Region]) -> [Region] {
        regions.sorted { lhs, rhs in
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.end != rhs.end { return rhs.end < lhs.end }
            return lhs.kind < rhs.kind
        }
    }

    /// Regions covering the same area become one; counts of the same kind as the first are added.
    static func combine(_ sorted: [Region]) -> [Region] {
        var combined: [Region] = []
        for region in sorted {
            if let last = combined.last, last.start == region.start, last.end == region.end {
                if region.kind == last.kind {
                    combined[combined.count - 1].executionCount = last.executionCount &+ region.executionCount
                }
            } else {
                combined.append(region)
            }
        }
        return combined
    }

    private struct SegmentBuilder {
        var segments: [Segment] = []
        var active: [Region] = []

        mutating func start(_ region: Region, at location: Location, isRegionEntry: Bool, skipped: Bool = false) {
            let hasCount = !skipped && region.kind != .skipped
            if let last = segments.last, !isRegionEntry, !skipped,
                last.hasCount == hasCount, last.count == region.executionCount, !last.isRegionEntry
            {
                return
            }
            segments.append(
                Segment(
                    line: location.line, column: location.column, count: hasCount ? region.executionCount : 0,
                    hasCount: hasCount, isRegionEntry: isRegionEntry, isGapRegion: hasCount && region.kind == .gap))
        }

        /// Closes the active regions from `firstCompleted` on, which end at or before `location`
        /// (nil: all of them, at the end).
        mutating func complete(until location: Location?, firstCompleted: Int) {
            // Stable, as llvm's std::stable_sort: equal ends keep their order.
            let completedRegions = active[firstCompleted...].enumerated().sorted { lhs, rhs in
                lhs.element.end != rhs.element.end ? lhs.element.end < rhs.element.end : lhs.offset < rhs.offset
            }
            active.replaceSubrange(firstCompleted..., with: completedRegions.map(\.element))
            var index = firstCompleted + 1
            while index < active.count {
                var completed = active[index]
                let segmentLocation = active[index - 1].end
                if let location, segmentLocation == location { break }
                if segmentLocation != completed.end {
                    for later in active[(index + 1)...] where later.end == completed.end {
                        completed = later
                    }
                    start(completed, at: segmentLocation, isRegionEntry: false)
                }
                index += 1
            }
            let last = active[active.count - 1]
            if firstCompleted > 0 && last.end != location {
                start(active[firstCompleted - 1], at: last.end, isRegionEntry: false)
            } else if firstCompleted == 0 && location != last.end {
                start(last, at: last.end, isRegionEntry: false, skipped: true)
            }
            active.removeSubrange(firstCompleted...)
        }

        mutating func build(_ regions: [Region]) {
            for (index, region) in regions.enumerated() {
                let location = region.start
                let stillActive = active.filter { !($0.end <= location) }
                if stillActive.count < active.count {
                    active = stillActive + active.filter { $0.end <= location }
                    complete(until: location, firstCompleted: stillActive.count)
                }
                let isGap = region.kind == .gap
                let isLast = index + 1 == regions.count
                if location == region.end {
                    // Zero-length regions never become active.
                    let skipped = isLast || region.kind == .skipped
                    start(active.last ?? region, at: location, isRegionEntry: !isGap, skipped: skipped)
                    if skipped, let last = active.last {
                        start(last, at: location, isRegionEntry: false)
                    }
                    continue
                }
                if isLast || location != regions[index + 1].start {
                    start(region, at: location, isRegionEntry: !isGap)
                }
                active.append(region)
            }
            if !active.isEmpty {
                complete(until: nil, firstCompleted: 0)
            }
        }
    }
}

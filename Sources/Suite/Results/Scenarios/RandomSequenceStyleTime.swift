import Catalogue

/// How long one style took over a run of random sequences: its replays, with their lifetime checks,
/// and the shortening of its failures. Time of the process that played them, so a style's share of a
/// run is its share of the processors' time when each process has a core of its own.
package struct RandomSequenceStyleTime: Sendable, Equatable {
    package let style: String
    package let framework: UIFramework
    package var seconds: Double

    package init(style: String, framework: UIFramework, seconds: Double) {
        self.style = style
        self.framework = framework
        self.seconds = seconds
    }

    /// `times` with each style's entries added up, in the order the styles first appear.
    package static func merged(_ times: [RandomSequenceStyleTime]) -> [RandomSequenceStyleTime] {
        var merged: [RandomSequenceStyleTime] = []
        for time in times {
            if let index = merged.firstIndex(where: { $0.style == time.style }) {
                merged[index].seconds += time.seconds
            } else {
                merged.append(time)
            }
        }
        return merged
    }
}

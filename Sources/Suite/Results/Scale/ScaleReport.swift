import Catalogue
import Foundation

/// What `make scale` measured: the time of one user action on an app whose store already holds 100,
/// 1,000 or 10,000 items, in each style and as the bare Models operation, plus one large import.
/// Timings depend on the machine, so they are measured apart, committed in Reports/scale.json with
/// the commit, the machine and the fingerprint of the sources they describe, and only read by
/// `make compare`, which says when the sources have changed since.
package struct ScaleReport: Sendable, Equatable, Codable {
    /// 2 added the fingerprint and the fastest and slowest run of each figure; a file of schema 1
    /// reads with neither.
    package var schema = 2
    /// The commit measured, as `git rev-parse --short HEAD` printed it.
    package var commit: String
    /// The sources measured, as `MutationFingerprint` computes it; nil in a file written before
    /// scale results carried one.
    package var fingerprint: String?
    /// Why the timings may not describe the sources of this report; nil when they do. Set when the
    /// file is read for a report, never written by `make scale`.
    package var stale: String?
    /// The machine and toolchain, in words.
    package var machine: String
    package var repetitions: Int
    package var actions: [ScaleMeasurement]
    package var bulkImport: ScaleMeasurement

    package init(
        commit: String, fingerprint: String? = nil, machine: String, repetitions: Int, actions: [ScaleMeasurement],
        bulkImport: ScaleMeasurement
    ) {
        self.commit = commit
        self.fingerprint = fingerprint
        self.machine = machine
        self.repetitions = repetitions
        self.actions = actions
        self.bulkImport = bulkImport
    }

    /// The report in `folder`, or nil when `make scale` has not written one; `shownFolder` is the
    /// folder's name in messages ("Reports").
    package static func load(from folder: URL, shownAs shownFolder: String? = nil) throws -> ScaleReport? {
        try JSONResultsFile(
            url: folder.appendingPathComponent(fileName), shownPath: (shownFolder ?? folder.path) + "/" + fileName,
            remedy: "run make scale to write it again"
        ).read(ScaleReport.self)
    }

    /// The same report, marked stale when it was measured on other sources than those at `packageRoot`,
    /// or when it is too old to say which sources it was measured on.
    package func markingStaleness(packageRoot: URL, table: LayerTable) throws -> ScaleReport {
        var report = self
        report.stale = staleness(against: try MutationFingerprint.compute(packageRoot: packageRoot, table: table))
        return report
    }

    /// Nil when the timings were measured on the sources whose fingerprint is `current`.
    package func staleness(against current: String) -> String? {
        guard let fingerprint else {
            return "these timings were measured before scale results recorded which sources they were measured "
                + "on, so whether they still hold cannot be told; run `make scale` to measure them again"
        }
        guard fingerprint == current else {
            return "the sources have changed since these timings were measured (at commit \(commit)); run "
                + "`make scale` to measure them again"
        }
        return nil
    }

    package static let fileName = "scale.json"

    /// Writes the report as the report writer writes JSON (sorted keys), to a temporary file renamed
    /// into place; a failure names the file and the cause in words.
    package func write(to url: URL) throws {
        try ReportEncoding.write(self, to: url)
    }
}

/// One action at one size: the median time of the bare Models operation and of each style, with the
/// fastest and slowest of the runs (nil in a file written before they were kept).
package struct ScaleMeasurement: Sendable, Equatable, Codable {
    package var action: String
    package var items: Int
    package var modelsSeconds: Double
    package var modelsRange: SecondsRange?
    package var styles: [StyleTiming]

    package init(
        action: String, items: Int, modelsSeconds: Double, modelsRange: SecondsRange? = nil, styles: [StyleTiming]
    ) {
        self.action = action
        self.items = items
        self.modelsSeconds = modelsSeconds
        self.modelsRange = modelsRange
        self.styles = styles
    }

    /// A style's median time, the fastest and slowest of its runs, and its ratio to the bare Models operation.
    package struct StyleTiming: Sendable, Equatable, Codable {
        package var style: String
        package var seconds: Double
        package var range: SecondsRange?

        package init(style: String, seconds: Double, range: SecondsRange? = nil) {
            self.style = style
            self.seconds = seconds
            self.range = range
        }
    }

    /// The fastest and the slowest of a figure's runs.
    package struct SecondsRange: Sendable, Equatable, Codable {
        package var min: Double
        package var max: Double

        package init(min: Double, max: Double) {
            self.min = min
            self.max = max
        }

        /// The range of `samples`, or nil when there are none.
        package init?(of samples: [Double]) {
            guard let low = samples.min(), let high = samples.max() else { return nil }
            self.init(min: low, max: high)
        }
    }

    package func ratio(of timing: StyleTiming) -> Double {
        modelsSeconds > 0 ? timing.seconds / modelsSeconds : 0
    }
}

import Foundation

/// What `make scale` measured: the time of one user action on an app whose store already holds 100,
/// 1,000 or 10,000 items, in each style and as the bare Models operation, plus one large import.
/// Timings depend on the machine, so they are measured apart, committed in Reports/scale.json with
/// the commit and the machine they describe, and only read by `make compare`.
public struct ScaleReport: Sendable, Equatable, Codable {
    public var schema = 1
    /// The commit measured, as `git rev-parse --short HEAD` printed it.
    public var commit: String
    /// The machine and toolchain, in words.
    public var machine: String
    public var repetitions: Int
    public var actions: [ScaleMeasurement]
    public var bulkImport: ScaleMeasurement

    public init(
        commit: String, machine: String, repetitions: Int, actions: [ScaleMeasurement], bulkImport: ScaleMeasurement
    ) {
        self.commit = commit
        self.machine = machine
        self.repetitions = repetitions
        self.actions = actions
        self.bulkImport = bulkImport
    }

    /// The report in `folder`, or nil when `make scale` has not written one.
    public static func load(from folder: URL) throws -> ScaleReport? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(ScaleReport.self, from: Data(contentsOf: url))
    }

    public static let fileName = "scale.json"
}

/// One action at one size: the median time of the bare Models operation and of each style.
public struct ScaleMeasurement: Sendable, Equatable, Codable {
    public var action: String
    public var items: Int
    public var modelsSeconds: Double
    public var styles: [StyleTiming]

    public init(action: String, items: Int, modelsSeconds: Double, styles: [StyleTiming]) {
        self.action = action
        self.items = items
        self.modelsSeconds = modelsSeconds
        self.styles = styles
    }

    /// A style's median time and its ratio to the bare Models operation.
    public struct StyleTiming: Sendable, Equatable, Codable {
        public var style: String
        public var seconds: Double

        public init(style: String, seconds: Double) {
            self.style = style
            self.seconds = seconds
        }
    }

    public func ratio(of timing: StyleTiming) -> Double {
        modelsSeconds > 0 ? timing.seconds / modelsSeconds : 0
    }
}

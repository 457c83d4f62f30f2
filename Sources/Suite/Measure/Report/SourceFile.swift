/// A measured Swift file, by its path relative to the package root.
public struct SourceFile: Sendable, Equatable {
    public var path: String
    public var metrics: SourceMetrics

    public init(path: String, metrics: SourceMetrics) {
        self.path = path
        self.metrics = metrics
    }

    var lines: FileLines { FileLines(path: path, lines: metrics.lines) }
}

import Results

/// A measured Swift file, by its path relative to the package root.
package struct SourceFile: Sendable, Equatable {
    package var path: String
    package var metrics: SourceMetrics

    package init(path: String, metrics: SourceMetrics) {
        self.path = path
        self.metrics = metrics
    }

    var lines: FileLines { FileLines(path: path, lines: metrics.lines) }
}

import Architecture
import Testing

extension CaseLabel {
    /// A unit test case, by its module, name and the file that declares it.
    static func unitTest(_ test: Test) -> CaseLabel {
        CaseLabel(
            kind: "unit", module: test.id.moduleName, name: test.displayName ?? test.name,
            file: test.sourceLocation.filePath, line: test.sourceLocation.line)
    }
}

extension CaseProfileRecorder {
    /// Runs a scenario's steps against a style and records the counters they moved.
    package func measureScenario(_ id: String, style: String, _ steps: () throws -> Void) rethrows {
        try measure(CaseLabel(kind: "scenario", module: style, name: id), steps)
    }

    /// Runs one key action against a style and records the counters it moved, with its place in the
    /// catalogue (`order`) so the report keeps the catalogue's order.
    package func measureAction(
        _ id: String, title: String, order: Int, style: String, _ action: () throws -> Void
    ) rethrows {
        try measure(CaseLabel(kind: "action", module: style, name: id + " " + title, line: order), action)
    }
}

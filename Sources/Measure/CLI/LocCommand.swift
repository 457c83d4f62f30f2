import Foundation

/// `compare loc FILE...`: line counts of the named files as JSON, paths as given.
enum LocCommand {
    static func run(paths: [String], relativeTo directory: URL) -> CommandOutput {
        var files: [FileLines] = []
        var problems: [String] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            do {
                files.append(FileLines(path: path, lines: try LineCounter.measure(fileAt: url, reportedAs: path).lines))
            } catch {
                problems.append("compare loc: " + String(describing: error))
            }
        }
        guard problems.isEmpty else {
            return CommandOutput(status: 1, standardError: problems.joined(separator: "\n") + "\n")
        }
        do {
            return CommandOutput(standardOutput: String(decoding: try ReportEncoding.json(files), as: UTF8.self))
        } catch {
            return .failure("compare loc: cannot encode the counts: \(error)")
        }
    }
}

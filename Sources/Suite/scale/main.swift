import Foundation
import Harness
import Measure

// `make scale`: times one user action per style at 100, 1,000 and 10,000 stored items beside the
// bare Models operation, prints the table, and writes Reports/scale.json for `make compare` to show,
// with the fingerprint of the sources measured (run from the package root, as `make scale` does).
let usage = """
    Usage: scale [--commit SHA] [--machine TEXT] [--output DIR] [--repetitions N]
      Times one user action per style at 100, 1,000 and 10,000 stored items, beside the bare Models
      operation, prints the table and writes OUTPUT/\(ScaleReport.fileName).
      Defaults: --commit unknown --machine unknown --output Reports --repetitions \(ScaleBenchmark().repetitions)
    """

func stop(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("scale: \(message)\n".utf8))
    exit(status)
}

if CommandLine.arguments.contains(where: { ["help", "--help", "-h"].contains($0) }) {
    print(usage)
    exit(0)
}
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    let key = String(name.dropFirst(2))
    guard name.hasPrefix("--"), ["commit", "machine", "output", "repetitions"].contains(key) else {
        stop("unknown option '\(name)'\n\n\(usage)", status: 64)
    }
    guard let value = arguments.popFirst() else { stop("option \(name) needs a value", status: 64) }
    options[key] = value
}

var benchmark = ScaleBenchmark()
if let text = options["repetitions"] {
    guard let repetitions = Int(text), repetitions > 0 else {
        stop("option --repetitions needs a whole number above 0, not '\(text)'", status: 64)
    }
    benchmark.repetitions = repetitions
}
benchmark.progress = { print("    \($0)") }
let folder = URL(fileURLWithPath: options["output"] ?? "Reports", isDirectory: true)
let file = folder.appendingPathComponent(ScaleReport.fileName)
let report: ScaleReport
do {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let fingerprint = try MutationFingerprint.compute(packageRoot: root, table: .standard)
    report = try benchmark.run(
        commit: options["commit"] ?? "unknown", fingerprint: fingerprint, machine: options["machine"] ?? "unknown")
} catch {
    stop("could not time the actions: \(error)", status: 1)
}
print(report.textTable())
do {
    try report.write(to: file)
    print("Wrote \(file.path)")
} catch {
    // The error names the file and the cause in words.
    stop("\(error)", status: 1)
}

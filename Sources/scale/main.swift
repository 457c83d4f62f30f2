import Foundation
import Harness
import Measure

// `make scale`: times one user action per style at 100, 1,000 and 10,000 stored items beside the
// bare Models operation, prints the table, and writes Reports/scale.json for `make compare` to show.
// Arguments: --commit SHA --machine TEXT [--output DIR] [--repetitions N]
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("scale: expected --name value pairs, got \(name)\n".utf8))
        exit(2)
    }
    options[String(name.dropFirst(2))] = value
}

var benchmark = ScaleBenchmark()
if let repetitions = options["repetitions"].flatMap(Int.init) { benchmark.repetitions = repetitions }
benchmark.progress = { print("    \($0)") }
let report = try benchmark.run(commit: options["commit"] ?? "unknown", machine: options["machine"] ?? "unknown")
print(report.textTable())

let folder = URL(fileURLWithPath: options["output"] ?? "Reports", isDirectory: true)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try (encoder.encode(report) + Data("\n".utf8)).write(to: folder.appendingPathComponent(ScaleReport.fileName))
print("Wrote \(folder.appendingPathComponent(ScaleReport.fileName).path)")

import CommandSupport
import Foundation
import Harness
import Measure
import Results

// `make scale`: times one user action per style at 100, 1,000 and 10,000 stored items beside the
// bare Models operation, prints the table, and writes Reports/scale.json for `make compare` to show,
// with the fingerprint of the sources measured (run from the package root, as `make scale` does).
// With --style it times that style alone and only prints: the report's file holds every style.
let parser = OptionParser([
    OptionDeclaration("--commit", .text(placeholder: "SHA"), default: "unknown"),
    OptionDeclaration("--machine", .text(placeholder: "TEXT"), default: "unknown"),
    OptionDeclaration("--output", .text(placeholder: "DIR"), default: "Reports"),
    OptionDeclaration("--repetitions", .count, default: "\(ScaleBenchmark().repetitions)"),
    OptionDeclaration("--style", .text(placeholder: "STYLE"), default: "every style"),
])
let usage = """
    Usage: scale \(parser.synopsis())
      Times one user action per style at 100, 1,000 and 10,000 stored items, beside the bare Models
      operation, prints the table and writes OUTPUT/\(ScaleReport.fileName).
      With --style, it times that style alone and writes nothing.
      Defaults: \(parser.defaults)
    """

func stop(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("scale: \(message)\n".utf8))
    exit(status)
}

if OptionParser.asksForHelp(CommandLine.arguments.dropFirst()) {
    print(usage)
    exit(0)
}
let options: ParsedOptions
var benchmark = ScaleBenchmark()
/// Whether only the style of --style is timed, which leaves the report's file as it is.
var timesOneStyle = false
do {
    options = try parser.parse(CommandLine.arguments.dropFirst())
    benchmark.repetitions = try options.number("--repetitions", as: Int.self) ?? benchmark.repetitions
    if let name = options.text("--style") {
        guard let style = StyleRegistry.style(named: name) else {
            throw UsageError.unknownStyle(name, option: "--style", styles: StyleRegistry.all.map(\.name))
        }
        benchmark.styles = [style]
        timesOneStyle = true
    }
} catch {
    stop("\(error)\n\n\(usage)", status: UsageError.exitStatus)
}
benchmark.progress = { print("    \($0)") }
let folder = URL(fileURLWithPath: options.text("--output") ?? "Reports", isDirectory: true)
let file = folder.appendingPathComponent(ScaleReport.fileName)
let report: ScaleReport
do {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let fingerprint = try MutationFingerprint.compute(packageRoot: root, table: .standard)
    report = try benchmark.run(
        commit: options.text("--commit") ?? "unknown", fingerprint: fingerprint,
        machine: options.text("--machine") ?? "unknown")
} catch {
    stop("could not time the actions: \(error)", status: 1)
}
print(report.textTable())
guard !timesOneStyle else {
    print("\(file.path) left as it is: it holds every style, and this run timed one.")
    exit(0)
}
do {
    try report.write(to: file)
    print("Wrote \(file.path)")
} catch {
    // The error names the file and the cause in words.
    stop("\(error)", status: 1)
}
